/**
 * Reviews moderation (/admin/reviews) and "Reportar" on the business page: the queue's filters and
 * sorts, the reasons a person may report a review for, and the forms' schemas and messages.
 */
import { parseSubmission } from "./forms.ts";
import { defineList, type ListParams } from "./list-params.ts";
import { z } from "./zod.ts";

export const REPORT_REASONS = ["spam", "offensive", "fake", "personal_data", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Es publicidad o spam",
  offensive: "Es ofensiva o discriminatoria",
  fake: "Es falsa o no es de un cliente",
  personal_data: "Muestra datos personales",
  other: "Otro motivo",
};
export function reportReasonLabel(reason: string): string {
  return REPORT_REASON_LABELS[reason as ReportReason] ?? reason;
}

export const REPORT_DETAILS_MAX = 500;
export const MODERATION_REASON_MAX = 500;

export const REPORT_MESSAGES = {
  reason: "Elegí por qué la reportás.",
  detailsLong: `Los detalles no pueden tener más de ${REPORT_DETAILS_MAX} caracteres.`,
  done: "Gracias: recibimos tu reporte y lo vamos a revisar.",
  already: "Ya reportaste esta reseña. La estamos revisando.",
  own: "No podés reportar tu propia reseña.",
  notFound: "Esa reseña ya no está.",
  failed: "No pudimos mandar el reporte. Probá de nuevo.",
} as const;

/** What POST /api/reviews/{id}/report answers to the page's fetcher. */
export type ReportResponse = { ok: true; message: string } | { ok: false; error: string };

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : undefined),
    z.string().max(REPORT_DETAILS_MAX, REPORT_MESSAGES.detailsLong).optional(),
  ),
});

export const REVIEW_VISIBILITY = ["visible", "hidden"] as const;
export const REVIEWS_QUEUE = defineList({
  sorts: { created: "desc", reports: "desc" },
  // The queue leads with what needs a decision: the reviews with open reports.
  defaultSort: "reports",
  filters: {
    rating: { values: ["1", "2", "3", "4", "5"], multiple: true },
    reported: { values: ["yes"] },
    visibility: { values: REVIEW_VISIBILITY },
  },
});
export type ReviewsQueueParams = ListParams<keyof typeof REVIEWS_QUEUE.sorts, "rating" | "reported" | "visibility">;

export const moderationReason = (required: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: required })
      .min(1, required)
      .max(MODERATION_REASON_MAX, `El motivo no puede tener más de ${MODERATION_REASON_MAX} caracteres.`),
  );
export const HIDE_REASON = "Escribí el motivo: el autor lo ve en sus notificaciones y en su reseña.";
export const DELETE_REASON = "Escribí el motivo: se lo mandamos al autor.";

const reviewId = z.coerce
  .number({ error: "La reseña no es válida." })
  .int("La reseña no es válida.")
  .positive("La reseña no es válida.")
  .max(2_147_483_647, "La reseña no es válida.");

/** One review's actions in the queue. */
export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("hide"), reviewId, reason: moderationReason(HIDE_REASON) }),
  z.object({ intent: z.literal("restore"), reviewId }),
  z.object({ intent: z.literal("delete"), reviewId, reason: moderationReason(DELETE_REASON) }),
  z.object({ intent: z.literal("dismiss"), reviewId }),
]);

/** The bulk bar: hide, restore or delete the ticked reviews (one reason for all). */
export function moderationBulkSchema(maxIds: number) {
  const ids = z
    .array(reviewId)
    .min(1, "Elegí al menos una reseña.")
    .max(maxIds, `Elegí como máximo ${maxIds} reseñas a la vez.`);
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("hide-many"), ids, reason: moderationReason(HIDE_REASON) }),
    z.object({ intent: z.literal("restore-many"), ids }),
    z.object({ intent: z.literal("delete-many"), ids, reason: moderationReason(DELETE_REASON) }),
  ]);
}

export type ModerationParse =
  | { ok: true; data: z.output<typeof moderationSchema> | z.output<ReturnType<typeof moderationBulkSchema>> }
  | { ok: false; message: string; intent: string; reviewId: string };

/** The queue's post, single or bulk; the first message in Spanish when it does not hold. */
export function parseModeration(form: FormData, maxIds: number): ModerationParse {
  const intent = String(form.get("intent") ?? "");
  const schema = intent.endsWith("-many") ? moderationBulkSchema(maxIds) : moderationSchema;
  const submission = parseSubmission(form, schema);
  if (submission.status === "success") return { ok: true, data: submission.value };
  const error = submission.reply().error ?? {};
  const first = error.reason?.[0] ?? error.ids?.[0] ?? error.reviewId?.[0] ?? Object.values(error)[0]?.[0];
  return {
    ok: false,
    message: first ?? "El pedido no es válido.",
    intent,
    reviewId: String(form.get("reviewId") ?? ""),
  };
}
