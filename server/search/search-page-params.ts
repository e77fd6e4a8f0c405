import { isSearchableQuery, normalizeSearchQuery } from "#core/search-constants.ts";
import { z } from "#core/zod.ts";
import { queryRecord } from "../http/query-record.ts";

export const SEARCH_SORTS = ["relevance", "new", "popular"] as const;
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
  /** 1-based. Out of range is fixed by searchBusinesses (clamped to the last page). */
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((page) => Math.min(page, MAX_PAGE)),
});

export type SearchPageParams = z.output<typeof fields>;

/** Keys whose repeated values are all kept (joined with commas): `pay=credit&pay=qr` = `pay=credit,qr`. */
const LIST_KEYS = new Set(["pay"]);

/**
 * The /search page's query string (spec §2: q, category, sort; plus our filters open, pay, delivery,
 * parking, accessibility and page), parsed leniently: unknown parameters are ignored and an invalid
 * value falls back to its default, so parsing never fails. Accepts URLSearchParams, a URL, a query
 * string or a plain object.
 */
export const SearchPageParamsSchema = z.preprocess((input) => queryRecord(input, LIST_KEYS), fields);

export function parseSearchPageParams(
  input: URLSearchParams | URL | string | Record<string, unknown>,
): SearchPageParams {
  return SearchPageParamsSchema.parse(input);
}

/** Whether `q` is long enough to filter by (shorter text is ignored: the page lists everything). */
export function hasSearchText(params: Pick<SearchPageParams, "q">): boolean {
  return isSearchableQuery(params.q);
}
