import { isLatitude, isLongitude, NEAR_RADII_M, type NearRadius } from "#core/geo.ts";
import { isSearchableQuery, normalizeSearchQuery } from "#core/search-constants.ts";
import { z } from "#core/zod.ts";
import { queryRecord } from "../http/query-record.ts";

/** "rating": our reviews' average, else Google's (as the cards show it); "distance": needs `lat`/`lng`. */
export const SEARCH_SORTS = ["relevance", "rating", "distance", "new", "popular"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * `pay=credit,debit` (or `pay=credit&pay=debit`, as checkboxes submit it) → businesses that accept
 * all of them (accepts_credit AND accepts_debit).
 */
export const PAYMENT_METHODS = ["credit", "debit", "qr", "transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Pages beyond this are read as this (and then clamped to the last page). */
const MAX_PAGE = 1_000_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A checkbox-like flag: "1" (also "true" and a bare checkbox's "on") means on; anything else off. */
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "on");

const fields = z.object({
  /** Normalised (trimmed, collapsed, at most 100 characters); may be "". */
  q: z
    .unknown()
    .optional()
    .transform((value) => normalizeSearchQuery(value)),
  /** A category slug; the filter includes the category's subcategories. */
  category: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? value.trim().toLowerCase() : ""))
    .pipe(z.string().max(100).regex(SLUG))
    .nullable()
    .catch(null),
  sort: z.enum(SEARCH_SORTS).catch("relevance"),
  open: flag,
  pay: z
    .unknown()
    .optional()
    .transform((value): PaymentMethod[] => {
      if (typeof value !== "string") return [];
      const wanted = new Set(value.split(",").map((part) => part.trim().toLowerCase()));
      return PAYMENT_METHODS.filter((method) => wanted.has(method));
    }),
  delivery: flag,
  parking: flag,
  accessibility: flag,
  /** The person's position (rounded by the page to 4 decimals, ~11 m), for `sort=distance` and `radio`. */
  lat: z.coerce.number().refine(isLatitude).nullable().catch(null),
  lng: z.coerce.number().refine(isLongitude).nullable().catch(null),
  /** "Cerca mío": metres of estimated walk (core/geo.ts), one of NEAR_RADII_M. */
  radio: z.coerce
    .number()
    .refine((m): m is NearRadius => (NEAR_RADII_M as readonly number[]).includes(m))
    .transform((m) => m as NearRadius)
    .nullable()
    .catch(null),
  /**
   * `promo-banco=<id>`: only the businesses where that bank promotion applies ("¿Dónde la uso?" in
   * /ofertas; the rule is core/bank-promotion-scope.ts). Read into `promoBanco`.
   */
  "promo-banco": z.coerce.number().int().positive().max(2_147_483_647).nullable().catch(null),
  /** 1-based. Out of range is fixed by searchBusinesses (clamped to the last page). */
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((page) => Math.min(page, MAX_PAGE)),
});

/**
 * Distance needs both coordinates: without them `sort=distance` reads as relevance and `radio` as
 * no radius (a shared link without a position still lists something sensible).
 */
const withOrigin = fields.transform(({ "promo-banco": promoBanco, ...rest }) => {
  const params = { ...rest, promoBanco };
  if (params.lat !== null && params.lng !== null) return params;
  return { ...params, lat: null, lng: null, radio: null, sort: params.sort === "distance" ? "relevance" : params.sort };
});

export type SearchPageParams = z.output<typeof withOrigin>;

/** Keys whose repeated values are all kept (joined with commas): `pay=credit&pay=qr` = `pay=credit,qr`. */
const LIST_KEYS = new Set(["pay"]);

/**
 * The /search page's query string (spec §2: q, category, sort; plus our filters open, pay, delivery,
 * parking, accessibility, promo-banco, the position lat/lng with the radius radio, and page), parsed leniently: unknown parameters are ignored and an invalid
 * value falls back to its default, so parsing never fails. Accepts URLSearchParams, a URL, a query
 * string or a plain object.
 */
export const SearchPageParamsSchema = z.preprocess((input) => queryRecord(input, LIST_KEYS), withOrigin);

export function parseSearchPageParams(
  input: URLSearchParams | URL | string | Record<string, unknown>,
): SearchPageParams {
  return SearchPageParamsSchema.parse(input);
}

/** Whether `q` is long enough to filter by (shorter text is ignored: the page lists everything). */
export function hasSearchText(params: Pick<SearchPageParams, "q">): boolean {
  return isSearchableQuery(params.q);
}
