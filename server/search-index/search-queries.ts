/**
 * What people searched (search_analytics) over a range: the top queries and the queries that found
 * nothing, normalised (lowercase, no accents, only letters and digits: "Súper!" and "super" are one
 * query) and counted by distinct clients. A no-result query is shown with what search answers for it
 * NOW (running the search), so a fixed one says so.
 */
import { and, gte, lte, sql } from "drizzle-orm";
import { DUTY_PAGE_PATH, isDutySearch } from "#core/pharmacy-duty.ts";
import { normalizeSearchPhrase } from "#core/search-synonyms.ts";
import { getDb } from "../platform/db/client.ts";
import { searchAnalytics } from "../platform/db/schema.ts";
import { cachedUnifiedSearch } from "../search/cached-unified-search.ts";

export interface QueryCount {
  query: string;
  /** Distinct clients (a row without a client counts as its own). */
  clients: number;
  searches: number;
}

export interface NoResultQuery extends QueryCount {
  /** What the same search finds now (0: still nothing). */
  resultsNow: number;
  /** A search that no longer lists anything but leads to a page ("farmacia de turno" → /farmacias-de-turno). */
  leadsTo: string | null;
}

/** Rows listed per table. */
export const QUERY_REPORT_LIMIT = 20;

/**
 * Groups in SQL by the folded text, then merges in JS the groups that differ only by punctuation
 * (both normalise to the same phrase); clients are merged as distinct sets.
 */
async function countQueries(start: Date, end: Date, onlyEmpty: boolean, limit: number): Promise<QueryCount[]> {
  const db = await getDb();
  const folded = sql<string>`f_unaccent(lower(${searchAnalytics.searchQuery}))`;
  const rows = await db
    .select({
      folded,
      clients: sql<
        string[]
      >`array_agg(distinct coalesce(${searchAnalytics.clientHash}, 'row-' || ${searchAnalytics.id}::text))`,
      searches: sql<number>`count(*)::int`,
    })
    .from(searchAnalytics)
    .where(
      and(
        gte(searchAnalytics.createdAt, start),
        lte(searchAnalytics.createdAt, end),
        onlyEmpty ? sql`${searchAnalytics.resultsCount} = 0` : sql`coalesce(${searchAnalytics.resultsCount}, 1) > 0`,
      ),
    )
    .groupBy(folded)
    .orderBy(sql`count(distinct coalesce(${searchAnalytics.clientHash}, ${searchAnalytics.id}::text)) desc`)
    .limit(500);
  const merged = new Map<string, { clients: Set<string>; searches: number }>();
  for (const row of rows) {
    const query = normalizeSearchPhrase(row.folded);
    if (query.length < 2) continue;
    const entry = merged.get(query) ?? { clients: new Set<string>(), searches: 0 };
    for (const client of toTextArray(row.clients)) entry.clients.add(client);
    entry.searches += Number(row.searches);
    merged.set(query, entry);
  }
  return [...merged]
    .map(([query, entry]) => ({ query, clients: entry.clients.size, searches: entry.searches }))
    .sort((a, b) => b.clients - a.clients || b.searches - a.searches || a.query.localeCompare(b.query, "es"))
    .slice(0, limit);
}

/** text[] as the drivers return it: a JS array, or PostgreSQL's text form "{a,b}". */
function toTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string")
    return value
      .replace(/^\{|\}$/g, "")
      .split(",")
      .filter(Boolean);
  return [];
}

export async function topQueries(
  range: { start: Date; end: Date },
  limit: number = QUERY_REPORT_LIMIT,
): Promise<QueryCount[]> {
  return countQueries(range.start, range.end, false, limit);
}

/** The queries that found nothing, each with what the same search finds now. */
export async function noResultQueries(
  range: { start: Date; end: Date },
  options: { limit?: number } = {},
): Promise<NoResultQuery[]> {
  const queries = await countQueries(range.start, range.end, true, options.limit ?? QUERY_REPORT_LIMIT);
  const results: NoResultQuery[] = [];
  // One after the other: each search is a short transaction, and the list is short.
  for (const entry of queries) {
    if (isDutySearch(entry.query)) {
      results.push({ ...entry, resultsNow: 0, leadsTo: DUTY_PAGE_PATH });
      continue;
    }
    // The dropdown's cache: a synonym or link change empties it (searchVocabularyChanged).
    const found = await cachedUnifiedSearch(entry.query);
    results.push({ ...entry, resultsNow: found.total, leadsTo: null });
  }
  return results;
}
