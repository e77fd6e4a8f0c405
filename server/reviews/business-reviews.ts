/**
 * A public business's reviews, a page at a time (newest first, hidden ones left out): page 1 comes
 * with the business page's cached data (get-public-business.ts); later pages are read on demand by
 * `?resenas=N` (without JavaScript) and by GET /api/businesses/{uuid}/reviews ("Ver más reseñas").
 * The page's loader never reads every review.
 */
import { and, eq, sql } from "drizzle-orm";
import { reviewsPageCount } from "#core/reviews.ts";
import { isUuid } from "#core/uuid.ts";
import { isPubliclyVisible } from "../businesses/visible-business.ts";
import { getDb } from "../platform/db/client.ts";
import { businessReviews } from "../platform/db/schema.ts";
import { type PublicReview, readReviews } from "./public-reviews.ts";
import { reviewIsVisible } from "./visible-reviews.ts";

export interface ReviewsPage {
  reviews: PublicReview[];
  /** 1-based; a page past the end is read as the last one. */
  page: number;
  pageCount: number;
  /** Visible reviews in all. */
  total: number;
}

/** Page `page` of a public business's reviews; null when `businessUuid` is not a public business. */
export async function listBusinessReviews(businessUuid: string, page: number): Promise<ReviewsPage | null> {
  if (!isUuid(businessUuid)) return null;
  const uuid = businessUuid.toLowerCase();
  if (!(await isPubliclyVisible(uuid))) return null;
  const db = await getDb();
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(businessReviews)
    .where(and(eq(businessReviews.businessUuid, uuid), reviewIsVisible));
  const total = Number(count?.n ?? 0);
  const pageCount = reviewsPageCount(total);
  const current = Math.min(Math.max(1, page), pageCount);
  return { reviews: await readReviews(db, uuid, current), page: current, pageCount, total };
}
