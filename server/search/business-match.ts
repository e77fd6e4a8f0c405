import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { businesses } from "../platform/db/schema.ts";
import { columnList } from "../platform/db/sql-text.ts";
import { getSearchIndex } from "./engine/index-store.ts";
import type { ScoredBusiness } from "./engine/search-index.ts";
import type { SearchTerms } from "./search-terms.ts";

/**
 * The businesses a text search finds, for the /search page and its map: matched and scored by the
 * search index (engine/search-index.ts, the same rules and relevance as the dropdown), then handed
 * to SQL as a derived table so the page's filters and sorts work on the businesses' own columns.
 */

/** The active businesses matching the terms, with their relevance. */
export async function findBusinessMatches(terms: SearchTerms): Promise<ScoredBusiness[]> {
  return (await getSearchIndex()).activeBusinessMatches(terms);
}

export interface BusinessMatch {
  /**
   * Use in place of the businesses table (`.from(match.source)`): a derived table named
   * "businesses" with the chosen columns of the matching rows plus `search_score`, so
   * `businesses.*` column references and further filters work unchanged.
   */
  source: SQL;
  score: SQL<number>;
  /** ORDER BY for "relevance": in steps of 0.1 (near-equal matches tie), then premium, then the exact score and the name. */
  orderBy: SQL[];
}

/**
 * The columns the derived table carries by default: what the /search page selects, filters and
 * sorts on.
 */
export const BUSINESS_SEARCH_COLUMNS: readonly AnyColumn[] = [
  businesses.uuid,
  businesses.name,
  businesses.slug,
  businesses.logoUrl,
  businesses.categoryId,
  businesses.status,
  businesses.isPremium,
  businesses.premiumLevel,
  businesses.googleRating,
  businesses.createdAt,
  businesses.acceptsCredit,
  businesses.acceptsDebit,
  businesses.acceptsQr,
  businesses.acceptsTransfer,
  businesses.hasDelivery,
  businesses.hasParking,
  businesses.hasAccessibility,
  businesses.latitude,
  businesses.longitude,
];

/**
 * The matches as the businesses table. They travel as two array parameters (uuids and scores, each
 * one bound value however many matches there are), unnested and joined by primary key.
 */
export function businessMatch(
  matches: readonly ScoredBusiness[],
  columns: readonly AnyColumn[] = BUSINESS_SEARCH_COLUMNS,
): BusinessMatch {
  const list = columnList([...new Set([businesses.uuid, businesses.name, ...columns])], "businesses");
  const uuids = `{${matches.map((match) => match.uuid).join(",")}}`;
  // String(number) is the shortest text that reads back as the same double: the SQL rounds what the index computed.
  const scores = `{${matches.map((match) => String(match.score)).join(",")}}`;
  const source = sql`(select ${list}, matched.search_score from unnest(${uuids}::uuid[], ${scores}::float8[]) as matched(uuid, search_score) join ${businesses} on ${businesses.uuid} = matched.uuid) as businesses`;
  const searchScore = sql<number>`${businesses}.search_score`.mapWith(Number);
  return {
    source,
    score: searchScore,
    orderBy: [
      sql`round((${searchScore})::numeric, 1) desc`,
      sql`${businesses.isPremium} desc`,
      sql`${businesses.premiumLevel} desc`,
      sql`${searchScore} desc`,
      sql`${businesses.name} asc`,
      sql`${businesses.uuid} asc`,
    ],
  };
}
