import { sql } from "drizzle-orm";
import { buenosAiresNow } from "#core/opening-hours.ts";
import { getDb } from "../platform/db/client.ts";
import { businessAnalytics } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";

/** Adds `views` page views to the business's row for that Buenos Aires day; atomic under concurrency. */
export async function recordBusinessView(businessUuid: string, now: Date = new Date(), views = 1): Promise<void> {
  const db = await getDb();
  await db
    .insert(businessAnalytics)
    .values({ businessUuid, date: buenosAiresNow(now).date, pageViews: views })
    .onConflictDoUpdate({
      target: [businessAnalytics.businessUuid, businessAnalytics.date],
      set: { pageViews: sql`${businessAnalytics.pageViews} + ${views}` },
    });
}

/**
 * Page views are counted in memory and written every few seconds as one upsert per business and
 * day, so a busy business page costs no database write per visit. At most one interval of counts
 * is lost if the process dies; a normal shutdown flushes them.
 */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;
const pending = new Map<string, { businessUuid: string; at: Date; views: number }>();
let timer: NodeJS.Timeout | undefined;

export function countBusinessView(businessUuid: string, now: Date = new Date()): void {
  const key = `${businessUuid}|${buenosAiresNow(now).date}`;
  const entry = pending.get(key);
  if (entry) entry.views++;
  else pending.set(key, { businessUuid, at: now, views: 1 });
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    flushBusinessViews().catch((error) => logger.error({ err: error }, "no se pudieron guardar las visitas"));
  }, VIEW_FLUSH_INTERVAL_MS).unref();
}

export async function flushBusinessViews(): Promise<void> {
  const batch = [...pending.values()];
  pending.clear();
  for (const { businessUuid, at, views } of batch) await recordBusinessView(businessUuid, at, views);
}
