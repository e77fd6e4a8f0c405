import { subDays } from "date-fns";
import { and, desc, gt, gte, isNotNull, lte, notInArray, sql } from "drizzle-orm";
import { TRENDING_LIMIT, type TrendingQuery } from "#core/search-constants.ts";
import { rankTrending } from "#core/trending-terms.ts";
import { getDb } from "../platform/db/client.ts";
import { hiddenTrendingTerms, searchAnalytics } from "../platform/db/schema.ts";

/** Stored queries are normalised already; hidden terms are their lowercase form. */
const sqlLowerQuery = sql<string>`lower(${searchAnalytics.searchQuery})`;

/** Spec §7 and §9: the last 7 days, the newest 100 searches. */
const TRENDING_DAYS = 7;
const TRENDING_SAMPLE = 100;

/**
 * "Búsquedas Trending": the newest 100 searches of the last 7 days (up to `now`) that found results
 * and know their client, counted by trimmed lowercase text, top 8, most frequent first; a term shows
 * only when 3 different clients searched it, it is not a link or a phone number, and no administrator
 * hid it (core/trending-terms.ts). Anyone can send searches: this is what keeps the home page theirs.
 */
export async function getTrendingSearches(now: Date = new Date()): Promise<TrendingQuery[]> {
  const db = await getDb();
  const hidden = (await db.select({ term: hiddenTrendingTerms.term }).from(hiddenTrendingTerms)).map((r) => r.term);
  const rows = await db
    .select({ query: searchAnalytics.searchQuery, client: searchAnalytics.clientHash })
    .from(searchAnalytics)
    .where(
      and(
        gte(searchAnalytics.createdAt, subDays(now, TRENDING_DAYS)),
        lte(searchAnalytics.createdAt, now),
        gt(searchAnalytics.resultsCount, 0),
        isNotNull(searchAnalytics.clientHash),
        hidden.length > 0 ? notInArray(sqlLowerQuery, hidden) : undefined,
      ),
    )
    .orderBy(desc(searchAnalytics.createdAt), desc(searchAnalytics.id))
    .limit(TRENDING_SAMPLE);
  return rankTrending(rows, { hidden: new Set(hidden), limit: TRENDING_LIMIT });
}
