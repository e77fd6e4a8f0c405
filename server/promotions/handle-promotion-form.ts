/**
 * The action behind "Nueva promoción" and "Editar promoción" (/mi-comercio/{id}/promociones/…):
 * the guard has already passed (requireManagedBusiness) and named the business; this reads the
 * multipart body within the picture's limit, parses it with the form's one schema, and creates or
 * updates. Refusals: 400 with the field errors (and what was typed), 413 for a body over the limit
 * (as a field error under the picture), 404 for a promotion that is not this business's.
 */
import { AppError } from "#core/errors.ts";
import { formatDate } from "#core/format.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#core/image-rules.ts";
import { promotionFormSchemaAt } from "#core/promotion-form.ts";
import type { ManagedBusiness } from "../owner/managed-business.ts";
import { mayFeaturePromotions } from "../plans/active-plan.ts";
import { forbidden } from "../platform/auth/guards.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { type PageAnswer, readUploadForm } from "../platform/http/answers.ts";
import { createPromotion, updatePromotion } from "./save-promotion.ts";

/** The largest picture plus the text fields and the multipart framing. */
export const PROMOTION_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

export const NOT_YOURS = "Este comercio no está a tu nombre.";

const imageRefused = (message: string, status: number) =>
  ({
    status: status,
    body: { result: { status: "error", error: { image: [message] } } as SubmissionResult<string[]> },
  }) satisfies PageAnswer;

export async function handlePromotionForm(
  request: Request,
  user: SessionUser,
  business: ManagedBusiness,
  promotionId: string | null,
) {
  const form = await readUploadForm(request, PROMOTION_FORM_MAX_BYTES);
  if (!form) return imageRefused(IMAGE_MESSAGES.tooLarge, 413);
  const now = new Date();
  const canFeature = await mayFeaturePromotions(await getDb(), user, business.uuid, now);
  const submission = parseSubmission(form, promotionFormSchemaAt(now, canFeature));
  if (submission.status !== "success")
    return { status: 400, body: { result: submission.reply() } } satisfies PageAnswer;

  const input = submission.value;
  const result = promotionId
    ? await updatePromotion(user, business.uuid, promotionId, input, now)
    : await createPromotion(user, business.uuid, input, now);
  if (!result.ok) {
    const { code, status, message } = result.problem;
    if (code === "validation") {
      return { status, body: { result: submission.reply({ fieldErrors: { image: [message] } }) } } satisfies PageAnswer;
    }
    if (code === "forbidden") throw forbidden(NOT_YOURS);
    throw new AppError("not_found");
  }
  const startsLater = input.startDate.getTime() > now.getTime();
  return {
    redirect: `/mi-comercio/${business.uuid}/promociones${startsLater ? "?estado=programadas" : ""}`,
    toast: {
      type: "success",
      title: promotionId ? "Promoción guardada" : "Promoción publicada",
      description: promotionId
        ? `Guardamos los cambios de “${input.title}”.`
        : startsLater
          ? `“${input.title}” se va a ver en Vilma desde el ${formatDate(input.startDate)}.`
          : `“${input.title}” ya se ve en la página de tu comercio y en Ofertas.`,
    },
  } satisfies PageAnswer;
}
