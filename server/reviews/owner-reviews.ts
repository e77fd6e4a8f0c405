/**
 * One business's reviews as its owner sees them in /mi-comercio/{id}/resenas: those still without a
 * reply first, then newest first, a page at a time; narrowed by state (answered or not) and by
 * stars, with the counts of each choice (each count keeps the other filter, so the numbers say
 * what a tap on that choice would show).
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { REVIEW_STAR_FILTERS, REVIEW_STATE_FILTERS } from "#core/reviews.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businessReviews, profiles, users } from "../platform/db/schema.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export const OWNER_REVIEWS_LIST = defineList({
  sorts: { created: "desc" },
  defaultSort: "created",
  sizes: [10, 20, 50],
  filters: { estado: { values: REVIEW_STATE_FILTERS }, estrellas: { values: REVIEW_STAR_FILTERS } },
});
export type OwnerReviewsParams = ListParams<"created", "estado" | "estrellas">;

/** How many reviews each filter choice would show. */
export interface OwnerReviewCounts {
  /** With the stars filter applied. */
  byState: { all: number; unanswered: number; answered: number };
  /** With the state filter applied; keyed "1" to "5". */
  byStars: Record<(typeof REVIEW_STAR_FILTERS)[number], number>;
}

export interface OwnerReview {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  authorName: string;
  ownerReply: string | null;
  ownerReplyAt: string | null;
  /** Hidden by a moderator: shown to the owner marked as such, never counted nor public. */
  hiddenReason: string | null;
  hidden: boolean;
}

const ownerReviewList = listQuery(OWNER_REVIEWS_LIST, {
  // One order, whatever the direction: those still without a reply first, then the newest.
  sorts: { created: () => [desc(sql`(${businessReviews.ownerReply} is null)`), desc(businessReviews.createdAt)] },
  filters: {
    estado: ([state]) =>
      state === "sin-responder" ? isNull(businessReviews.ownerReply) : isNotNull(businessReviews.ownerReply),
    estrellas: (stars) => inArray(businessReviews.rating, stars.map(Number)),
  },
  tiebreak: desc(businessReviews.id),
});

export async function listOwnerReviews(
  businessUuid: string,
  params: OwnerReviewsParams,
): Promise<ListPage<OwnerReview> & { unanswered: number; counts: OwnerReviewCounts }> {
  const db = await getDb();
  const ofBusiness = eq(businessReviews.businessUuid, businessUuid);
  const state = params.filters.estado[0];
  const stars = params.filters.estrellas.map(Number);
  const { where: narrowed, orderBy } = ownerReviewList.query(params);
  const where = and(ofBusiness, narrowed);
  const [page, unanswered, groups] = await Promise.all([
    paginate(params, {
      count: () => db.$count(businessReviews, where),
      rows: ({ limit, offset }) =>
        db
          .select({
            id: businessReviews.id,
            rating: businessReviews.rating,
            comment: businessReviews.comment,
            createdAt: businessReviews.createdAt,
            authorName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
            ownerReply: businessReviews.ownerReply,
            ownerReplyAt: businessReviews.ownerReplyAt,
            hiddenAt: businessReviews.hiddenAt,
            hiddenReason: businessReviews.hiddenReason,
          })
          .from(businessReviews)
          .innerJoin(users, eq(users.id, businessReviews.userId))
          .leftJoin(profiles, eq(profiles.id, businessReviews.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    }),
    db.$count(businessReviews, and(ofBusiness, isNull(businessReviews.ownerReply), reviewIsVisible)),
    db
      .select({
        rating: businessReviews.rating,
        answered: sql<boolean>`${businessReviews.ownerReply} is not null`,
        n: sql<number>`count(*)::int`,
      })
      .from(businessReviews)
      .where(ofBusiness)
      .groupBy(businessReviews.rating, sql`2`),
  ]);
  const counts: OwnerReviewCounts = {
    byState: { all: 0, unanswered: 0, answered: 0 },
    byStars: { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 },
  };
  for (const g of groups) {
    const n = Number(g.n);
    if (stars.length === 0 || stars.includes(g.rating)) {
      counts.byState.all += n;
      counts.byState[g.answered ? "answered" : "unanswered"] += n;
    }
    const stateMatches = !state || (state === "respondidas") === Boolean(g.answered);
    const key = String(g.rating) as keyof OwnerReviewCounts["byStars"];
    if (stateMatches && key in counts.byStars) counts.byStars[key] += n;
  }
  return {
    ...page,
    unanswered,
    counts,
    rows: page.rows.map(({ hiddenAt, ...r }) => ({
      ...r,
      hidden: hiddenAt !== null,
      createdAt: r.createdAt.toISOString(),
      ownerReplyAt: r.ownerReplyAt?.toISOString() ?? null,
    })),
  };
}
