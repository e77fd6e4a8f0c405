import { trendingTermKey } from "#core/trending-terms.ts";
import { consumeRateLimit } from "../platform/auth/rate-limit.ts";
import { getDb } from "../platform/db/client.ts";
import { searchAnalytics } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";

/** Who asked for a search to be recorded: a hashed client id (server/platform/http/visitor-id.ts `clientHash`). */
export interface SearchRecording {
  client: string;
}

/**
 * How much one client can write into the trending list: each query once an hour, and 30 queries an
 * hour in all (a person settles on a few searches; a script sent 100 of one line). Counted in the
 * database (rate_limits) so every instance agrees.
 */
export const RECORD_LIMITS = {
  perQuery: { window: 3600, max: 1 },
  perClient: { window: 3600, max: 30 },
} as const;

/**
 * Stores one search (spec: search_analytics.search_query, created_at) with its number of results and
 * the hashed client, unless that client is over its limits. Returns whether it was stored.
 */
export async function recordSearch(
  query: string,
  resultsCount: number,
  recording: SearchRecording,
  at: Date = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const { client } = recording;
  const term = trendingTermKey(query);
  if (!term) return false;
  const now = at.getTime();
  const once = await consumeRateLimit(db, `search-term:${client}:${term}`, RECORD_LIMITS.perQuery, now);
  if (!once.allowed) return false;
  const overall = await consumeRateLimit(db, `search-client:${client}`, RECORD_LIMITS.perClient, now);
  if (!overall.allowed) return false;
  await db.insert(searchAnalytics).values({ searchQuery: query, resultsCount, clientHash: client, createdAt: at });
  return true;
}

const pending = new Set<Promise<void>>();

/**
 * Records without making the caller wait: failures are logged, never thrown. The returned promise
 * settles when the row is written, refused or the failure logged.
 */
export function recordSearchInBackground(
  query: string,
  resultsCount: number,
  recording: SearchRecording,
  at: Date = new Date(),
): Promise<void> {
  const promise: Promise<void> = recordSearch(query, resultsCount, recording, at)
    .then(() => undefined)
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
