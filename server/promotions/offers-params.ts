import { type CardType, DAY_SLUGS, isCardType } from "#core/bank-promotions.ts";
import { z } from "#core/zod.ts";
import { queryRecord } from "../http/query-record.ts";

export const OFFERS_TABS = ["comercios", "bancos"] as const;
export type OffersTab = (typeof OFFERS_TABS)[number];

/**
 * "Ver más" shows one more page of 20; `page` is how many pages are shown. Beyond this the page
 * asks people to narrow the list with filters (a crafted URL can't make us render thousands of cards).
 */
export const MAX_OFFERS_PAGE = 25;

/** Longest bank or category value we look at (a slug is far shorter; anything longer can't match). */
const MAX_SLUG_INPUT = 100;

/** A checkbox-like flag: "1", "true" or a bare checkbox's "on" means on; anything else off. */
const flag = z
  .unknown()
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "on");

/**
 * A slug-ish value to look up (bank or category): trimmed, lower-cased, cut to 100 characters; empty
 * → null. It is only ever compared with known slugs, so an unknown or hostile value simply matches
 * nothing (and the page says so); it is never echoed as markup nor put in SQL text.
 */
const lookup = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value !== "string") return null;
    const text = value.trim().toLowerCase().slice(0, MAX_SLUG_INPUT);
    return text === "" ? null : text;
  });

const stripAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

const fields = z.object({
  /** "bancos" opens the bank tab; anything else (missing, "xyz") is the business tab. */
  tab: z
    .unknown()
    .optional()
    .transform(
      (value): OffersTab =>
        typeof value === "string" && value.trim().toLowerCase() === "bancos" ? "bancos" : "comercios",
    ),
  /** Bank slug (bank tab). */
  bank: lookup,
  /** Category slug (business tab): the category and its subcategories. */
  category: lookup,
  /** Weekday (bank tab): "martes", "miércoles"/"miercoles" or 0–6 (0 = Sunday); else no filter. */
  day: z
    .unknown()
    .optional()
    .transform((value): number | null => {
      if (typeof value !== "string") return null;
      const text = stripAccents(value.trim().toLowerCase());
      if (/^[0-6]$/.test(text)) return Number(text);
      const index = DAY_SLUGS.indexOf(text);
      return index >= 0 ? index : null;
    }),
  /** Card type (bank tab): credito, debito or prepaga (accents allowed); else no filter. */
  card: z
    .unknown()
    .optional()
    .transform((value): CardType | null => {
      if (typeof value !== "string") return null;
      const text = stripAccents(value.trim().toLowerCase());
      return isCardType(text) ? text : null;
    }),
  /** "Terminan pronto": ends within 3 days. */
  ending: flag,
  /** Pages of 20 shown ("Ver más" adds one): 1 … MAX_OFFERS_PAGE; the page clamps it to what exists. */
  page: z
    .unknown()
    .optional()
    .transform((value) => {
      if (typeof value !== "string" || !/^\d{1,12}$/.test(value.trim())) {
        // Only plain digits count; an absurdly long run of them is "as many as allowed".
        return typeof value === "string" && /^\d{13,}$/.test(value.trim()) ? MAX_OFFERS_PAGE : 1;
      }
      return Math.min(Math.max(1, Number(value.trim())), MAX_OFFERS_PAGE);
    }),
});

export type OffersParams = z.output<typeof fields>;

/**
 * The /ofertas query string, parsed leniently: unknown parameters are ignored and an invalid value
 * falls back to its default, so parsing never fails. Accepts URLSearchParams, a URL, a query string
 * or a plain object.
 */
export const OffersParamsSchema = z.preprocess((input) => queryRecord(input), fields);

export function parseOffersParams(input: URLSearchParams | URL | string | Record<string, unknown>): OffersParams {
  return OffersParamsSchema.parse(input);
}
