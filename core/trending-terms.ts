/**
 * What the home page's "Búsquedas Trending" may show (issue 9: 100 anonymous requests put a scam
 * line at the top). A search only counts when it found something; a term shows only when several
 * different clients searched it; and a term that is a link, an e-mail or a phone number never shows,
 * however many searched it: the list is a link on the home page, and those are how scams reach people.
 */
import { countTrending, normalizeSearchQuery, TRENDING_LIMIT, type TrendingQuery } from "./search-constants.ts";
import { z } from "./zod.ts";

/** Distinct clients that must have searched a term before the home page shows it. */
export const TRENDING_MIN_CLIENTS = 3;

/** The key a term is counted, hidden and compared by: normalised, trimmed, lowercase. */
export function trendingTermKey(query: string): string {
  return normalizeSearchQuery(query).toLowerCase();
}

// "http", "www", "://", an e-mail's "@", a domain ("algo.com", "bit.ly/x") or a spaced-out ". com".
const LINK = /(\b(https?|www)\b|:\/\/|@|[\p{L}\d-]\.[a-z]{2,}(?![\p{L}\d])|\.\s+(com|net|org|ar)\b)/iu;
const SEVEN_DIGITS = /(\d[\s().+/-]*){7,}/u;

/** False for a link (http, www, a domain like "algo.com"), an e-mail, or a phone (7+ digits). */
export function isShowableTrendingTerm(term: string): boolean {
  const text = normalizeSearchQuery(term);
  if (text === "") return false;
  return !LINK.test(text) && !SEVEN_DIGITS.test(text);
}

export interface TrendingSearch {
  query: string;
  /** Who searched it (a hashed client id): null for rows stored before clients were recorded. */
  client: string | null;
}

/**
 * The trending list from recent searches that found results: terms that are showable, not hidden,
 * and searched by at least `minClients` distinct clients; counted and ordered as countTrending does.
 */
export function rankTrending(
  searches: readonly TrendingSearch[],
  options: { hidden?: ReadonlySet<string>; minClients?: number; limit?: number } = {},
): TrendingQuery[] {
  const minClients = options.minClients ?? TRENDING_MIN_CLIENTS;
  const clients = new Map<string, Set<string>>();
  const kept: string[] = [];
  for (const search of searches) {
    const key = trendingTermKey(search.query);
    if (!key || search.client === null || options.hidden?.has(key) || !isShowableTrendingTerm(key)) continue;
    let seen = clients.get(key);
    if (!seen) {
      seen = new Set();
      clients.set(key, seen);
    }
    seen.add(search.client);
    kept.push(key);
  }
  const popular = kept.filter((key) => (clients.get(key)?.size ?? 0) >= minClients);
  return countTrending(popular, options.limit ?? TRENDING_LIMIT);
}

/** The admin dashboard's "Ocultar" post: one term off the trending list. */
export const hideTrendingTermSchema = z.object({
  intent: z.literal("hide-trending"),
  term: z
    .string({ error: "Elegí una búsqueda." })
    .trim()
    .min(1, "Elegí una búsqueda.")
    .max(200, "La búsqueda es demasiado larga."),
});
