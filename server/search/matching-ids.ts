import { type SQL, sql } from "drizzle-orm";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";
import type { SearchTx } from "./search-transaction.ts";
import { rankingFold } from "./sql-text.ts";

export interface MatchingIds {
  /** Categories whose name matches, plus the children of those (a parent's name finds its subcategories). */
  categoryIds: number[];
  /** Banks whose name matches ("galicia", "nacion"). */
  bankIds: number[];
}

/**
 * The small lookups (dozens of categories and banks) done first, in one round trip, so the big
 * queries get plain id lists: simpler to plan, and `category_id = any(…)` stays an index condition.
 * A name matches like a business name: every word as a prefix (Spanish full text, accent-free), or
 * trigram-similar to every word of 4+ characters (typos).
 */
export async function findMatchingIds(tx: SearchTx, terms: SearchTerms): Promise<MatchingIds> {
  const matches = (name: SQL) => {
    const fuzzy = fuzzyMatch(terms, rankingFold(name));
    return sql`(to_tsvector('spanish', ${rankingFold(name)}) @@ to_tsquery('spanish', ${terms.tsquery})${
      fuzzy ? sql` or ${fuzzy}` : sql``
    })`;
  };
  const result = await tx.execute(sql`select
    array(select search_c.id from categories search_c left join categories search_p on search_p.id = search_c.parent_id where ${matches(sql`search_c.name`)} or ${matches(sql`search_p.name`)} order by search_c.id) as category_ids,
    array(select search_bank.id from banks search_bank where ${matches(sql`search_bank.name`)} order by search_bank.id) as bank_ids`);
  const row = (result as unknown as { rows: { category_ids: unknown; bank_ids: unknown }[] }).rows[0];
  return { categoryIds: toIds(row?.category_ids), bankIds: toIds(row?.bank_ids) };
}

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
