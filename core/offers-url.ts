/**
 * The /ofertas URL's grammar, both ways: `parseOffersParams` reads a query into the page's state (the
 * loader), `offersHref` writes a state back (tabs, bank chips, "Ver más", the canonical link). The
 * URL carries the whole state, and only what applies to the tab is written, defaults left out, so
 * every state has one URL.
 */
import { type CardType, DAY_SLUGS, isCardType } from "./bank-promotions.ts";
import { type QueryInput, queryRecord, withDefaults } from "./query-record.ts";

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
const flag = (value: string | undefined) => value === "1" || value === "true" || value === "on";

/**
 * A slug-ish value to look up (bank or category): trimmed, lower-cased, cut to 100 characters; empty
 * → null. It is only ever compared with known slugs, so an unknown or hostile value simply matches
 * nothing (and the page says so); it is never echoed as markup nor put in SQL text.
 */
function lookup(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase().slice(0, MAX_SLUG_INPUT) ?? "";
  return text === "" ? null : text;
}

const stripAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** Weekday (bank tab): "martes", "miércoles"/"miercoles" or 0–6 (0 = Sunday); else no filter. */
function day(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = stripAccents(value.trim().toLowerCase());
  if (/^[0-6]$/.test(text)) return Number(text);
  const index = DAY_SLUGS.indexOf(text);
  return index >= 0 ? index : null;
}

/** Card type (bank tab): credito, debito or prepaga (accents allowed); else no filter. */
function card(value: string | undefined): CardType | null {
  if (value === undefined) return null;
  const text = stripAccents(value.trim().toLowerCase());
  return isCardType(text) ? text : null;
}

/** Pages of 20 shown ("Ver más" adds one): 1 … MAX_OFFERS_PAGE; the page clamps it to what exists. */
function page(value: string | undefined): number {
  const text = value?.trim() ?? "";
  // Only plain digits count; an absurdly long run of them is "as many as allowed".
  if (!/^\d+$/.test(text)) return 1;
  return text.length > 12 ? MAX_OFFERS_PAGE : Math.min(Math.max(1, Number(text)), MAX_OFFERS_PAGE);
}

export interface OffersParams {
  /** "bancos" opens the bank tab; anything else (missing, "xyz") is the business tab. */
  tab: OffersTab;
  /** Bank slug (bank tab). */
  bank: string | null;
  /** Category slug (business tab): the category and its subcategories. */
  category: string | null;
  day: number | null;
  card: CardType | null;
  /** "Terminan pronto": ends within 3 days. */
  ending: boolean;
  page: number;
}

/**
 * Reads /ofertas's query (URLSearchParams, a URL, a query string or a plain object) leniently:
 * unknown parameters are ignored and an invalid value falls back to its default, so it never fails.
 */
export function parseOffersParams(input: QueryInput): OffersParams {
  const query = queryRecord(input);
  return {
    tab: query.tab?.trim().toLowerCase() === "bancos" ? "bancos" : "comercios",
    bank: lookup(query.bank),
    category: lookup(query.category),
    day: day(query.day),
    card: card(query.card),
    ending: flag(query.ending),
    page: page(query.page),
  };
}

/**
 * What the page shows without any parameter (what parsing "" gives, as its test checks): a link names
 * only what differs from it. A literal, so a page that only writes links leaves the reader out.
 */
export const OFFERS_DEFAULTS: Readonly<OffersParams> = {
  tab: "comercios",
  bank: null,
  category: null,
  day: null,
  card: null,
  ending: false,
  page: 1,
};

export function offersSearchParams(params: Partial<OffersParams>): URLSearchParams {
  const state = withDefaults(OFFERS_DEFAULTS, params);
  const query = new URLSearchParams();
  if (state.tab === "bancos") {
    query.set("tab", "bancos");
    if (state.bank) query.set("bank", state.bank);
    if (state.day !== null) query.set("day", DAY_SLUGS[state.day] as string);
    if (state.card) query.set("card", state.card);
  } else if (state.category) {
    query.set("category", state.category);
  }
  if (state.ending) query.set("ending", "1");
  if (state.page > 1) query.set("page", String(state.page));
  return query;
}

/** "/ofertas?tab=bancos&bank=galicia"; `changes` override the current parameters. */
export function offersHref(params: Partial<OffersParams>, changes: Partial<OffersParams> = {}): string {
  const query = offersSearchParams({ ...params, ...changes });
  return query.size > 0 ? `/ofertas?${query}` : "/ofertas";
}

/** The canonical path: the tab and the bank only (filters and "Ver más" are views of the same page). */
export function canonicalOffersPath(params: Pick<OffersParams, "tab" | "bank">): string {
  return offersHref({ tab: params.tab, bank: params.tab === "bancos" ? params.bank : null });
}
