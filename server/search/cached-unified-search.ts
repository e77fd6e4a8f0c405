import { isSearchableQuery, normalizeSearchQuery } from "#core/search-constants.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { recordSearchInBackground, type SearchRecording } from "./record-search.ts";
import type { UnifiedSearchResult } from "./types.ts";
import { unifiedSearch } from "./unified-search.ts";

/**
 * The dropdown's answers, reused for 30 s per instance and query: people type the same few words
 * ("farmacia", "pizza"), and a search costs tens of milliseconds while a cached answer costs none.
 * Recording still happens on every request that asks for it.
 */
const searchCache = createTtlCache<UnifiedSearchResult>({ ttlMs: 30_000, maxEntries: 1000 });

export async function cachedUnifiedSearch(rawQuery: unknown, options: { record?: SearchRecording } = {}) {
  const query = normalizeSearchQuery(rawQuery);
  const result = await searchCache.get(query.toLowerCase(), () => unifiedSearch(query));
  if (options.record && isSearchableQuery(query)) void recordSearchInBackground(query, result.total, options.record);
  // The cache key ignores case; answer with the visitor's own spelling.
  return result.query === query ? result : { ...result, query };
}
