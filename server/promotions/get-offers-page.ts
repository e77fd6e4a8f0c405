/**
 * The data of /ofertas: one tab's list (business promotions or bank promotions) with its filters,
 * "Ver más" paging, and the options of the filter controls.
 */

import { MAX_OFFERS_PAGE, type OffersParams } from "#core/offers-url.ts";
import { DEFAULT_PROMOTION_LIMIT, PROMOTION_LAST_DAYS } from "#core/promotions.ts";
import { addDaysToDateKey, buenosAiresDateKey, toInstant } from "#core/time-zone.ts";
import { getCategoryTree } from "../categories/list-categories.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getConfig } from "../platform/config.ts";
import {
  type CategoryPromotionCount,
  countActivePromotionsByCategory,
  type PromotionCardData,
  pageActivePromotions,
} from "./list-active-promotions.ts";
import {
  type BankPromotionCardData,
  type BankSummary,
  listBankPromotions,
  listBanks,
  toBankSummary,
} from "./list-bank-promotions.ts";

export const OFFERS_PAGE_SIZE = DEFAULT_PROMOTION_LIMIT;

export interface OfferCategoryOption {
  slug: string;
  name: string;
  /** True for a subcategory (listed under its parent). */
  isChild: boolean;
  /** Active offers in it (a parent's includes its subcategories'). */
  count: number;
}

export interface BankOption extends BankSummary {
  activeCount: number;
}

interface Paging {
  /** The normalised parameters: unknown banks or categories dropped, other tab's filters dropped. */
  params: OffersParams;
  total: number;
  /** Pages shown (params.page clamped to the pages that exist). */
  page: number;
  hasMore: boolean;
  /** More exist but MAX_OFFERS_PAGE pages are already shown. */
  limitReached: boolean;
}

export interface BusinessOffersPage extends Paging {
  tab: "comercios";
  items: PromotionCardData[];
  categories: OfferCategoryOption[];
  category: { slug: string; name: string } | null;
  /** A category was asked for and none has that slug. */
  unknownCategory: boolean;
}

export interface BankOffersPage extends Paging {
  tab: "bancos";
  items: BankPromotionCardData[];
  banks: BankOption[];
  bank: BankSummary | null;
  /** A bank was asked for and none has that slug. */
  unknownBank: boolean;
}

export type OffersPageData = BusinessOffersPage | BankOffersPage;

const banksCache = createTtlCache<BankOption[]>({ ttlMs: 60_000, maxEntries: 4 });

/** Banks with today's number of valid promotions, reused for a minute (the bank list rarely changes). */
function listBanksCached(now: Date): Promise<BankOption[]> {
  return banksCache.get(buenosAiresDateKey(now), () => listBanks(now));
}

function paging(params: OffersParams, total: number): Omit<Paging, "params"> {
  const pageCount = Math.max(1, Math.ceil(total / OFFERS_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  const shown = Math.min(total, page * OFFERS_PAGE_SIZE);
  return {
    total,
    page,
    hasMore: shown < total && page < MAX_OFFERS_PAGE,
    limitReached: shown < total && page >= MAX_OFFERS_PAGE,
  };
}

/**
 * How long this instance reuses /ofertas' data (OFFERS_CACHE_MS, 30 s by default). Promotion writers
 * (owner, admin, bank promotions, pause and expiry) call clearPublicCaches, so an edit shows at once;
 * a promotion that starts or ends by the clock alone shows or leaves at most this late.
 */
export const OFFERS_CACHE_MS = getConfig().OFFERS_CACHE_MS;

/** Pages kept: the first ones of each tab and filter are what nearly every visit asks for. */
const CACHED_PAGES = 3;
const pagesCache = createTtlCache<OffersPageData>({ ttlMs: OFFERS_CACHE_MS, maxEntries: 100 });

/**
 * Live promotions per category (all, and "Terminan pronto"), counted once per OFFERS_CACHE_MS
 * window at the instant `at`; the business tab's filter options and totals come from here, and its
 * list is read at that same instant, so counts and list always agree.
 */
interface OfferCounts {
  at: Date;
  byCategory: Map<number | null, CategoryPromotionCount>;
}
const countsCache = createTtlCache<OfferCounts>({ ttlMs: OFFERS_CACHE_MS, maxEntries: 4 });

/** The window `now` falls in: everything cached under it was computed at one instant within it. */
function cacheWindow(now: Date): number {
  return Math.floor(now.getTime() / OFFERS_CACHE_MS);
}

function offerCounts(now: Date): Promise<OfferCounts> {
  return countsCache.get(String(cacheWindow(now)), async () => ({
    at: now,
    byCategory: await countActivePromotionsByCategory(now, endingSoonLimit(now)),
  }));
}

export async function getOffersPage(params: OffersParams, now: Date = new Date()): Promise<OffersPageData> {
  const load = () => (params.tab === "bancos" ? getBankOffersPage(params, now) : getBusinessOffersPage(params, now));
  if (params.page > CACHED_PAGES) return load();
  return pagesCache.get(`${cacheWindow(now)}:${JSON.stringify(params)}`, load);
}

/** Start of the Buenos Aires day after the last "Terminan pronto" day (today + 3). */
function endingSoonLimit(now: Date): Date {
  const firstDayAfter = addDaysToDateKey(buenosAiresDateKey(now), PROMOTION_LAST_DAYS + 1);
  return toInstant(firstDayAfter, "start") as Date;
}

export async function getBusinessOffersPage(params: OffersParams, now: Date = new Date()): Promise<BusinessOffersPage> {
  const [tree, { at, byCategory }] = await Promise.all([getCategoryTree(), offerCounts(now)]);
  const live = (id: number | null) => byCategory.get(id)?.live ?? 0;
  const options: OfferCategoryOption[] = [];
  let category: { slug: string; name: string; ids: number[] } | null = null;
  for (const root of tree) {
    const ids = [root.id, ...root.children.map((c) => c.id)];
    const total = ids.reduce((sum, id) => sum + live(id), 0);
    if (root.slug === params.category) category = { slug: root.slug, name: root.name, ids };
    if (total > 0 || root.slug === params.category) {
      options.push({ slug: root.slug, name: root.name, isChild: false, count: total });
    }
    for (const child of root.children) {
      const n = live(child.id);
      if (child.slug === params.category) category = { slug: child.slug, name: child.name, ids: [child.id] };
      if (n > 0 || child.slug === params.category)
        options.push({ slug: child.slug, name: child.name, isChild: true, count: n });
    }
  }
  const unknownCategory = params.category !== null && category === null;
  const normalized: OffersParams = { ...params, bank: null, day: null, card: null, category: category?.slug ?? null };
  if (unknownCategory) {
    const empty = paging(normalized, 0);
    return {
      tab: "comercios",
      params: { ...normalized, page: empty.page },
      items: [],
      categories: options,
      category: null,
      unknownCategory,
      ...empty,
    };
  }
  // Every live promotion belongs to one category id (or none): the totals are sums of the counts.
  const counted = (c: CategoryPromotionCount) => (params.ending ? c.endingSoon : c.live);
  const total = category
    ? category.ids.reduce((sum, id) => sum + counted(byCategory.get(id) ?? { live: 0, endingSoon: 0 }), 0)
    : [...byCategory.values()].reduce((sum, c) => sum + counted(c), 0);
  const result = paging(normalized, total);
  const items =
    total === 0
      ? []
      : await pageActivePromotions({
          now: at,
          categoryIds: category?.ids,
          endsBefore: params.ending ? endingSoonLimit(at) : undefined,
          limit: result.page * OFFERS_PAGE_SIZE,
        });
  return {
    tab: "comercios",
    params: { ...normalized, page: result.page },
    items,
    categories: options,
    category: category ? { slug: category.slug, name: category.name } : null,
    unknownCategory,
    ...result,
  };
}

export async function getBankOffersPage(params: OffersParams, now: Date = new Date()): Promise<BankOffersPage> {
  const banks = await listBanksCached(now);
  const bank = params.bank ? (banks.find((b) => b.slug === params.bank) ?? null) : null;
  const unknownBank = params.bank !== null && bank === null;
  const normalized: OffersParams = { ...params, category: null, bank: bank?.slug ?? null };
  const bankSummary: BankSummary | null = bank ? toBankSummary(bank) : null;
  if (unknownBank) {
    const empty = paging(normalized, 0);
    return {
      tab: "bancos",
      params: { ...normalized, page: empty.page },
      items: [],
      banks,
      bank: null,
      unknownBank,
      ...empty,
    };
  }
  const { items, total } = await listBankPromotions({
    now,
    bankId: bank?.id,
    dayOfWeek: params.day ?? undefined,
    cardType: params.card ?? undefined,
    endingSoon: params.ending,
    limit: params.page * OFFERS_PAGE_SIZE,
  });
  const result = paging(normalized, total);
  return {
    tab: "bancos",
    params: { ...normalized, page: result.page },
    items,
    banks,
    bank: bankSummary,
    unknownBank,
    ...result,
  };
}
