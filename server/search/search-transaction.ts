import { sql } from "drizzle-orm";
import { type Database, getDb } from "../platform/db/client.ts";

export type SearchTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The search tables are small enough to stay in memory, where an index probe costs about as much as
 * a sequential page read. PostgreSQL's default (4, for spinning disks) makes the planner prefer
 * scanning 10,000 businesses to a few hundred primary-key look-ups; 1.1 is the usual SSD setting.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Runs the /search page's queries (its count, its page) in one transaction whose first statement
 * makes `random_page_cost` (see RANDOM_PAGE_COST) local to it (SET LOCAL semantics: pooled
 * connections are not affected).
 */
export async function inSearchTransaction<T>(fn: (tx: SearchTx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('random_page_cost', ${String(RANDOM_PAGE_COST)}, true)`);
    return fn(tx);
  });
}
