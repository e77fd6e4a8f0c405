/**
 * A demo install stays a demo a month later. The demo data is seeded once, relative to the day it was
 * loaded; without this task an owner signing in weeks later would find empty weeks in their
 * statistics and dashboard, and the admin's "this week" would be zeros. Each run fills the days
 * that have no numbers yet (never today, which real visits are still filling):
 * - the demo owner's businesses: the last 60 days, as the seed draws them (`demoOwnerDay`);
 * - every other business that had numbers: the last 7 days, around its own average.
 *
 * Runs only where the demo owner exists (never on a real install). Idempotent and deterministic per
 * business and day, so every instance may run it (decision 19): rows are inserted ON CONFLICT DO NOTHING.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import {
  businessAnalytics,
  businesses,
  businessSearchReferrals,
  categories,
  userRoles,
} from "../platform/db/schema.ts";
import type { PeriodicTask } from "../platform/schedule/periodic-tasks.ts";
import { keepDemoPosts } from "./keep-demo-posts.ts";
import { keepDemoRota } from "./keep-demo-rota.ts";
import { DEMO_OWNER_ID, DEMO_STATS_DAYS, demoOwnerDay } from "./seed/owner-day.ts";

/** How far back other businesses' page views are kept filled: the admin's and the home's week. */
const OTHERS_DAYS = 7;

export async function keepDemoCurrent(now: Date): Promise<number> {
  const db = await getDb();
  const owned = await db
    .select({
      uuid: businesses.uuid,
      name: businesses.name,
      categoryName: categories.name,
      city: businesses.city,
      isPremium: businesses.isPremium,
      hasDelivery: businesses.hasDelivery,
      acceptsCredit: businesses.acceptsCredit,
      websiteUrl: businesses.websiteUrl,
      email: businesses.email,
    })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(userRoles.userId, DEMO_OWNER_ID), eq(userRoles.role, "business_owner")));
  if (owned.length === 0) return 0;

  const today = buenosAiresDateKey(now);
  const from = addDaysToDateKey(today, -(DEMO_STATS_DAYS - 1));
  const filled = await db
    .select({ uuid: businessAnalytics.businessUuid, date: businessAnalytics.date })
    .from(businessAnalytics)
    .where(
      and(
        inArray(
          businessAnalytics.businessUuid,
          owned.map((b) => b.uuid),
        ),
        gte(businessAnalytics.date, from),
        lt(businessAnalytics.date, today),
      ),
    );
  const has = new Set(filled.map((r) => `${r.uuid}:${r.date}`));
  const days = owned.flatMap((b) =>
    Array.from({ length: DEMO_STATS_DAYS - 1 }, (_, i) => addDaysToDateKey(from, i))
      .filter((date) => !has.has(`${b.uuid}:${date}`))
      .map((date) =>
        demoOwnerDay(
          {
            uuid: b.uuid,
            name: b.name,
            categoryName: b.categoryName ?? "",
            city: b.city,
            isPremium: b.isPremium,
            hasDelivery: b.hasDelivery,
            acceptsCredit: b.acceptsCredit,
            hasWebsite: Boolean(b.websiteUrl),
            hasEmail: Boolean(b.email),
          },
          date,
          { share: 1, growth: date >= addDaysToDateKey(today, -30) ? 1.15 : 1 },
        ),
      ),
  );
  await db.transaction(async (tx) => {
    if (days.length > 0) {
      await tx
        .insert(businessAnalytics)
        .values(days.map((d) => d.analytics))
        .onConflictDoNothing();
      const referrals = days.flatMap((d) => d.referrals);
      if (referrals.length > 0) await tx.insert(businessSearchReferrals).values(referrals).onConflictDoNothing();
    }
  });
  return days.length + (await fillOthers(today));
}

/**
 * Every other business that had page views in the last three months: the missing days of the last week,
 * around its own average, with leads in the seed's proportions (hashtext: the same on every run).
 */
async function fillOthers(today: string): Promise<number> {
  const db = await getDb();
  const first = addDaysToDateKey(today, -OTHERS_DAYS);
  const result = await db.execute(sql`
    insert into ${businessAnalytics}
      (business_uuid, date, page_views, calls, whatsapp_clicks, website_clicks, email_clicks, directions_clicks)
    select base.business_uuid, day.date, v.views,
      (v.views * 6 * (50 + abs(hashtext(base.business_uuid::text || day.date::text || 'c')) % 100) / 10000),
      (v.views * 8 * (50 + abs(hashtext(base.business_uuid::text || day.date::text || 'w')) % 100) / 10000),
      (v.views * 2 * (50 + abs(hashtext(base.business_uuid::text || day.date::text || 's')) % 100) / 10000),
      (v.views * 1 * (50 + abs(hashtext(base.business_uuid::text || day.date::text || 'e')) % 100) / 10000),
      (v.views * 4 * (50 + abs(hashtext(base.business_uuid::text || day.date::text || 'd')) % 100) / 10000)
    from (
      select a.business_uuid, avg(a.page_views) as views
      from ${businessAnalytics} a
      join ${businesses} b on b.uuid = a.business_uuid and b.status = 'active'
      where a.date >= ${addDaysToDateKey(today, -90)}::date and a.date < ${today}::date
        and a.business_uuid not in (select business_uuid from ${userRoles} where user_id = ${DEMO_OWNER_ID} and business_uuid is not null)
      group by a.business_uuid
    ) as base
    cross join (
      select (${first}::date + i)::date as date from generate_series(0, ${OTHERS_DAYS - 1}) as i
    ) as day
    cross join lateral (
      select round(base.views * (70 + abs(hashtext(base.business_uuid::text || day.date::text)) % 61) / 100)::int as views
    ) as v
    where not exists (
      select 1 from ${businessAnalytics} x where x.business_uuid = base.business_uuid and x.date = day.date
    )
    on conflict do nothing
    returning business_uuid`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export const keepDemoCurrentTask: PeriodicTask = {
  name: "demo al día",
  everyMs: 3600_000,
  // The numbers, the rota of farmacias de turno (keep-demo-rota.ts) and the owner's "Novedades".
  run: async (now) => (await keepDemoCurrent(now)) + (await keepDemoRota(now)) + (await keepDemoPosts(now)),
};
