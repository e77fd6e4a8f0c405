import { isSearchableQuery, normalizeSearchQuery } from "#core/search-constants.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getSearchIndex } from "./engine/index-store.ts";
import { recordSearchInBackground, type SearchRecording } from "./record-search.ts";
import { loadSearchTerms } from "./search-terms.ts";
import { emptySearchResult, type UnifiedSearchResult } from "./types.ts";

export interface UnifiedSearchOptions {
  /** The instant that decides which promotions are active (default: now). */
  now?: Date;
  /** Store the query in search_analytics (in the background; see flushSearchRecords). */
  record?: SearchRecording;
}

/**
 * The dropdown's search (spec "Unified search dropdown", §9): active businesses, active promotions
 * of active businesses and currently valid bank promotions, each kind best first and capped at
 * 5 / 3 / 3 (11 hits, within the spec's 15 hits per request), with the total number of matches.
 * Queries shorter than 2 characters (after normalising) return an empty result and are not recorded.
 *
 * Matching and ranking happen in this instance's copy of the search index (engine/search-index.ts:
 * the rules, and why in memory).
 */
export async function unifiedSearch(
  rawQuery: unknown,
  options: UnifiedSearchOptions = {},
): Promise<UnifiedSearchResult> {
  const query = normalizeSearchQuery(rawQuery);
  if (!isSearchableQuery(query)) return emptySearchResult(query);
  const now = options.now ?? new Date();
  const terms = await loadSearchTerms(query);
  let result = emptySearchResult(query);
  if (terms) {
    const index = await getSearchIndex();
    result = { ...index.unified(terms, now, buenosAiresDateKey(now)), query };
  }
  if (options.record) void recordSearchInBackground(query, result.total, options.record, now);
  return result;
}
