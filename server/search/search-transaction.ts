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
 * Runs search queries in one read-only transaction whose `pg_trgm.word_similarity_threshold` is
 * set locally (SET LOCAL semantics: it ends with the transaction, so pooled connections are not
 * affected). The `<%` operator reads it, and it is the form the trigram GIN indexes can answer.
 */
export async function inSearchTransaction<T>(fn: (tx: SearchTx) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      return fn(tx);
    },
    { accessMode: "read only" },
  );
}
