/**
 * The owner's public reply to a review (/mi-comercio/{id}/resenas): one per review, plain text
 * (React escapes it when shown, so markup is harmless and kept as typed), never empty, at most
 * REVIEW_REPLY_MAX characters. `intent` says whether the reply is saved or deleted; `reviewId`
 * names the review, which the server checks belongs to the business in the URL.
 */
import { z } from "#core/zod.ts";
import { normalizeComment } from "./reviews.ts";

export const REVIEW_REPLY_MAX = 1000;

export const REVIEW_REPLY_MESSAGES = {
  empty: "Escribí tu respuesta",
  long: `La respuesta no puede tener más de ${REVIEW_REPLY_MAX} caracteres`,
  control: "La respuesta tiene caracteres que no se pueden guardar. Revisala y probá de nuevo.",
  review: "No encontramos esa reseña.",
  intent: "No entendimos qué querías hacer con la respuesta.",
} as const;

const CONTROL = /(?![\t\n\r])\p{Cc}/u;

const reviewId = z.coerce
  .number({ error: REVIEW_REPLY_MESSAGES.review })
  .int(REVIEW_REPLY_MESSAGES.review)
  .positive(REVIEW_REPLY_MESSAGES.review)
  .max(2_147_483_647, REVIEW_REPLY_MESSAGES.review);

export const reviewReplySchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reply"),
      reviewId,
      // The form parser hands an empty input over as missing: that is an empty reply too.
      reply: z.preprocess(
        (v) => (typeof v === "string" ? normalizeComment(v) : ""),
        z
          .string({ error: REVIEW_REPLY_MESSAGES.empty })
          .min(1, REVIEW_REPLY_MESSAGES.empty)
          .max(REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGES.long)
          .refine((text) => !CONTROL.test(text), REVIEW_REPLY_MESSAGES.control),
      ),
    }),
    z.object({ intent: z.literal("delete-reply"), reviewId }),
  ],
  { error: REVIEW_REPLY_MESSAGES.intent },
);

export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;
