import { subDays } from "date-fns";
import { and, desc, gte, lte } from "drizzle-orm";
import { countTrending, TRENDING_LIMIT, type TrendingQuery } from "#core/search-constants.ts";
import { getDb } from "../db/client.ts";
import { searchAnalytics } from "../db/schema.ts";

/** Spec §7 and §9: the last 7 days, the newest 100 searches. */
const TRENDING_DAYS = 7;
const TRENDING_SAMPLE = 100;

/**
 * "Búsquedas Trending": search_query of the newest 100 searches of the last 7 days (up to `now`),
 * counted by trimmed lowercase text, top 8, most frequent first.
 */
export async function getTrendingSearches(now: Date = new Date()): Promise<TrendingQuery[]> {
  const db = await getDb();
  const rows = await db
    .select({ query: searchAnalytics.searchQuery })
    .from(searchAnalytics)
    .where(and(gte(searchAnalytics.createdAt, subDays(now, TRENDING_DAYS)), lte(searchAnalytics.createdAt, now)))
    .orderBy(desc(searchAnalytics.createdAt), desc(searchAnalytics.id))
    .limit(TRENDING_SAMPLE);
  return countTrending(
    rows.map((row) => row.query),
    TRENDING_LIMIT,
  );
}
