import { REVIEW_MESSAGES } from "#core/reviews.ts";
import { methodNotAllowed } from "#server/platform/http/answers.ts";
import type { ReviewResponse } from "#server/reviews/review-request.ts";
import { handleReviewRequest } from "#server/reviews/review-request.ts";
import type { Route } from "./+types/reviews";

/** Reviews are read on the business page; this endpoint only writes. */
export function loader() {
  return methodNotAllowed();
}

/** POST intent save | delete: see server/reviews/review-request.ts. */
export function action({ request, context }: Route.ActionArgs) {
  return handleReviewRequest(request, context);
}

/** In the browser: a network failure shows as a message by the form, not as the error screen. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ReviewResponse> {
  try {
    // The action answers a JSON Response; React Router hands its parsed body to the fetcher.
    return (await serverAction()) as unknown as ReviewResponse;
  } catch {
    return { ok: false, error: REVIEW_MESSAGES.saveFailed };
  }
}
