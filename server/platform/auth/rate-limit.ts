/**
 * Fixed-window rate limiting stored in the database (table rate_limits), so every app instance
 * shares the same counters. One atomic upsert per attempt: concurrent requests cannot all slip
 * through on a stale read.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { throttleRetention } from "./sign-in-throttle.ts";

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the window frees up, when refused. */
  retryAfter: number | null;
}

export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitOutcome> {
  const windowMs = rule.window * 1000;
  // A fresh id, never the key: ON CONFLICT arbitrates on `key` only, so two first requests at once
  // with id = key collided on the primary key instead and answered 500 (seen under load).
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${now - windowMs} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0];
  const count = Number(row?.count ?? 1);
  const windowStart = Number(row?.last_request ?? now);
  if (count <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/**
 * Forgets windows that ended long ago; cheap enough to run now and then. The addresses a person
 * signed in from (sign-in-throttle.ts) are kept for as long as they exempt that person.
 */
export async function pruneRateLimits(db: Database, olderThanMs = 24 * 3600_000, now = Date.now()): Promise<void> {
  const { knownPrefixes, knownMs } = throttleRetention;
  const notKnown = sql.join(
    knownPrefixes.map((prefix) => sql`key not like ${`${prefix}%`}`),
    sql` and `,
  );
  await db.execute(sql`delete from rate_limits where
    (${notKnown} and last_request < ${now - olderThanMs})
    or last_request < ${now - Math.max(olderThanMs, knownMs)}`);
}

/** "Demasiados intentos…" with a human wait time. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} segundos` : minutes === 1 ? "1 minuto" : `${minutes} minutos`;
  return `Demasiados intentos. Esperá ${wait} y volvé a probar.`;
}
