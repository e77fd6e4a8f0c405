/**
 * /admin/promotions/{id}: one business promotion for an admin: the owner's editor (same form, same
 * schema, same save: server/promotions/save-promotion.ts, the admin may feature it), the same
 * one-button actions as the list (feature, pause or resume, delete), and its history.
 */
import { data, Form, Link } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import type { SubmissionResult } from "#app/components/form/use-schema-form.ts";
import { PromotionForm } from "#app/components/owner/promotion-form.tsx";
import { PromotionStateBadge } from "#app/components/owner/promotion-state-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { ADMIN_PROMOTION_DONE, parseAdminPromotionAction } from "#core/admin-promotion-form.ts";
import { AppError } from "#core/errors.ts";
import { parseSubmission } from "#core/forms.ts";
import { IMAGE_MESSAGES } from "#core/image-rules.ts";
import { promotionFormSchemaAt } from "#core/promotion-form.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readUploadForm } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { actOnPromotions } from "#server/promotions/act-on-promotions.ts";
import { findPromotionForAdmin } from "#server/promotions/find-promotion-for-admin.ts";
import { PROMOTION_FORM_MAX_BYTES } from "#server/promotions/handle-promotion-form.ts";
import { toOwnerPromotion } from "#server/promotions/owner-promotions.ts";
import { updatePromotion } from "#server/promotions/save-promotion.ts";
import type { Route } from "./+types/promotion-edit";

const LIST = "/admin/promotions";

async function found(id: string | undefined) {
  const row = id ? await findPromotionForAdmin(id) : null;
  if (!row) throw new AppError("not_found");
  return row;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const { promotion, business } = await found(params.promotionId);
  const now = requestTime(context);
  return {
    promotion: toOwnerPromotion(promotion, now),
    business: {
      uuid: business.uuid,
      name: business.name,
      slug: business.slug,
      logoUrl: business.logoUrl,
      categoryName: null,
    },
    today: buenosAiresDateKey(now),
    timeline: await entityTimeline({ type: "promotion", id: promotion.id }),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const { promotion, business } = await found(params.promotionId);
  const form = await readUploadForm(request, PROMOTION_FORM_MAX_BYTES);
  if (!form) {
    return data(
      { result: { status: "error", error: { image: [IMAGE_MESSAGES.tooLarge] } } as SubmissionResult<string[]> },
      { status: 413 },
    );
  }
  const here = `${LIST}/${promotion.id}`;
  if (form.has("intent")) {
    const input = parseAdminPromotionAction(form, 1);
    if (!input.ok || input.ids[0]?.toLowerCase() !== promotion.id) {
      return redirectWithToast(here, {
        type: "error",
        title: "No pudimos hacerlo",
        description: "El pedido no es válido.",
      });
    }
    const { done } = await actOnPromotions(auditActor(admin, request), input.ids, input.intent);
    const title = done ? ADMIN_PROMOTION_DONE[input.intent][0] : "No cambió: ya estaba así";
    const to = input.intent === "delete" && done ? LIST : here;
    return redirectWithToast(to, {
      type: done ? "success" : "error",
      title: `${title.charAt(0).toUpperCase()}${title.slice(1)}`,
      description: promotion.title,
    });
  }
  const now = requestTime(context);
  const submission = parseSubmission(form, promotionFormSchemaAt(now, true));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await updatePromotion(
    { id: admin.id, isAdmin: true },
    business.uuid,
    promotion.id,
    submission.value,
    now,
  );
  if (!outcome.ok) {
    const { code, status, message } = outcome.problem;
    if (code === "validation") {
      return data({ result: submission.reply({ fieldErrors: { image: [message] } }) }, { status });
    }
    throw new AppError("not_found");
  }
  return redirectWithToast(here, {
    type: "success",
    title: "Promoción guardada",
    description: `Guardamos los cambios de “${submission.value.title}” (${business.name}).`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.promotion.title ?? "Promoción"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

const button =
  "inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-semibold text-sm hover:bg-surface-muted";

export default function AdminPromotionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, business, today, timeline } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Editar promoción"
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Promociones", href: LIST },
          { label: promotion.title },
        ]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PromotionStateBadge state={promotion.state} />
            De{" "}
            <Link
              to={`${LIST}?comercio=${business.uuid}`}
              className="font-semibold text-brand-700 hover:underline dark:text-blue-300"
            >
              {business.name}
            </Link>
          </span>
        }
      />
      <Form method="post" className="flex flex-wrap gap-2" aria-label="Acciones">
        <input type="hidden" name="promotionId" value={promotion.id} />
        <button type="submit" name="intent" value={promotion.isFeatured ? "unfeature" : "feature"} className={button}>
          {promotion.isFeatured ? "Quitar destacado" : "Destacar"}
        </button>
        {promotion.state !== "ended" && (
          <button
            type="submit"
            name="intent"
            value={promotion.state === "paused" ? "resume" : "pause"}
            className={button}
          >
            {promotion.state === "paused" ? "Reanudar" : "Pausar"}
          </button>
        )}
        <ConfirmDialog
          title={`¿Eliminar “${promotion.title}”?`}
          description={`Es de ${business.name}. Deja de verse en Vilma y no se puede deshacer.`}
          confirmLabel="Eliminar"
          tone="danger"
          name="intent"
          value="delete"
        >
          Eliminar
        </ConfirmDialog>
      </Form>
      <PromotionForm
        key={promotion.id}
        business={business}
        promotion={promotion}
        canFeature
        today={today}
        lastResult={actionData?.result}
        cancelHref={LIST}
      />
      <AuditTimeline entries={timeline} />
    </div>
  );
}
