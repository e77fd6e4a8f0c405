/**
 * What a visitor did with a business listing beyond looking at it ("leads", as Yelp calls them): the
 * contact links of the business page and the business cards. Each is counted on the server at most
 * once per visitor, business, kind and hour (server/analytics/track-business-lead.ts).
 */
import { normalizeSearchQuery, SEARCH_MIN_CHARS } from "./search-constants.ts";

export const BUSINESS_LEAD_TYPES = ["call", "whatsapp", "website", "email", "directions"] as const;
export type BusinessLeadType = (typeof BUSINESS_LEAD_TYPES)[number];

export function isBusinessLeadType(value: unknown): value is BusinessLeadType {
  return typeof value === "string" && (BUSINESS_LEAD_TYPES as readonly string[]).includes(value);
}

/** The query-string parameter a search result adds to a business link so the page knows a search led there. */
export const SEARCH_REFERRAL_PARAM = "q";
/** Longer queries are not stored (a pasted paragraph is not a search an owner learns from). */
export const SEARCH_REFERRAL_MAX_LENGTH = 60;

/** The key a search that led to a business is counted by (normalised, lowercase), or null when it is not worth keeping. */
export function searchReferralKey(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // Checked before normalising: normalising cuts at 100 characters, and a cut query is not what was typed.
  if (Array.from(raw.trim()).length > SEARCH_REFERRAL_MAX_LENGTH) return null;
  // The key trending terms use (trendingTermKey); not imported from there, because this module is in
  // every search result's bundle and trending-terms.ts brings zod with it.
  const key = normalizeSearchQuery(raw).toLowerCase();
  return Array.from(key).length >= SEARCH_MIN_CHARS ? key : null;
}

/** A business link from a search result: the page stays canonical (its canonical link has no query). */
export function withSearchReferral(path: string, query: string | null | undefined): string {
  const key = query ? searchReferralKey(query) : null;
  return key ? `${path}?${new URLSearchParams({ [SEARCH_REFERRAL_PARAM]: query?.trim() ?? key })}` : path;
}
