/**
 * /admin/reviews: every review with its author, its business and its open reports (with reasons);
 * filters by rating, reported, hidden or visible; search by business; newest or most reported first.
 */
import { eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { ListPage } from "#core/list-params.ts";
import { REVIEWS_QUEUE, type ReviewsQueueParams } from "#core/review-moderation.ts";
import { type QueueReport, withOpenReports } from "../moderation/queue-reports.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, businessReviews, users } from "../platform/db/schema.ts";
import { REVIEW_KIND } from "./moderate-review.ts";

export interface ModerationRow {
  id: number;
  rating: number;
  comment: string | null;
  authorId: string;
  authorName: string;
  authorEmail: string;
  businessName: string;
  businessSlug: string;
  openReports: number;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: string;
  reports: QueueReport[];
}

const reviewQueue = listQuery(REVIEWS_QUEUE, {
  search: [businesses.name],
  sorts: {
    created: [businessReviews.createdAt],
    reports: [businessReviews.openReportsCount, businessReviews.createdAt],
  },
  filters: {
    rating: (ratings) => inArray(businessReviews.rating, ratings.map(Number)),
    reported: () => gt(businessReviews.openReportsCount, 0),
    visibility: ([visibility]) =>
      visibility === "hidden" ? isNotNull(businessReviews.hiddenAt) : isNull(businessReviews.hiddenAt),
  },
  tiebreak: businessReviews.id,
});

export async function listModerationQueue(params: ReviewsQueueParams): Promise<ListPage<ModerationRow>> {
  const db = await getDb();
  const { where, orderBy } = reviewQueue.query(params);
  const page = await paginate(params, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(businessReviews)
        .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: ({ limit, offset }) =>
      db
        .select({
          id: businessReviews.id,
          rating: businessReviews.rating,
          comment: businessReviews.comment,
          authorId: users.id,
          authorName: users.name,
          authorEmail: users.email,
          businessName: businesses.name,
          businessSlug: businesses.slug,
          openReports: businessReviews.openReportsCount,
          hiddenAt: businessReviews.hiddenAt,
          hiddenReason: businessReviews.hiddenReason,
          createdAt: businessReviews.createdAt,
        })
        .from(businessReviews)
        .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
        .innerJoin(users, eq(users.id, businessReviews.userId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return withOpenReports(db, REVIEW_KIND, page);
}
