import { type SQL, sql } from "drizzle-orm";
import {
  isSearchableQuery,
  normalizeSearchQuery,
  SEARCH_MAX_BANK_PROMOTIONS,
  SEARCH_MAX_BUSINESS_PROMOTIONS,
  SEARCH_MAX_BUSINESSES,
} from "#core/search-constants.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../db/client.ts";
import { businessMatchCtes } from "./business-match.ts";
import { bankIdArray, categoryIdArray, matchingIdsCtes } from "./matching-ids.ts";
import {
  BANK_PROMOTION_ORDER,
  BUSINESS_PROMOTION_ORDER,
  bankPromotionMatchCte,
  businessPromotionMatchCtes,
} from "./promotion-match.ts";
import { recordSearchInBackground, type SearchRecording } from "./record-search.ts";
import { loadSearchTerms, type SearchTerms } from "./search-terms.ts";
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
 *
 * One statement over search_documents answers it all (the matching categories and banks, the three
 * kinds with their counts and their hits, typos included: their branches run only when the full
 * text found nothing), without a transaction.
 */
export async function unifiedSearch(
  rawQuery: unknown,
  options: UnifiedSearchOptions = {},
): Promise<UnifiedSearchResult> {
  const query = normalizeSearchQuery(rawQuery);
  if (!isSearchableQuery(query)) return emptySearchResult(query);
  const now = options.now ?? new Date();
  const terms = await loadSearchTerms(query);
  let result = emptySearchResult(query);
  if (terms) {
    const db = await getDb();
    const answer = (await db.execute(unifiedStatement(terms, now))) as unknown as { rows: StatementRow[] };
    const row = answer.rows[0];
    if (!row) throw new Error("la búsqueda no devolvió fila");
    result = { ...readStatementRow(row), query };
  }
  if (options.record) void recordSearchInBackground(query, result.total, options.record, now);
  return result;
}

interface StatementRow {
  business_count: number | string;
  promotion_count: number | string;
  bank_count: number | string;
  businesses: unknown;
  promotions: unknown;
  banks: unknown;
}

function readStatementRow(row: StatementRow): UnifiedSearchResult {
  const counts = {
    businesses: Number(row.business_count),
    businessPromotions: Number(row.promotion_count),
    bankPromotions: Number(row.bank_count),
  };
  return {
    query: "",
    total: counts.businesses + counts.businessPromotions + counts.bankPromotions,
    counts,
    businesses: jsonRows<Omit<BusinessHit, "type">>(row.businesses).map((hit) => ({ ...hit, type: "business" })),
    businessPromotions: jsonRows<Omit<BusinessPromotionHit, "type">>(row.promotions).map((hit) => ({
      ...hit,
      type: "business_promotion",
    })),
    bankPromotions: jsonRows<Omit<BankPromotionHit, "type">>(row.banks).map((hit) => ({
      ...hit,
      type: "bank_promotion",
    })),
  };
}

/** A json column as the drivers return it: parsed already, or its text. */
function jsonRows<T>(value: unknown): T[] {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/**
 * The whole search as one statement: matching categories and banks, then per kind the matches
 * (any status), the live ones, their count and the best few with what the dropdown shows.
 */
function unifiedStatement(terms: SearchTerms, now: Date): SQL {
  const business = businessMatchCtes(terms, categoryIdArray);
  const instant = sql`${now.toISOString()}::timestamptz`;
  return sql`with ${matchingIdsCtes(terms)}, ${business.ctes}, ${businessPromotionMatchCtes(terms)}, ${bankPromotionMatchCte(terms, bankIdArray, buenosAiresDateKey(now))},
  search_business_hits as (select * from search_businesses where status = 'active'),
  search_business_top as (select business_uuid, row_number() over (order by ${business.orderBy}) as position from search_business_hits order by ${business.orderBy} limit ${SEARCH_MAX_BUSINESSES}),
  search_promotion_hits as (select * from search_promotions where status = 'active' and paused_at is null and starts_at <= ${instant} and ends_at >= ${instant}),
  search_promotion_top as (select promotion_id, row_number() over (order by ${BUSINESS_PROMOTION_ORDER}) as position from search_promotion_hits order by ${BUSINESS_PROMOTION_ORDER} limit ${SEARCH_MAX_BUSINESS_PROMOTIONS}),
  search_bank_top as (select bank_promotion_id, row_number() over (order by ${BANK_PROMOTION_ORDER}) as position from search_bank_promotions order by ${BANK_PROMOTION_ORDER} limit ${SEARCH_MAX_BANK_PROMOTIONS})
select
  (select count(*) from search_business_hits) as business_count,
  (select count(*) from search_promotion_hits) as promotion_count,
  (select count(*) from search_bank_promotions) as bank_count,
  (select coalesce(json_agg(json_build_object('objectID', b.uuid, 'slug', b.slug, 'name', b.name, 'category', c.name, 'logoUrl', b.logo_url) order by t.position), '[]'::json)
    from search_business_top t join businesses b on b.uuid = t.business_uuid left join categories c on c.id = b.category_id) as businesses,
  (select coalesce(json_agg(json_build_object('objectID', p.id, 'title', p.title, 'discountBenefit', p.discount_benefit, 'businessSlug', b.slug, 'businessName', b.name, 'logoUrl', b.logo_url) order by t.position), '[]'::json)
    from search_promotion_top t join business_promotions p on p.id = t.promotion_id join businesses b on b.uuid = p.business_uuid) as promotions,
  (select coalesce(json_agg(json_build_object('objectID', k.id::text, 'title', k.title, 'discountText', k.discount_text, 'bank', bk.slug, 'bankName', bk.name, 'logoUrl', bk.logo_url) order by t.position), '[]'::json)
    from search_bank_top t join bank_promotions k on k.id = t.bank_promotion_id join banks bk on bk.id = k.bank_id) as banks`;
}
