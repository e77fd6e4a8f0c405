import { type SQL, sql } from "drizzle-orm";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";

export interface MatchingIds {
  /** Categories whose name matches, plus the children of those (a parent's name finds its subcategories). */
  categoryIds: number[];
  /** Banks whose name matches ("galicia", "nacion"). */
  bankIds: number[];
}

/**
 * The small lookups (dozens of categories and banks). A name matches like a business name: every
 * word as a prefix (Spanish full text, accent-free), or trigram-similar to every word of 4+
 * characters (typos). A category an admin pointed this exact query at counts as a matching one
 * (search_category_links), and a matching category brings its subcategories.
 *
 * As common table expressions, so the unified search answers in one statement: `search_categories`
 * and `search_banks`, each a list of `id`. `categoryIdArray` / `bankIdArray` read them as `int[]`.
 */
export function matchingIdsCtes(terms: SearchTerms): SQL {
  // search_document and folded_name: the name's full-text document and folded form, stored (schema.ts).
  const fuzzy = fuzzyMatch(terms, sql`folded_name`);
  const matches = sql`(search_document @@ to_tsquery('spanish', ${terms.tsquery})${fuzzy ? sql` or ${fuzzy}` : sql``})`;
  return sql`search_cm as materialized (select id from categories where ${matches}${
    terms.linkedCategoryIds.length > 0 ? sql` or id = any(${intArray(terms.linkedCategoryIds)})` : sql``
  }), search_categories as materialized (select id from categories where id in (select id from search_cm) or parent_id in (select id from search_cm)), search_banks as materialized (select id from banks where ${matches})`;
}

export const categoryIdArray = sql`array(select id from search_categories)`;
export const bankIdArray = sql`array(select id from search_banks)`;

/**
 * The same lookups as the first statement of a search transaction (see inSearchTransaction), so the
 * statements after it get plain id lists. Returns the WITH clause and its select-list columns
 * `category_ids`, `bank_ids`.
 */
export function matchingIdsQuery(terms: SearchTerms): { with: SQL; columns: SQL } {
  return {
    with: sql`with ${matchingIdsCtes(terms)}`,
    columns: sql`array(select id from search_categories order by id) as category_ids, array(select id from search_banks order by id) as bank_ids`,
  };
}

export function readMatchingIds(row: { category_ids?: unknown; bank_ids?: unknown } | undefined): MatchingIds {
  return { categoryIds: toIds(row?.category_ids), bankIds: toIds(row?.bank_ids) };
}

export const NO_MATCHING_IDS: MatchingIds = { categoryIds: [], bankIds: [] };

/** int[] as the drivers return it: a JS array, or PostgreSQL's text form "{1,2}". */
function toIds(value: unknown): number[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === "string"
      ? value.replace(/[{}]/g, "").split(",").filter(Boolean)
      : [];
  return items.map(Number).filter((n) => Number.isSafeInteger(n));
}

/** An `int[]` literal made of bound parameters (`array[]::int[]` when empty). */
export function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}
