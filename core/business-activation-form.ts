/**
 * "Aprobar seleccionados" in /admin/claims (Comercios nuevos): one business (`intent=activate`, `businessUuid`) or the
 * ticked ones (`intent=activate-many`, repeated `ids`, at most a page of them). Every id must be a
 * UUID before it reaches the database.
 */
import { parseSubmission } from "./forms.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

const uuid = z.string().refine(isUuid, "El comercio no es válido.");

export function businessActivationSchema(maxIds: number) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("activate"), businessUuid: uuid }),
    z.object({
      intent: z.literal("activate-many"),
      ids: z
        .array(uuid)
        .min(1, "Elegí al menos un comercio.")
        .max(maxIds, `Elegí como máximo ${maxIds} comercios a la vez.`),
    }),
  ]);
}

export type BusinessActivation = z.output<ReturnType<typeof businessActivationSchema>>;

export type BusinessActivationParse = { ok: true; data: BusinessActivation } | { ok: false; message: string };

/**
 * The posted form, read through the one form parser (the action's only parsing step): the first
 * problem's message, in Spanish, when it does not hold. These are one-button posts, so the message
 * goes to a toast rather than under a field.
 */
export function parseBusinessActivation(form: FormData, maxIds: number): BusinessActivationParse {
  const submission = parseSubmission(form, businessActivationSchema(maxIds));
  if (submission.status === "success") return { ok: true, data: submission.value };
  const counts = submission.reply().error?.ids?.[0];
  return { ok: false, message: counts ?? "El pedido no es válido." };
}
