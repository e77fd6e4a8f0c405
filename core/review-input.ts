/** POST /api/reviews as the server checks it: the rules of reviews.ts as a schema. */
import { z } from "#core/zod.ts";
import { businessUuidSchema } from "./favorite-input.ts";
import { commentProblem, normalizeComment, parseRating, REVIEW_MESSAGES } from "./reviews.ts";

export const ratingSchema = z.unknown().transform((value, ctx) => {
  const rating = parseRating(value);
  if (rating === null) {
    ctx.addIssue({ code: "custom", message: REVIEW_MESSAGES.rating });
    return z.NEVER;
  }
  return rating;
});

/** Trimmed; empty or missing means no comment (null). */
export const commentSchema = z
  .string({ error: REVIEW_MESSAGES.commentLong })
  .nullish()
  .transform((value, ctx) => {
    const comment = normalizeComment(value ?? "");
    const problem = commentProblem(comment);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return comment === "" ? null : comment;
  });

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
