/**
 * "Reportar" on a review: any signed-in person but its author, once per review, rate limited. The
 * one report machinery of every kind (server/moderation/moderation.ts).
 */
import type { ReportReason } from "#core/review-moderation.ts";
import { REPORT_LIMIT, reportContent } from "../moderation/moderation.ts";
import { REVIEW_KIND } from "./moderate-review.ts";

export { REPORT_LIMIT };

export function reportReview(
  userId: string,
  reviewId: number,
  input: { reason: ReportReason; details?: string | undefined },
): Promise<void> {
  return reportContent(REVIEW_KIND, userId, reviewId, input);
}
