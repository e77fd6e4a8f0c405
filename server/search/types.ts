/**
 * The unified search's answer (GET /api/search, the header and hero dropdown).
 *
 * Hits mirror the spec's "search index record" (objectID, type, slug, name, category, logo_url,
 * title, discount_benefit, business_slug, business_name; bank promotions: title, discount_text,
 * bank) with field names in camelCase, like the rest of the code: logo_url → logoUrl,
 * discount_benefit → discountBenefit, business_slug → businessSlug, business_name → businessName,
 * discount_text → discountText. `objectID` keeps the spec's spelling.
 *
 * No imports: client code may import the types (`import type`).
 */
export interface BusinessHit {
  /** The business uuid. */
  objectID: string;
  type: "business";
  slug: string;
  name: string;
  /** Category name; null when the business has none (the UI shows "Sin categoría"). */
  category: string | null;
  logoUrl: string | null;
}

export interface BusinessPromotionHit {
  /** The promotion id (uuid). */
  objectID: string;
  type: "business_promotion";
  title: string;
  discountBenefit: string | null;
  businessSlug: string;
  businessName: string;
  /** The business's logo. */
  logoUrl: string | null;
}

export interface BankPromotionHit {
  /** The bank promotion id, as text. */
  objectID: string;
  type: "bank_promotion";
  title: string;
  discountText: string;
  /** The bank's slug (links to /ofertas?tab=bancos&bank={bank}). */
  bank: string;
  bankName: string;
  /** The bank's logo. */
  logoUrl: string | null;
}

export type SearchHit = BusinessHit | BusinessPromotionHit | BankPromotionHit;

export interface UnifiedSearchResult {
  /** The normalised query that was searched ("" when it was too short). */
  query: string;
  /** Matches of the three kinds together (all of them, not only the hits below). */
  total: number;
  /** Matches per kind. */
  counts: { businesses: number; businessPromotions: number; bankPromotions: number };
  /** At most 5, best first. */
  businesses: BusinessHit[];
  /** At most 3, best first. */
  businessPromotions: BusinessPromotionHit[];
  /** At most 3, best first. */
  bankPromotions: BankPromotionHit[];
}

export function emptySearchResult(query = ""): UnifiedSearchResult {
  return {
    query,
    total: 0,
    counts: { businesses: 0, businessPromotions: 0, bankPromotions: 0 },
    businesses: [],
    businessPromotions: [],
    bankPromotions: [],
  };
}
