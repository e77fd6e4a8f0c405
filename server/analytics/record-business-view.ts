import { sql } from "drizzle-orm";
import { buenosAiresNow } from "../../app/domain/opening-hours.ts";
import { getDb } from "../db/client.ts";
import { businessAnalytics } from "../db/schema.ts";

/** Counts one page view in the business's row for today (Buenos Aires date); atomic under concurrency. */
export async function recordBusinessView(businessUuid: string, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(businessAnalytics)
    .values({ businessUuid, date: buenosAiresNow(now).date, pageViews: 1 })
    .onConflictDoUpdate({
      target: [businessAnalytics.businessUuid, businessAnalytics.date],
      set: { pageViews: sql`${businessAnalytics.pageViews} + 1` },
    });
}
