import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { businesses } from "../db/schema.ts";
import { intArray } from "./matching-ids.ts";
import { fuzzyWordArray, type SearchTerms } from "./search-terms.ts";
import { columnList } from "./sql-text.ts";

/**
 * How a business matches a query, shared by the unified search and the /search page. Both read the
 * business rows of `search_documents` (migration 0009: kept in step with businesses by triggers).
 *
 * A business matches when
 * - its name or description contains every word as a prefix (Spanish full text, accent-free):
 *   "farm" finds "Farmacia", "cafe" finds "Café"; or
 * - its category, or the category's parent, matches (see matching-ids.ts): "farmacia" finds every
 *   business of "Farmacias", "salud" every business of its subcategories; or
 * - only when the full text finds no business at all (of any status): its name is trigram-similar
 *   to every word of 4+ characters of the query (typos: "farmcia", "pizeria"). Typo matching is a
 *   fallback, like a "did you mean": it never adds look-alikes to a query that already matches.
 *
 * Each way is its own index scan (`search_documents_business_fts_idx`, `…_category_idx`, and
 * `…_business_trgm_idx` through search_similar_businesses(), which carries the trigram threshold),
 * combined with UNION ALL. The typo branch runs only when the full text found nothing.
 *
 * Relevance = word_similarity(query, folded name) (0–1) + 0.5 when the category matches.
 * Ordered by relevance in steps of 0.1 (so near-equal matches tie), then premium (is_premium,
 * premium_level), then the exact relevance and the name.
 */

/** Bonus for a business whose category matches: below a good name match, above a description hit. */
const CATEGORY_MATCH_BONUS = 0.5;

/** What the business rows of search_documents give each match (besides its `search_score`). */
const DOCUMENT_COLUMNS = sql`business_uuid, category_id, status, is_premium, premium_level, label, folded_label`;

export interface BusinessMatchCtes {
  /**
   * Common table expressions: `search_business_fts` (the documents the full text finds, any status)
   * and `search_businesses` (every match, any status: business_uuid, status, is_premium,
   * premium_level, label and search_score).
   */
  ctes: SQL;
  /** ORDER BY for "relevance" over `search_businesses`' columns. */
  orderBy: SQL;
}

/** `categoryIds`: the matching categories as an `int[]` expression (see matching-ids.ts). */
export function businessMatchCtes(terms: SearchTerms, categoryIds: SQL): BusinessMatchCtes {
  const inCategories = sql`category_id = any(${categoryIds})`;
  const score = sql`word_similarity(${terms.text}, folded_label) + case when ${inCategories} then ${sql.raw(String(CATEGORY_MATCH_BONUS))} else 0 end as search_score`;
  const words = fuzzyWordArray(terms);
  const branches = [
    sql`select *, ${score} from search_business_fts`,
    sql`select ${DOCUMENT_COLUMNS}, ${score} from search_documents where kind = 'business' and ${inCategories} and business_uuid not in (select business_uuid from search_business_fts)`,
    ...(words
      ? [
          sql`select ${DOCUMENT_COLUMNS}, ${score} from search_documents where kind = 'business' and not exists (select 1 from search_business_fts) and business_uuid = any(array(select search_similar_businesses(${words}))) and not coalesce(${inCategories}, false)`,
        ]
      : []),
  ];
  return {
    ctes: sql`search_business_fts as materialized (select ${DOCUMENT_COLUMNS} from search_documents where kind = 'business' and document @@ to_tsquery('spanish', ${terms.tsquery})), search_businesses as (${sql.join(branches, sql` union all `)})`,
    orderBy: sql`round(search_score::numeric, 1) desc, is_premium desc, premium_level desc, search_score desc, label asc, business_uuid asc`,
  };
}

export interface BusinessMatch {
  /**
   * Use in place of the businesses table (`.from(match.source)`): a derived table named
   * "businesses" with the chosen columns of the matching rows (any status) plus `search_score`,
   * so `businesses.*` column references and further filters work unchanged.
   */
  source: SQL;
  score: SQL<number>;
  /** ORDER BY for "relevance". */
  orderBy: SQL[];
}

/**
 * The columns the derived table carries by default: what the /search page selects, filters and
 * sorts on. Fewer columns keep planning cheap.
 */
export const BUSINESS_SEARCH_COLUMNS: readonly AnyColumn[] = [
  businesses.uuid,
  businesses.name,
  businesses.slug,
  businesses.logoUrl,
  businesses.categoryId,
  businesses.status,
  businesses.isPremium,
  businesses.premiumLevel,
  businesses.googleRating,
  businesses.createdAt,
  businesses.acceptsCredit,
  businesses.acceptsDebit,
  businesses.acceptsQr,
  businesses.acceptsTransfer,
  businesses.hasDelivery,
  businesses.hasParking,
  businesses.hasAccessibility,
  businesses.latitude,
  businesses.longitude,
];

/** The matches as the businesses table (the /search page and its map: filters on business columns). */
export function businessMatch(
  terms: SearchTerms,
  categoryIds: readonly number[],
  columns: readonly AnyColumn[] = BUSINESS_SEARCH_COLUMNS,
): BusinessMatch {
  const match = businessMatchCtes(terms, intArray(categoryIds));
  const list = columnList([...new Set([businesses.uuid, businesses.name, ...columns])], "businesses");
  const source = sql`(with ${match.ctes} select ${list}, search_businesses.search_score from search_businesses join businesses on businesses.uuid = search_businesses.business_uuid) as businesses`;
  const searchScore = sql<number>`${businesses}.search_score`.mapWith(Number);
  return {
    source,
    score: searchScore,
    orderBy: [
      sql`round((${searchScore})::numeric, 1) desc`,
      sql`${businesses.isPremium} desc`,
      sql`${businesses.premiumLevel} desc`,
      sql`${searchScore} desc`,
      sql`${businesses.name} asc`,
      sql`${businesses.uuid} asc`,
    ],
  };
}
