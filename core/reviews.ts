/**
 * The review rules, shared by the form (messages under the fields, before anything is sent) and the
 * server (review-input.ts wraps them in a schema). One review per person and business: a rating of
 * 1 to 5 stars and an optional comment. Comments are stored as plain text (React escapes them when
 * shown), so markup is harmless and kept as typed; control characters are refused because they
 * never come from a keyboard. No zod here: the business page should not ship it to phones.
 */
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

/** A whole number of stars from 1 to 5 (a form sends "4"), else null. */
export function parseRating(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/** Trimmed, Windows line endings made plain. */
export function normalizeComment(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** Any C0/C1 control character except tab, line feed and carriage return. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/** What is wrong with a (normalised) comment, or null. */
export function commentProblem(comment: string): string | null {
  if (comment.length > REVIEW_COMMENT_MAX) return REVIEW_MESSAGES.commentLong;
  if (CONTROL.test(comment)) return REVIEW_MESSAGES.commentControl;
  return null;
}

/** Reviews per page on a business page ("Ver más reseñas" loads the next this many). */
export const REVIEWS_PAGE_SIZE = 10;
/** `?resenas=2`: the business page's second page of reviews, without JavaScript. */
export const REVIEWS_PAGE_PARAM = "resenas";
/** Pages past this are read as this (and then clamped to the last page). */
const REVIEWS_MAX_PAGE = 100_000;

/** "3" → 3; anything else (missing, "0", "-1", "1.5", "abc") → 1. */
export function parseReviewsPage(value: string | null | undefined): number {
  const text = value?.trim() ?? "";
  if (!/^\d{1,7}$/.test(text)) return 1;
  return Math.min(Math.max(1, Number(text)), REVIEWS_MAX_PAGE);
}

/** How many pages `total` reviews take (at least 1). */
export function reviewsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
}

/** The owner's Reseñas screen filters (`?estado=`, `?estrellas=`), read by the list kit. */
export const REVIEW_STATE_FILTERS = ["sin-responder", "respondidas"] as const;
export const REVIEW_STAR_FILTERS = ["5", "4", "3", "2", "1"] as const;
