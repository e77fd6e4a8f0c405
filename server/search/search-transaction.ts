import { sql } from "drizzle-orm";
import { type Database, getDb } from "../db/client.ts";
import { type MatchingIds, matchingIdsQuery, NO_MATCHING_IDS, readMatchingIds } from "./matching-ids.ts";
import type { SearchTerms } from "./search-terms.ts";

export type SearchTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The search tables are small enough to stay in memory, where an index probe costs about as much as
 * a sequential page read. PostgreSQL's default (4, for spinning disks) makes the planner prefer
 * scanning 10,000 businesses to a few hundred primary-key look-ups; 1.1 is the usual SSD setting.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Runs the /search page's queries (its count, its page) in one transaction. Its first statement
 * makes `random_page_cost` (see RANDOM_PAGE_COST) local to the transaction (SET LOCAL semantics:
 * pooled connections are not affected) and, with search terms, finds the matching categories and
 * banks (see matching-ids.ts), in one round trip. (The dropdown's search is one statement and needs
 * none of this: unified-search.ts.)
 */
export async function inSearchTransaction<T>(
  terms: SearchTerms | null,
  fn: (tx: SearchTx, ids: MatchingIds) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const settings = sql`set_config('random_page_cost', ${String(RANDOM_PAGE_COST)}, true) as page_cost`;
    if (!terms) {
      await tx.execute(sql`select ${settings}`);
      return fn(tx, NO_MATCHING_IDS);
    }
    const ids = matchingIdsQuery(terms);
    const result = await tx.execute(sql`${ids.with} select ${settings}, ${ids.columns}`);
    const row = (result as unknown as { rows: { category_ids?: unknown; bank_ids?: unknown }[] }).rows[0];
    return fn(tx, readMatchingIds(row));
  });
}
