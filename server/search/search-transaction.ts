import { sql } from "drizzle-orm";
import { type Database, getDb } from "../db/client.ts";

export type SearchTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Trigram word similarity from which `<%` counts as a match. PostgreSQL's default (0.6) misses
 * common typos: word_similarity('farmcia', 'farmacia del centro') is 0.55 and
 * word_similarity('farmcia', 'farmacias') is 0.5.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * The search tables are small enough to stay in memory, where an index probe costs about as much as
 * a sequential page read. PostgreSQL's default (4, for spinning disks) makes the planner prefer
 * scanning 10,000 businesses to a few hundred primary-key look-ups; 1.1 is the usual SSD setting.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Runs search queries in one read-only transaction with two settings made locally (SET LOCAL
 * semantics: they end with the transaction, so pooled connections are not affected):
 * `pg_trgm.word_similarity_threshold`, read by the `<%` operator (the form the trigram GIN indexes
 * can answer), and `random_page_cost`.
 */
export async function inSearchTransaction<T>(fn: (tx: SearchTx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('random_page_cost', ${String(RANDOM_PAGE_COST)}, true)`,
      );
      return fn(tx);
    },
    { accessMode: "read only" },
  );
}
