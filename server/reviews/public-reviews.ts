/**
 * A business's visible reviews as the public sees them, one page at a time (newest first): the
 * business page's first page (get-public-business.ts) and the later ones (business-reviews.ts).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { REVIEWS_PAGE_SIZE } from "#core/reviews.ts";
import type { Database } from "../platform/db/client.ts";
import { businessReviews, profiles, users } from "../platform/db/schema.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export interface PublicReview {
  id: number;
  rating: number;
  comment: string | null;
  createdAt: string;
  authorName: string;
  /** The business's public reply (/mi-comercio/{id}/resenas), or null. */
  ownerReply: string | null;
  ownerReplyAt: string | null;
}

/** One page of a business's visible reviews, newest first (`db` may be a caller's handle). */
export async function readReviews(db: Database, businessUuid: string, page: number): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: businessReviews.id,
      rating: businessReviews.rating,
      comment: businessReviews.comment,
      createdAt: businessReviews.createdAt,
      authorName: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      ownerReply: businessReviews.ownerReply,
      ownerReplyAt: businessReviews.ownerReplyAt,
    })
    .from(businessReviews)
    .innerJoin(users, eq(users.id, businessReviews.userId))
    .leftJoin(profiles, eq(profiles.id, businessReviews.userId))
    .where(and(eq(businessReviews.businessUuid, businessUuid), reviewIsVisible))
    .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    ownerReplyAt: r.ownerReplyAt?.toISOString() ?? null,
  }));
}
