import { and, eq, gte, lte, sql } from "drizzle-orm";
import {
  isSearchableQuery,
  normalizeSearchQuery,
  SEARCH_MAX_BANK_PROMOTIONS,
  SEARCH_MAX_BUSINESS_PROMOTIONS,
  SEARCH_MAX_BUSINESSES,
} from "#core/search-constants.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { bankPromotions, banks, businesses, businessPromotions, categories } from "../db/schema.ts";
import { livePromotionWhere } from "../promotions/live-promotion.ts";
import { businessMatch } from "./business-match.ts";
import type { MatchingIds } from "./matching-ids.ts";
import { bankPromotionMatch, businessPromotionMatch } from "./promotion-match.ts";
import { recordSearchInBackground, type SearchRecording } from "./record-search.ts";
import { loadSearchTerms, type SearchTerms } from "./search-terms.ts";
import { inSearchTransaction, type SearchTx } from "./search-transaction.ts";
import { sourceColumn } from "./sql-text.ts";
import {
  type BankPromotionHit,
  type BusinessHit,
  type BusinessPromotionHit,
  emptySearchResult,
  type UnifiedSearchResult,
} from "./types.ts";

export interface UnifiedSearchOptions {
  /** The instant that decides which promotions are active (default: now). */
  now?: Date;
  /** Store the query in search_analytics (in the background; see flushSearchRecords). */
  record?: SearchRecording;
}

/**
 * The dropdown's search (spec "Unified search dropdown", §9): active businesses, active promotions
 * of active businesses and currently valid bank promotions, each kind best first and capped at
 * 5 / 3 / 3 (11 hits, within the spec's 15 hits per request), with the total number of matches.
 * Queries shorter than 2 characters (after normalising) return an empty result and are not recorded.
 */
export async function unifiedSearch(
  rawQuery: unknown,
  options: UnifiedSearchOptions = {},
): Promise<UnifiedSearchResult> {
  const query = normalizeSearchQuery(rawQuery);
  if (!isSearchableQuery(query)) return emptySearchResult(query);
  const now = options.now ?? new Date();
  const terms = await loadSearchTerms(query);

  const result = terms
    ? await inSearchTransaction(terms, async (tx, ids) => {
        const foundBusinesses = await searchBusinessHits(tx, terms, ids);
        const foundPromotions = await searchBusinessPromotionHits(tx, terms, now);
        const foundBankPromotions = await searchBankPromotionHits(tx, terms, ids, buenosAiresDateKey(now));
        const counts = {
          businesses: foundBusinesses.total,
          businessPromotions: foundPromotions.total,
          bankPromotions: foundBankPromotions.total,
        };
        return {
          query,
          total: counts.businesses + counts.businessPromotions + counts.bankPromotions,
          counts,
          businesses: foundBusinesses.hits,
          businessPromotions: foundPromotions.hits,
          bankPromotions: foundBankPromotions.hits,
        } satisfies UnifiedSearchResult;
      })
    : emptySearchResult(query);

  if (options.record) void recordSearchInBackground(query, result.total, options.record, now);
  return result;
}

type Prepared = SearchTerms;
interface Found<T> {
  hits: T[];
  total: number;
}

async function searchBusinessHits(tx: SearchTx, terms: Prepared, ids: MatchingIds): Promise<Found<BusinessHit>> {
  const match = businessMatch(terms, ids.categoryIds, [
    businesses.slug,
    businesses.logoUrl,
    businesses.isPremium,
    businesses.premiumLevel,
  ]);
  const rows = await tx
    .select({
      uuid: sourceColumn(businesses.uuid),
      slug: sourceColumn(businesses.slug),
      name: sourceColumn(businesses.name),
      logoUrl: sourceColumn(businesses.logoUrl),
      category: categories.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(match.source)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.status, "active"))
    .orderBy(...match.orderBy)
    .limit(SEARCH_MAX_BUSINESSES);
  return {
    total: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      objectID: row.uuid,
      type: "business",
      slug: row.slug,
      name: row.name,
      category: row.category,
      logoUrl: row.logoUrl,
    })),
  };
}

async function searchBusinessPromotionHits(
  tx: SearchTx,
  terms: Prepared,
  now: Date,
): Promise<Found<BusinessPromotionHit>> {
  const match = businessPromotionMatch(terms);
  const rows = await tx
    .select({
      id: sourceColumn(businessPromotions.id),
      title: sourceColumn(businessPromotions.title),
      discountBenefit: sourceColumn(businessPromotions.discountBenefit),
      businessSlug: businesses.slug,
      businessName: businesses.name,
      logoUrl: businesses.logoUrl,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(match.source)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(
      and(
        eq(businesses.status, "active"),
        // The derived table carries the columns the live rule reads (promotion-match.ts).
        livePromotionWhere(now),
      ),
    )
    .orderBy(
      sql`round((${match.score})::numeric, 1) desc`,
      sql`${businessPromotions.isFeatured} desc`,
      sql`${businesses.isPremium} desc`,
      sql`${businesses.premiumLevel} desc`,
      sql`${match.score} desc`,
      sql`${businessPromotions.endDate} asc`,
      sql`${businessPromotions.id} asc`,
    )
    .limit(SEARCH_MAX_BUSINESS_PROMOTIONS);
  return {
    total: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      objectID: row.id,
      type: "business_promotion",
      title: row.title,
      discountBenefit: row.discountBenefit,
      businessSlug: row.businessSlug,
      businessName: row.businessName,
      logoUrl: row.logoUrl,
    })),
  };
}

async function searchBankPromotionHits(
  tx: SearchTx,
  terms: Prepared,
  ids: MatchingIds,
  today: string,
): Promise<Found<BankPromotionHit>> {
  const match = bankPromotionMatch(terms, ids.bankIds);
  const rows = await tx
    .select({
      id: bankPromotions.id,
      title: bankPromotions.title,
      discountText: bankPromotions.discountText,
      bank: banks.slug,
      bankName: banks.name,
      logoUrl: banks.logoUrl,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bankPromotions)
    .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
    .where(and(lte(bankPromotions.validFrom, today), gte(bankPromotions.validTo, today), match.where))
    .orderBy(
      sql`round((${match.score})::numeric, 1) desc`,
      sql`${bankPromotions.isFeatured} desc`,
      sql`${match.score} desc`,
      sql`${bankPromotions.validTo} asc`,
      sql`${bankPromotions.id} asc`,
    )
    .limit(SEARCH_MAX_BANK_PROMOTIONS);
  return {
    total: rows[0]?.total ?? 0,
    hits: rows.map((row) => ({
      objectID: String(row.id),
      type: "bank_promotion",
      title: row.title,
      discountText: row.discountText,
      bank: row.bank,
      bankName: row.bankName,
      logoUrl: row.logoUrl,
    })),
  };
}
