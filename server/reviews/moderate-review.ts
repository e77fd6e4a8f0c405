/**
 * Reviews as a moderated kind (server/moderation/moderation.ts): hide (with a reason the author
 * sees in their notifications and on their own review), restore, delete (the author is told why)
 * and "descartar reportes", with the same transaction, notice and audit as every kind.
 */
import { eq } from "drizzle-orm";
import { REPORT_MESSAGES } from "#core/review-moderation.ts";
import {
  type ManyModerated,
  type ModeratedKindDef,
  type ModerationKind,
  moderateContent,
  moderateManyContent,
} from "../moderation/moderation.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { businesses, businessReviews, reviewReports } from "../platform/db/schema.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export type { ManyModerated, ModerationKind };

export const REVIEW_KIND: ModeratedKindDef = {
  entity: "review",
  table: businessReviews,
  columns: {
    id: businessReviews.id,
    userId: businessReviews.userId,
    hiddenAt: businessReviews.hiddenAt,
    openReportsCount: businessReviews.openReportsCount,
  },
  reports: {
    table: reviewReports,
    target: reviewReports.reviewId,
    targetKey: "reviewId",
    resolvedAt: reviewReports.resolvedAt,
    id: reviewReports.id,
    reason: reviewReports.reason,
    details: reviewReports.details,
    createdAt: reviewReports.createdAt,
  },
  reportable: reviewIsVisible,
  messages: { notFound: REPORT_MESSAGES.notFound, own: REPORT_MESSAGES.own, already: REPORT_MESSAGES.already },
  async lock(tx, reviewId) {
    const [row] = await tx
      .select({
        userId: businessReviews.userId,
        businessName: businesses.name,
        businessSlug: businesses.slug,
        rating: businessReviews.rating,
        comment: businessReviews.comment,
        hiddenAt: businessReviews.hiddenAt,
        hiddenReason: businessReviews.hiddenReason,
        openReportsCount: businessReviews.openReportsCount,
      })
      .from(businessReviews)
      .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
      .where(eq(businessReviews.id, reviewId))
      .for("update", { of: businessReviews });
    if (!row) return null;
    return {
      authorId: row.userId,
      hiddenAt: row.hiddenAt,
      hiddenReason: row.hiddenReason,
      openReportsCount: row.openReportsCount,
      snapshot: { rating: row.rating, comment: row.comment, business: row.businessName },
      yours: `tu reseña de ${row.businessName}`,
      link: `/${row.businessSlug}#resenas`,
    };
  },
};

/** Runs one decision; answers false when it changed nothing (already hidden, already visible…). */
export function moderateReview(
  actor: AuditActor,
  reviewId: number,
  kind: ModerationKind,
  reason: string | null = null,
): Promise<boolean> {
  return moderateContent(REVIEW_KIND, actor, reviewId, kind, reason);
}

/** The bulk bar: each review its own transaction; gone or unchanged ones are counted as failed. */
export function moderateMany(
  actor: AuditActor,
  ids: number[],
  kind: Exclude<ModerationKind, "dismiss">,
  reason: string | null,
): Promise<ManyModerated> {
  return moderateManyContent(REVIEW_KIND, actor, ids, kind, reason);
}
