/**
 * The /search URL's grammar, both ways: `parseSearchPageParams` reads a query into the page's state
 * (the server's search and the map endpoint), `searchQuery` / `searchHref` write a state back (the
 * filters, their chips, pagination and every link into a search). One module, so a key or a default
 * can't drift between the side that reads and the side that writes. Plain code, not a zod schema:
 * the header's search box writes these links on every page, and zod would weigh more than the page.
 *
 * Reading is lenient (spec §2: q, category, sort; plus our filters open, pay, delivery, parking,
 * accessibility, promo-banco, the position lat/lng with the radius radio, and page): unknown
 * parameters are ignored and an invalid value falls back to its default, so parsing never fails.
 */
import { isLatitude, isLongitude, NEAR_RADII_M, type NearRadius } from "./geo.ts";
import { type QueryInput, queryRecord, withDefaults } from "./query-record.ts";
import { isSearchableQuery, normalizeSearchQuery } from "./search-constants.ts";

/** "rating": our reviews' average, else Google's (as the cards show it); "distance": needs `lat`/`lng`. */
export const SEARCH_SORTS = ["relevance", "rating", "distance", "new", "popular"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * `pay=credit,debit` (or `pay=credit&pay=debit`, as checkboxes submit it) → businesses that accept
 * all of them (accepts_credit AND accepts_debit).
 */
export const PAYMENT_METHODS = ["credit", "debit", "qr", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface SearchPageParams {
  /** Normalised (trimmed, collapsed, at most 100 characters); may be "". */
  q: string;
  /** A category slug; the filter includes the category's subcategories. */
  category: string | null;
  sort: SearchSort;
  open: boolean;
  pay: PaymentMethod[];
  delivery: boolean;
  parking: boolean;
  accessibility: boolean;
  /** The person's position (rounded by the page to 4 decimals, ~11 m), for `sort=distance` and `radio`. */
  lat: number | null;
  lng: number | null;
  /** "Cerca mío": metres of estimated walk (core/geo.ts), one of NEAR_RADII_M. */
  radio: NearRadius | null;
  /**
   * `promo-banco=<id>`: only the businesses where that bank promotion applies ("¿Dónde la uso?" in
   * /ofertas; the rule is core/bank-promotion-scope.ts).
   */
  promoBanco: number | null;
  /** 1-based. Out of range is fixed by searchBusinesses (clamped to the last page). */
  page: number;
}

/** Pages beyond this are read as this (and then clamped to the last page). */
const MAX_PAGE = 1_000_000;
const MAX_ID = 2_147_483_647;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const AMENITIES = ["delivery", "parking", "accessibility"] as const;

/** Keys whose repeated values are all kept (joined with commas): `pay=credit&pay=qr` = `pay=credit,qr`. */
const LIST_KEYS = new Set(["pay"]);

/** A checkbox-like flag: "1" (also "true" and a bare checkbox's "on") means on; anything else off. */
const flag = (value: string | undefined) => value === "1" || value === "true" || value === "on";

/** A number as the URL writes it; an empty or missing value is no number (not 0). */
const numberOf = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? Number.NaN : Number(value);

function category(value: string | undefined): string | null {
  const slug = value?.trim().toLowerCase() ?? "";
  return slug.length <= 100 && SLUG.test(slug) ? slug : null;
}

function payments(value: string | undefined): PaymentMethod[] {
  if (value === undefined) return [];
  const wanted = new Set(value.split(",").map((part) => part.trim().toLowerCase()));
  return PAYMENT_METHODS.filter((method) => wanted.has(method));
}

function positiveInteger(value: string | undefined, max: number): number | null {
  const n = numberOf(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : null;
}

/**
 * Reads /search's query (URLSearchParams, a URL, a query string or a plain object). Distance needs
 * both coordinates: without them `sort=distance` reads as relevance and `radio` as no radius (a
 * shared link without a position still lists something sensible).
 */
export function parseSearchPageParams(input: QueryInput): SearchPageParams {
  const query = queryRecord(input, LIST_KEYS);
  const lat = numberOf(query.lat);
  const lng = numberOf(query.lng);
  const radio = numberOf(query.radio);
  const sort = SEARCH_SORTS.find((s) => s === query.sort) ?? "relevance";
  const promoBanco = numberOf(query["promo-banco"]);
  const params: SearchPageParams = {
    q: normalizeSearchQuery(query.q),
    category: category(query.category),
    sort,
    open: flag(query.open),
    pay: payments(query.pay),
    delivery: flag(query.delivery),
    parking: flag(query.parking),
    accessibility: flag(query.accessibility),
    lat: isLatitude(lat) ? lat : null,
    lng: isLongitude(lng) ? lng : null,
    radio: NEAR_RADII_M.find((m) => m === radio) ?? null,
    promoBanco: Number.isInteger(promoBanco) && promoBanco >= 1 && promoBanco <= MAX_ID ? promoBanco : null,
    page: positiveInteger(query.page, MAX_PAGE) ?? 1,
  };
  if (params.lat !== null && params.lng !== null) return params;
  return { ...params, lat: null, lng: null, radio: null, sort: sort === "distance" ? "relevance" : sort };
}

/** Whether `q` is long enough to filter by (shorter text is ignored: the page lists everything). */
export function hasSearchText(params: Pick<SearchPageParams, "q">): boolean {
  return isSearchableQuery(params.q);
}

/**
 * What the page shows without any parameter (what parsing "" gives, as its test checks): a link names
 * only what differs from it. A literal, so a page that only writes links leaves the reader out.
 */
export const SEARCH_DEFAULTS: Readonly<SearchPageParams> = {
  q: "",
  category: null,
  sort: "relevance",
  open: false,
  pay: [],
  delivery: false,
  parking: false,
  accessibility: false,
  lat: null,
  lng: null,
  radio: null,
  promoBanco: null,
  page: 1,
};

/**
 * The query /search reads back as `params` (defaults left out, so every state has one URL). `page`
 * is left out too: pagination adds it (`withPage`), and any other change starts again at page 1.
 */
export function searchQuery(params: Partial<SearchPageParams>): URLSearchParams {
  const state = withDefaults(SEARCH_DEFAULTS, params);
  const query = new URLSearchParams();
  if (state.q) query.set("q", state.q);
  if (state.category) query.set("category", state.category);
  if (state.sort !== "relevance") query.set("sort", state.sort);
  if (state.open) query.set("open", "1");
  for (const p of state.pay) query.append("pay", p);
  for (const name of AMENITIES) if (state[name]) query.set(name, "1");
  if (state.lat !== null && state.lng !== null) {
    query.set("lat", String(state.lat));
    query.set("lng", String(state.lng));
  }
  if (state.radio) query.set("radio", String(state.radio));
  if (state.promoBanco !== null) query.set("promo-banco", String(state.promoBanco));
  return query;
}

/** "/search?category=farmacias": a link to the search with `params` (the rest at their defaults). */
export function searchHref(params: Partial<SearchPageParams> = {}): string {
  const query = searchQuery(params);
  return query.size > 0 ? `/search?${query}` : "/search";
}
