/**
 * Business constants and limits (spec §9) and the two small search rules built on them.
 */

// Unified search (spec §2 "Unified search dropdown", §9).
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_HITS_PER_REQUEST = 15;
export const SEARCH_MAX_BUSINESSES = 5;
export const SEARCH_MAX_BUSINESS_PROMOTIONS = 3;
export const SEARCH_MAX_BANK_PROMOTIONS = 3;
/** The "Ver todos los resultados (n)" link shows when the total exceeds this. */
export const SEARCH_ALL_RESULTS_THRESHOLD = 10;
/** Longer input is truncated to this many characters, not rejected. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Page size of the /search results page. */
export const SEARCH_PAGE_SIZE = 20;

// Layout.
/** The top bar's logo and search box appear after scrolling more than this (px) on / and /search. */
export const TOP_BAR_SCROLL_THRESHOLD = 400;
export const MOBILE_BREAKPOINT = 768;

// Home sections.
export const HOME_FEATURED_BUSINESSES_LIMIT = 8;
export const HOME_FEATURED_OFFERS_LIMIT = 6;
export const NEW_BUSINESS_DAYS = 30;
export const NEW_BUSINESS_LIMIT = 8;
export const POPULAR_DAYS = 7;
export const POPULAR_LIMIT = 8;
export const TRENDING_LIMIT = 8;

/**
 * Cleans a raw search query (from a URL parameter, a form or an API body):
 * - anything that isn't a string → "";
 * - lone surrogates are repaired, text is NFC-normalised;
 * - control characters (C0/C1, including tabs and newlines) and zero-width spaces become spaces;
 * - runs of whitespace collapse to one space, ends are trimmed;
 * - truncated to SEARCH_QUERY_MAX_LENGTH characters (code points, never splitting an emoji's
 *   surrogate pair), then trimmed again.
 */
export function normalizeSearchQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const cleaned = raw
    .toWellFormed()
    .normalize("NFC")
    .replace(/[\p{Cc}\u200B\u2060\uFEFF]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
  const chars = Array.from(cleaned);
  return chars.length <= SEARCH_QUERY_MAX_LENGTH ? cleaned : chars.slice(0, SEARCH_QUERY_MAX_LENGTH).join("").trimEnd();
}

/** Whether a (normalised) query is long enough to search (spec: 2 or more characters). */
export function isSearchableQuery(query: string): boolean {
  return Array.from(query.trim()).length >= SEARCH_MIN_CHARS;
}

export interface TrendingQuery {
  query: string;
  count: number;
}

const collator = new Intl.Collator("es", { sensitivity: "variant" });

/**
 * Trending searches: counted by trimmed lowercase text (spec §7), blank entries ignored; most
 * frequent first, ties broken alphabetically (Spanish collation, then code-unit order); top `limit`.
 * The returned `query` is the counted key (trimmed, lowercase).
 */
export function countTrending(queries: readonly string[], limit: number = TRENDING_LIMIT): TrendingQuery[] {
  const counts = new Map<string, number>();
  for (const q of queries) {
    if (typeof q !== "string") continue;
    const key = q.trim().toLowerCase();
    if (key === "") continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([query, count]) => ({ query, count }))
    .sort(
      (a, b) =>
        b.count - a.count || collator.compare(a.query, b.query) || (a.query < b.query ? -1 : a.query > b.query ? 1 : 0),
    )
    .slice(0, Math.max(0, limit));
}
