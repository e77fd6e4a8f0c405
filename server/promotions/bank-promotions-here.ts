/**
 * "Hoy con tu tarjeta": the bank promotions that work at a business today, for its page and its
 * card. The rule is core/bank-promotion-scope.ts (`appliesHereToday`); this module only reads what
 * it needs: the promotions valid on today's Argentine date (kept per date, so a cached business page
 * never shows yesterday's) and where each business stands (category, its parent, brand).
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  appliesToBusiness,
  type BankPromotionPlace,
  type BankPromotionScope,
  bankPromotionsHereToday,
  describeScope,
} from "#core/bank-promotion-scope.ts";
import { cardTypeLabels, formatCap, formatDays } from "#core/bank-promotions.ts";
import { formatDate } from "#core/format.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { bankPromotions, banks, brands, businesses, categories } from "../platform/db/schema.ts";
import { type BankPromotionCardData, listBankPromotions, listedBusinesses } from "./list-bank-promotions.ts";

/** More bank promotions valid on one day than this is not a directory's reality; the rest are left out. */
const MAX_VALID_PER_DAY = 500;

/**
 * Valid on today's date (any weekday), featured first then newest; kept a minute per Argentine
 * date (the key changes at midnight, Argentina) and emptied by every admin change (clearPublicCaches).
 */
const validTodayCache = createTtlCache<BankPromotionCardData[]>({ ttlMs: 60_000, maxEntries: 4 });

export function bankPromotionsValidToday(now: Date): Promise<BankPromotionCardData[]> {
  return validTodayCache.get(buenosAiresDateKey(now), async () => {
    const { items } = await listBankPromotions({ now, limit: MAX_VALID_PER_DAY });
    return items;
  });
}

/** A business's category, that category's parent and its brand: what the rule needs. */
export async function bankPromotionPlaces(uuids: readonly string[]): Promise<Map<string, BankPromotionPlace>> {
  if (uuids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      uuid: businesses.uuid,
      categoryId: businesses.categoryId,
      parentCategoryId: categories.parentId,
      brandId: businesses.brandId,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(inArray(businesses.uuid, [...uuids]));
  return new Map(rows.map((r) => [r.uuid, r]));
}

/** The bank promotions that work at this business today (`now`, Argentina's date and weekday). */
export async function bankPromotionsHere(uuid: string, now: Date): Promise<BankPromotionCardData[]> {
  const byUuid = await bankPromotionsForBusinesses([uuid], now);
  return byUuid.get(uuid) ?? [];
}

/** The same for many businesses at once (a page of cards): one read of places, the day's list cached. */
export async function bankPromotionsForBusinesses(
  uuids: readonly string[],
  now: Date,
): Promise<Map<string, BankPromotionCardData[]>> {
  // Most days most places have none: the day's list (cached) is read first, the places only if needed.
  if (uuids.length === 0 || (await bankPromotionsValidToday(now)).length === 0) return new Map();
  const places = await bankPromotionPlaces(uuids);
  return bankPromotionsAtPlaces([...places.values()], now);
}

/** For businesses whose place the caller already read (the cards' own query). */
export async function bankPromotionsAtPlaces(
  places: readonly BankPromotionPlace[],
  now: Date,
): Promise<Map<string, BankPromotionCardData[]>> {
  const result = new Map<string, BankPromotionCardData[]>();
  if (places.length === 0) return result;
  const valid = await bankPromotionsValidToday(now);
  if (valid.length === 0) return result;
  for (const place of places) {
    const here = bankPromotionsHereToday(valid, place, now);
    if (here.length > 0) result.set(place.uuid, here);
  }
  return result;
}

/**
 * One line of a business page's "Hoy con tu tarjeta", worded here (cards, cap, days, until) so the
 * page's code on the phone needs no formatting rules of its own.
 */
export interface BankTodayLine {
  id: number;
  title: string;
  discountText: string;
  bankName: string;
  bankSlug: string;
  bankLogoUrl: string | null;
  /** "Crédito, Débito · Tope de reintegro: $ 4.000 · Martes, jueves y domingo" */
  details: string;
  /** "Hasta el 31/01/2027" */
  until: string;
}

export function bankTodayLines(promotions: readonly BankPromotionCardData[]): BankTodayLine[] {
  return promotions.map((p) => {
    const cards = cardTypeLabels(p.cardTypes);
    return {
      id: p.id,
      title: p.title,
      discountText: p.discountText,
      bankName: p.bank.name,
      bankSlug: p.bank.slug,
      bankLogoUrl: p.bank.logoUrl,
      details: [cards.length > 0 ? cards.join(", ") : null, formatCap(p.capArs), formatDays(p.daysOfWeek)]
        .filter(Boolean)
        .join(" · "),
      until: `Hasta el ${formatDate(p.validTo)}`,
    };
  });
}

/** What a card's badge shows: how many, and the best one's bank and benefit. */
export interface BankPromotionBadgeData {
  count: number;
  bankName: string;
  discountText: string;
}

export function bankPromotionBadge(promotions: readonly BankPromotionCardData[]): BankPromotionBadgeData | null {
  const first = promotions[0];
  if (!first) return null;
  return { count: promotions.length, bankName: first.bank.name, discountText: first.discountText };
}

/** A bank promotion as /search?promo-banco=<id> names it ("¿Dónde la uso?"), whatever its dates. */
export interface BankPromotionWhere extends BankPromotionScope {
  id: number;
  title: string;
  discountText: string;
  bankName: string;
  bankSlug: string;
  /** "En Gastronomía", "En las sucursales de Tostadero Café"… (core/bank-promotion-scope.ts). */
  scopeText: string;
}

export async function findBankPromotionWhere(id: number): Promise<BankPromotionWhere | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: bankPromotions.id,
      title: bankPromotions.title,
      discountText: bankPromotions.discountText,
      scope: bankPromotions.scope,
      categoryId: bankPromotions.categoryId,
      brandId: bankPromotions.brandId,
      bankName: banks.name,
      bankSlug: banks.slug,
      categoryName: categories.name,
      brandName: brands.name,
    })
    .from(bankPromotions)
    .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
    .leftJoin(categories, eq(categories.id, bankPromotions.categoryId))
    .leftJoin(brands, eq(brands.id, bankPromotions.brandId))
    .where(eq(bankPromotions.id, id));
  if (!row) return null;
  const listed = row.scope === "comercios" ? (await listedBusinesses([row.id])).get(row.id) : undefined;
  const scope = row.scope as BankPromotionScope["scope"];
  return {
    id: row.id,
    title: row.title,
    discountText: row.discountText,
    bankName: row.bankName,
    bankSlug: row.bankSlug,
    scope,
    categoryId: row.categoryId,
    brandId: row.brandId,
    businessUuids: listed?.uuids ?? [],
    scopeText: describeScope({
      scope,
      categoryName: row.categoryName,
      brandName: row.brandName,
      businessNames: listed?.names ?? [],
    }),
  };
}

/**
 * The active businesses a promotion's scope covers (core/bank-promotion-scope.ts `appliesToBusiness`),
 * or null when it covers every business (no filter needed).
 */
export async function businessesWhereItApplies(promo: BankPromotionScope): Promise<string[] | null> {
  if (promo.scope === "todos") return null;
  const db = await getDb();
  const places = await db
    .select({
      uuid: businesses.uuid,
      categoryId: businesses.categoryId,
      parentCategoryId: categories.parentId,
      brandId: businesses.brandId,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(businesses.status, "active")));
  return places.filter((place) => appliesToBusiness(promo, place)).map((place) => place.uuid);
}
