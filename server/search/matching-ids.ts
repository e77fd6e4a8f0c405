import { type SQL, sql } from "drizzle-orm";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";
import { rankingFold } from "./sql-text.ts";

export interface MatchingIds {
  /** Categories whose name matches, plus the children of those (a parent's name finds its subcategories). */
  categoryIds: number[];
  /** Banks whose name matches ("galicia", "nacion"). */
  bankIds: number[];
}

/**
 * The small lookups (dozens of categories and banks), done in the first statement of the search
 * transaction (see inSearchTransaction), so the big queries get plain id lists: simpler to plan,
 * and `category_id = any(…)` stays an index condition. A name matches like a business name: every
 * word as a prefix (Spanish full text, accent-free), or trigram-similar to every word of 4+
 * characters (typos).
 *
 * Returns the statement's WITH clause and its select-list columns `category_ids`, `bank_ids`.
 */
export function matchingIdsQuery(terms: SearchTerms): { with: SQL; columns: SQL } {
  const matches = (name: SQL) => {
    const fuzzy = fuzzyMatch(terms, rankingFold(name), "scan");
    return sql`(to_tsvector('spanish', ${rankingFold(name)}) @@ to_tsquery('spanish', ${terms.tsquery})${
      fuzzy ? sql` or ${fuzzy}` : sql``
    })`;
  };
  return {
    // A category an admin pointed this query at counts as a matching one (search_category_links).
    with: sql`with search_cm as materialized (select id from categories where ${matches(sql`name`)}${
      terms.linkedCategoryIds.length > 0 ? sql` or id = any(${intArray(terms.linkedCategoryIds)})` : sql``
    })`,
    columns: sql`array(select id from categories where id in (select id from search_cm) or parent_id in (select id from search_cm) order by id) as category_ids, array(select id from banks where ${matches(sql`name`)} order by id) as bank_ids`,
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
