/**
 * What an admin does to business promotions in /admin/promotions: one (`promotionId`) or the ticked
 * ones (repeated `ids`, at most a page), with `intent` feature, unfeature, pause, resume or delete.
 * Every id must be a UUID before it reaches the database. One-button posts: the first problem goes
 * to a toast.
 */
import { parseSubmission } from "./forms.ts";
import { isUuid } from "./uuid.ts";
import { z } from "./zod.ts";

/** The state filter of the list (core/promotions.ts promotionState). */
export const ADMIN_PROMOTION_STATES = ["active", "scheduled", "paused", "ended"] as const;

export const ADMIN_PROMOTION_INTENT_VALUES = ["feature", "unfeature", "pause", "resume", "delete"] as const;
export type AdminPromotionIntentValue = (typeof ADMIN_PROMOTION_INTENT_VALUES)[number];

const uuid = z.string().refine(isUuid, "La promoción no es válida.");

export function adminPromotionActionSchema(maxIds: number) {
  return z.object({
    intent: z.enum(ADMIN_PROMOTION_INTENT_VALUES, { error: "No entendimos qué querías hacer." }),
    promotionId: uuid.optional(),
    ids: z.array(uuid).max(maxIds, `Elegí como máximo ${maxIds} promociones a la vez.`).optional(),
  });
}

export type AdminPromotionActionParse =
  | { ok: true; intent: AdminPromotionIntentValue; ids: string[] }
  | { ok: false; message: string };

export function parseAdminPromotionAction(form: FormData, maxIds: number): AdminPromotionActionParse {
  const submission = parseSubmission(form, adminPromotionActionSchema(maxIds));
  if (submission.status !== "success") {
    const error = submission.reply().error ?? {};
    const first = Object.values(error).find((m) => m?.[0])?.[0];
    return { ok: false, message: first ?? "El pedido no es válido." };
  }
  const ids = submission.value.promotionId ? [submission.value.promotionId] : (submission.value.ids ?? []);
  if (ids.length === 0) return { ok: false, message: "Elegí al menos una promoción." };
  return { ok: true, intent: submission.value.intent, ids };
}

/** The toast's title for how many changed. */
export const ADMIN_PROMOTION_DONE: Record<AdminPromotionIntentValue, [string, string]> = {
  feature: ["promoción destacada", "promociones destacadas"],
  unfeature: ["promoción sin destacar", "promociones sin destacar"],
  pause: ["promoción pausada", "promociones pausadas"],
  resume: ["promoción reanudada", "promociones reanudadas"],
  delete: ["promoción eliminada", "promociones eliminadas"],
};
