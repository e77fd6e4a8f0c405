/**
 * The one condition every public reading of business_reviews applies: a review hidden by a
 * moderator is not shown, and not counted in any rating or count (business page, cards, search,
 * JSON-LD, the owner's figures). The owner's reviews screen and the author's own view still read
 * hidden ones, marked as such.
 */
import { isNull, type SQL, sql } from "drizzle-orm";
import { businessReviews } from "../platform/db/schema.ts";

export const reviewIsVisible: SQL = isNull(businessReviews.hiddenAt);

/** The same condition for raw SQL fragments. */
export const reviewIsVisibleSql: SQL = sql`${businessReviews.hiddenAt} is null`;
