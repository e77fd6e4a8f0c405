/**
 * "Reportar" on a review: any signed-in person but its author, once per review (the unique index
 * decides, not a read before the write), at most REPORT_LIMIT reports an hour. The report and the
 * review's open_reports_count change in one transaction, so the moderators' queue always agrees.
 */
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { REPORT_MESSAGES, type ReportReason } from "#core/review-moderation.ts";
import { consumeRateLimit, tooManyAttemptsMessage } from "../auth/rate-limit.ts";
import { getDb } from "../db/client.ts";
import { businessReviews, reviewReports } from "../db/schema.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export const REPORT_LIMIT = { window: 3600, max: 10 };

export async function reportReview(
  userId: string,
  reviewId: number,
  input: { reason: ReportReason; details?: string | undefined },
): Promise<void> {
  const db = await getDb();
  const limit = await consumeRateLimit(db, `review-report:${userId}`, REPORT_LIMIT);
  if (!limit.allowed) throw new AppError("rate_limited", tooManyAttemptsMessage(limit.retryAfter ?? 60));
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: businessReviews.id, userId: businessReviews.userId })
      .from(businessReviews)
      .where(and(eq(businessReviews.id, reviewId), reviewIsVisible))
      .for("update");
    if (!review) throw new AppError("not_found", REPORT_MESSAGES.notFound);
    if (review.userId === userId) throw new AppError("forbidden", REPORT_MESSAGES.own);
    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId, userId, reason: input.reason, details: input.details ?? null })
      .onConflictDoNothing()
      .returning({ id: reviewReports.id });
    if (inserted.length === 0) throw new AppError("conflict", REPORT_MESSAGES.already);
    await tx
      .update(businessReviews)
      .set({ openReportsCount: sql`${businessReviews.openReportsCount} + 1` })
      .where(eq(businessReviews.id, reviewId));
  });
}
