import { getDb } from "../db/client.ts";
import { searchAnalytics } from "../db/schema.ts";
import { logger } from "../logger.ts";

/** Stores one search (spec: search_analytics.search_query, created_at) with its number of results. */
export async function recordSearch(query: string, resultsCount: number, at: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db.insert(searchAnalytics).values({ searchQuery: query, resultsCount, createdAt: at });
}

const pending = new Set<Promise<void>>();

/**
 * Records without making the caller wait: failures are logged, never thrown. The returned promise
 * settles when the row is written (or the failure logged).
 */
export function recordSearchInBackground(query: string, resultsCount: number, at: Date = new Date()): Promise<void> {
  const promise: Promise<void> = recordSearch(query, resultsCount, at)
    .catch((error: unknown) => {
      logger.error({ err: error }, "no se pudo registrar la búsqueda");
    })
    .finally(() => {
      pending.delete(promise);
    });
  pending.add(promise);
  return promise;
}

/** Waits for every background recording started so far (tests, graceful shutdown). */
export async function flushSearchRecords(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
