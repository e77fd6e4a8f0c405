import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type BankPromotionScope, describeScope } from "#core/bank-promotion-scope.ts";
import type { CardType } from "#core/bank-promotions.ts";
import { DEFAULT_PROMOTION_LIMIT, PROMOTION_LAST_DAYS } from "#core/promotions.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import {
  bankPromotionBusinesses,
  bankPromotions,
  banks,
  brands,
  businesses,
  categories,
} from "../platform/db/schema.ts";

export interface BankSummary {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  color: string;
  websiteUrl: string | null;
}

/** What a page shows of a bank, as a select reads it (the row's other columns stay in the database). */
const bankSummaryColumns = {
  id: banks.id,
  name: banks.name,
  slug: banks.slug,
  logoUrl: banks.logoUrl,
  color: banks.color,
  websiteUrl: banks.websiteUrl,
};

/** A bank as a page shows it, leaving out what else the value carries (its count of promotions). */
export function toBankSummary({ id, name, slug, logoUrl, color, websiteUrl }: BankSummary): BankSummary {
  return { id, name, slug, logoUrl, color, websiteUrl };
}

export interface BankPromotionCardData extends BankPromotionScope {
  id: number;
  title: string;
  discountText: string;
  discountPercent: number | null;
  /** 0 = Sunday … 6 = Saturday; empty = every day. */
  daysOfWeek: number[];
  cardTypes: string[];
  /** Whole pesos; null = no cap. */
  capArs: number | null;
  /** "yyyy-MM-dd" (Buenos Aires calendar dates). */
  validFrom: string;
  validTo: string;
  conditions: string | null;
  termsUrl: string | null;
  isFeatured: boolean;
  createdAt: string;
  bank: BankSummary;
  category: { name: string; slug: string } | null;
  /** Scope "marca": the brand's name. */
  brandName: string | null;
  /** Scope "comercios": the businesses' names (active ones), by name. */
  businessNames: string[];
  /** Where it applies, in words: "En Gastronomía", "En las sucursales de Tostadero Café"… */
  scopeText: string;
}

export interface BankPromotionFilters {
  now?: Date;
  bankId?: number;
  /** Only promotions that apply on this weekday (0 = Sunday); "every day" promotions always do. */
  dayOfWeek?: number;
  /** Only promotions for this card type. */
  cardType?: CardType;
  /** Only promotions whose valid_to is within PROMOTION_LAST_DAYS (3) days of today. */
  endingSoon?: boolean;
}

/**
 * Valid today: valid_from <= today <= valid_to, as Buenos Aires calendar dates (the columns are
 * `date`, so the comparison is on "yyyy-MM-dd" values, never on the server's clock zone).
 */
export function bankPromotionsWhere(options: BankPromotionFilters = {}): SQL | undefined {
  const today = buenosAiresDateKey(options.now ?? new Date());
  return and(
    lte(bankPromotions.validFrom, today),
    gte(bankPromotions.validTo, today),
    options.bankId !== undefined ? eq(bankPromotions.bankId, options.bankId) : undefined,
    options.dayOfWeek !== undefined
      ? sql`(cardinality(${bankPromotions.daysOfWeek}) = 0 or ${options.dayOfWeek}::int = any(${bankPromotions.daysOfWeek}))`
      : undefined,
    options.cardType ? sql`${options.cardType}::text = any(${bankPromotions.cardTypes})` : undefined,
    options.endingSoon ? lte(bankPromotions.validTo, addDaysToDateKey(today, PROMOTION_LAST_DAYS)) : undefined,
  );
}

/** Bank promotions valid today, featured first then newest, with the number matching before the limit. */
export async function listBankPromotions(
  options: BankPromotionFilters & { limit?: number; offset?: number } = {},
): Promise<{ items: BankPromotionCardData[]; total: number }> {
  const db = await getDb();
  const rows = await db
    .select({
      promotion: bankPromotions,
      bank: bankSummaryColumns,
      categoryName: categories.name,
      categorySlug: categories.slug,
      brandName: brands.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(bankPromotions)
    .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
    .leftJoin(categories, eq(categories.id, bankPromotions.categoryId))
    .leftJoin(brands, eq(brands.id, bankPromotions.brandId))
    .where(bankPromotionsWhere(options))
    .orderBy(desc(bankPromotions.isFeatured), desc(bankPromotions.createdAt), desc(bankPromotions.id))
    .limit(options.limit ?? DEFAULT_PROMOTION_LIMIT)
    .offset(options.offset ?? 0);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.offset) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bankPromotions)
      .where(bankPromotionsWhere(options));
    total = row?.n ?? 0;
  }
  const listed = await listedBusinesses(
    rows.filter((r) => r.promotion.scope === "comercios").map((r) => r.promotion.id),
  );
  const items = rows.map(({ promotion: p, bank, categoryName, categorySlug, brandName }) => ({
    id: p.id,
    title: p.title,
    discountText: p.discountText,
    discountPercent: p.discountPercent,
    daysOfWeek: p.daysOfWeek,
    cardTypes: p.cardTypes,
    capArs: p.capArs,
    validFrom: p.validFrom,
    validTo: p.validTo,
    conditions: p.conditions,
    termsUrl: p.termsUrl,
    isFeatured: p.isFeatured,
    createdAt: p.createdAt.toISOString(),
    bank,
    category: categoryName && categorySlug ? { name: categoryName, slug: categorySlug } : null,
    scope: p.scope as BankPromotionScope["scope"],
    categoryId: p.categoryId,
    brandId: p.brandId,
    brandName: brandName ?? null,
    businessUuids: listed.get(p.id)?.uuids ?? [],
    businessNames: listed.get(p.id)?.names ?? [],
    scopeText: describeScope({
      scope: p.scope as BankPromotionScope["scope"],
      categoryName,
      brandName,
      businessNames: listed.get(p.id)?.names ?? [],
    }),
  }));
  return { items, total };
}

/** The businesses listed by promotions of scope "comercios": every one's UUID, the active ones' names. */
export async function listedBusinesses(ids: number[]): Promise<Map<number, { uuids: string[]; names: string[] }>> {
  const map = new Map<number, { uuids: string[]; names: string[] }>();
  if (ids.length === 0) return map;
  const db = await getDb();
  const rows = await db
    .select({
      promotionId: bankPromotionBusinesses.bankPromotionId,
      uuid: bankPromotionBusinesses.businessUuid,
      name: businesses.name,
      status: businesses.status,
    })
    .from(bankPromotionBusinesses)
    .innerJoin(businesses, eq(businesses.uuid, bankPromotionBusinesses.businessUuid))
    .where(inArray(bankPromotionBusinesses.bankPromotionId, ids))
    .orderBy(businesses.name);
  for (const row of rows) {
    const entry = map.get(row.promotionId) ?? { uuids: [], names: [] };
    entry.uuids.push(row.uuid);
    if (row.status === "active") entry.names.push(row.name);
    map.set(row.promotionId, entry);
  }
  return map;
}

/** Every bank, by name, with how many promotions each has valid today. */
export async function listBanks(now: Date = new Date()): Promise<(BankSummary & { activeCount: number })[]> {
  const db = await getDb();
  const today = buenosAiresDateKey(now);
  const rows = await db
    .select({
      ...bankSummaryColumns,
      activeCount: sql<number>`(count(${bankPromotions.id}))::int`,
    })
    .from(banks)
    .leftJoin(
      bankPromotions,
      and(
        eq(bankPromotions.bankId, banks.id),
        lte(bankPromotions.validFrom, today),
        gte(bankPromotions.validTo, today),
      ),
    )
    .groupBy(banks.id)
    .orderBy(banks.name);
  return rows;
}
