/**
 * The review form's rules (POST /api/reviews), shared by the form (messages under the fields) and
 * the server. One review per person and business: a rating of 1 to 5 stars and an optional comment.
 * Comments are stored as plain text (React escapes them when shown), so markup is harmless and kept
 * as typed; control characters are refused because they never come from a keyboard.
 */
import { z } from "zod";
import { businessUuidSchema } from "./favorites.ts";

export const REVIEW_COMMENT_MAX = 1000;
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export const REVIEW_MESSAGES = {
  rating: "Elegí una calificación de 1 a 5 estrellas",
  commentLong: `El comentario no puede tener más de ${REVIEW_COMMENT_MAX} caracteres`,
  commentControl: "El comentario tiene caracteres que no se pueden guardar. Revisalo y probá de nuevo.",
  intent: "No entendimos qué querías hacer con tu reseña.",
  ownBusiness: "No podés reseñar tu propio comercio.",
  notFound: "No encontramos tu reseña.",
  saveFailed: "No pudimos guardar tu reseña. Probá de nuevo.",
  created: "¡Gracias por tu reseña!",
  updated: "Reseña actualizada",
  deleted: "Reseña eliminada",
} as const;

/** "1 estrella", "2 estrellas"… (the star picker's labels). */
export function starsLabel(value: number): string {
  return `${value} ${value === 1 ? "estrella" : "estrellas"}`;
}

/** Any C0/C1 control character except tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

export const ratingSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: REVIEW_MESSAGES.rating })
    .int({ error: REVIEW_MESSAGES.rating })
    .min(1, { error: REVIEW_MESSAGES.rating })
    .max(5, { error: REVIEW_MESSAGES.rating }),
);

/** Trimmed, Windows line endings made plain; empty means no comment (null). */
export const commentSchema = z
  .string({ error: REVIEW_MESSAGES.commentLong })
  .nullish()
  .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
  .refine((value) => value.length <= REVIEW_COMMENT_MAX, { error: REVIEW_MESSAGES.commentLong })
  .refine((value) => !CONTROL.test(value), { error: REVIEW_MESSAGES.commentControl })
  .transform((value) => (value === "" ? null : value));

export const saveReviewSchema = z.object({
  intent: z.literal("save"),
  businessUuid: businessUuidSchema,
  rating: ratingSchema,
  comment: commentSchema,
});

export const deleteReviewSchema = z.object({
  intent: z.literal("delete"),
  businessUuid: businessUuidSchema,
});

export const reviewInputSchema = z.discriminatedUnion("intent", [saveReviewSchema, deleteReviewSchema], {
  error: REVIEW_MESSAGES.intent,
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type SaveReviewInput = z.infer<typeof saveReviewSchema>;
export type ReviewField = "businessUuid" | "rating" | "comment" | "intent";
