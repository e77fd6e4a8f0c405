import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { businesses } from "../db/schema.ts";
import { intArray } from "./matching-ids.ts";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";
import { columnList, indexedFold, rankingFold } from "./sql-text.ts";

/**
 * How a business matches a query, shared by the unified search and the /search page.
 *
 * A business matches when
 * - its name or description contains every word as a prefix (Spanish full text, accent-free):
 *   "farm" finds "Farmacia", "cafe" finds "Café"; or
 * - its category, or the category's parent, matches (see matching-ids.ts): "farmacia" finds every
 *   business of "Farmacias", "salud" every business of its subcategories; or
 * - only when the full text finds no business at all: its name is trigram-similar to every word of
 *   4+ characters of the query (typos: "farmcia", "pizeria"). Typo matching is a fallback, like a
 *   "did you mean": it never adds look-alikes to a query that already matches.
 *
 * Each way is its own index scan (`businesses_fts_idx`, `businesses_category_idx`,
 * `businesses_name_trgm_idx`, with the expressions written exactly as those indexes), combined with
 * UNION ALL. A single OR over them would make PostgreSQL recompute the full-text vector of every
 * candidate to recheck it; the union never does, and the ranking only reads the (short) name.
 *
 * Relevance = word_similarity(query, name) (0–1) + 0.5 when the category matches.
 * Ordered by relevance in steps of 0.1 (so near-equal matches tie), then premium (is_premium,
 * premium_level), then the exact relevance and the name.
 */
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

/** Bonus for a business whose category matches: below a good name match, above a description hit. */
const CATEGORY_MATCH_BONUS = 0.5;

/**
 * The columns the derived table carries by default: what the unified search and the /search page
 * select, filter and sort on. Fewer columns through the UNION keep planning cheap.
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

export function businessMatch(
  terms: SearchTerms,
  categoryIds: readonly number[],
  columns: readonly AnyColumn[] = BUSINESS_SEARCH_COLUMNS,
): BusinessMatch {
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(name, '') || ' ' || coalesce(description, '')))`;
  const inCategories = sql`category_id = any(${intArray(categoryIds)})`;
  const score = sql`(word_similarity(${terms.text}, ${rankingFold(sql`name`)}) + case when ${inCategories} then ${sql.raw(String(CATEGORY_MATCH_BONUS))} else 0 end) as search_score`;
  const fuzzy = fuzzyMatch(terms, indexedFold(sql`name`));
  // The ranking and the branches below need these whatever the caller selects.
  const needed = [businesses.uuid, businesses.name, businesses.categoryId, businesses.status];
  const list = columnList([...new Set([...needed, ...columns])]);
  const branches = [
    sql`select *, ${score} from search_fts`,
    ...(categoryIds.length > 0
      ? [
          sql`select ${list}, ${score} from businesses where ${inCategories} and uuid not in (select uuid from search_fts)`,
        ]
      : []),
    ...(fuzzy
      ? [
          sql`select ${list}, ${score} from businesses where not exists (select 1 from search_fts) and ${fuzzy} and not coalesce(${inCategories}, false)`,
        ]
      : []),
  ];
  const source = sql`(with search_fts as materialized (select ${list} from businesses where ${document} @@ to_tsquery('spanish', ${terms.tsquery})) ${sql.join(branches, sql` union all `)}) as businesses`;
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
