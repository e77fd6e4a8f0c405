/**
 * POST /api/reviews: intent save (businessUuid, rating, comment) or delete (businessUuid). Only the
 * signed-in author's own review is ever written or deleted: every query filters by their user id,
 * so no field in the request can reach someone else's. Owners cannot review their own business.
 * Answers JSON to the app and a redirect back (with a toast) to a plain form post.
 */
import { FAVORITE_MESSAGES } from "#core/favorites.ts";
import { firstMessage, parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { reviewInputSchema } from "#core/review-input.ts";
import { REVIEW_MESSAGES } from "#core/reviews.ts";
import { isPubliclyVisible } from "../businesses/visible-business.ts";
import { answerFormPost, openFormPost } from "../platform/auth/form-post.ts";
import type { RequestContext } from "../platform/auth/guards.ts";
import { ownsBusiness } from "../platform/auth/roles.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { logger } from "../platform/logger.ts";
import { deleteReview } from "./delete-review.ts";
import { saveReview } from "./save-review.ts";

export type ReviewOutcome = "created" | "updated" | "deleted";

export type ReviewResponse =
  | { ok: true; outcome: ReviewOutcome; message: string }
  | { ok: false; error: string; reply?: SubmissionResult<string[]> };

const SUCCESS: Record<ReviewOutcome, string> = {
  created: REVIEW_MESSAGES.created,
  updated: REVIEW_MESSAGES.updated,
  deleted: REVIEW_MESSAGES.deleted,
};

export async function handleReviewRequest(request: Request, context: RequestContext): Promise<Response> {
  const post = await openFormPost(request, context);
  if (post instanceof Response) return post;
  const { fields, user } = post;
  const fail = (status: number, body: Extract<ReviewResponse, { ok: false }>) => answerFormPost(post, status, body);

  const submission = parseSubmission(new URLSearchParams(fields), reviewInputSchema);
  if (submission.status !== "success") {
    const reply = submission.reply();
    return fail(400, { ok: false, error: firstMessage(reply, REVIEW_MESSAGES.intent), reply });
  }
  const input = submission.value;
  const { businessUuid } = input;
  try {
    let outcome: ReviewOutcome;
    if (input.intent === "delete") {
      if (!(await deleteReview(user.id, businessUuid)))
        return fail(404, { ok: false, error: REVIEW_MESSAGES.notFound });
      outcome = "deleted";
    } else {
      if (!(await isPubliclyVisible(businessUuid))) {
        return fail(404, { ok: false, error: FAVORITE_MESSAGES.business });
      }
      if (await ownsBusiness(await getDb(), user.id, businessUuid)) {
        return fail(403, { ok: false, error: REVIEW_MESSAGES.ownBusiness });
      }
      const { rating, comment } = input;
      ({ outcome } = await saveReview({ userId: user.id, businessUuid, rating, comment }));
    }
    // The page's average, count and list (and the cards' averages) are cached: every instance drops them.
    await clearPublicCaches();
    const message = SUCCESS[outcome];
    return answerFormPost(post, 200, { ok: true, outcome, message } satisfies ReviewResponse);
  } catch (error) {
    logger.error({ err: error, userId: user.id, businessUuid }, "no se pudo guardar la reseña");
    return fail(500, { ok: false, error: REVIEW_MESSAGES.saveFailed });
  }
}
