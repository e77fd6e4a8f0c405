/**
 * One business's reviews as its owner sees them in /mi-comercio/{id}/resenas: newest first, a page
 * at a time, all of them or only those still without a reply.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { getDb } from "../db/client.ts";
import { paginate } from "../db/paginate.ts";
import { businessReviews, profiles, users } from "../db/schema.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export const OWNER_REVIEWS_LIST = defineList({
  sorts: { created: "desc" },
  defaultSort: "created",
  sizes: [10, 20, 50],
  filters: { estado: { values: ["sin-responder"] } },
});
export type OwnerReviewsParams = ListParams<"created", "estado">;

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

export async function listOwnerReviews(
  businessUuid: string,
  params: OwnerReviewsParams,
): Promise<ListPage<OwnerReview> & { unanswered: number }> {
  const db = await getDb();
  const ofBusiness = eq(businessReviews.businessUuid, businessUuid);
  const where = params.filters.estado.includes("sin-responder")
    ? and(ofBusiness, isNull(businessReviews.ownerReply))
    : ofBusiness;
  const [page, unanswered] = await Promise.all([
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
          .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id))
          .limit(limit)
          .offset(offset),
    }),
    db.$count(businessReviews, and(ofBusiness, isNull(businessReviews.ownerReply), reviewIsVisible)),
  ]);
  return {
    ...page,
    unanswered,
    rows: page.rows.map(({ hiddenAt, ...r }) => ({
      ...r,
      hidden: hiddenAt !== null,
      createdAt: r.createdAt.toISOString(),
      ownerReplyAt: r.ownerReplyAt?.toISOString() ?? null,
    })),
  };
}
