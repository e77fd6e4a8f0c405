/**
 * What the demo owner's statistics and dashboard show: for each of their businesses, two months of
 * daily page views with a weekly rhythm (busier towards the weekend, growing a little this month),
 * leads of each kind, the searches that led visitors there, new favourites, and promotion views,
 * clicks and coupon copies; and something to attend to on the dashboard (a pending claim by someone
 * else, a plan ending within days, a holiday coming without special hours). Every other business
 * gets lighter lead numbers on its last week of page views. A few bulk statements: seeding stays fast.
 */
import { inArray, sql } from "drizzle-orm";
import { buenosAiresDateKey, inBuenosAires } from "#core/time-zone.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { pickOwnedBusinesses } from "./accounts.ts";
import type { SeedBusiness } from "./businesses.ts";
import { insertBatched } from "./insert.ts";
import { DEMO_STATS_DAYS, type DemoOwnedBusiness, demoOwnerDay } from "./owner-day.ts";
import type { Rng } from "./random.ts";
import { addCivilDays, DAY } from "./time.ts";

export async function seedOwnerStats(
  db: Database,
  rng: Rng,
  now: Date,
  businesses: SeedBusiness[],
  users: readonly { id: string }[],
): Promise<number> {
  const owned = pickOwnedBusinesses(businesses);
  const ownedUuids = owned.map((b) => b.row.uuid);
  const today = buenosAiresDateKey(now);
  const t = inBuenosAires(now);
  const dayShare = (t.getHours() * 60 + t.getMinutes()) / (24 * 60);

  // Everyone else: leads in proportion to the page views the analytics seed gave them (deterministic).
  const share = (salt: string, pct: number) =>
    sql.raw(
      `(page_views * ${pct} * (50 + abs(hashtext(business_uuid::text || date::text || '${salt}')) % 100) / 10000)`,
    );
  await db.execute(sql`
    update ${schema.businessAnalytics} set
      calls = ${share("c", 6)}, whatsapp_clicks = ${share("w", 8)}, website_clicks = ${share("s", 2)},
      email_clicks = ${share("e", 1)}, directions_clicks = ${share("d", 4)}
    where business_uuid not in (${sql.join(
      ownedUuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`);
  if (owned.length === 0) return 0;

  await db.delete(schema.businessAnalytics).where(inArray(schema.businessAnalytics.businessUuid, ownedUuids));
  const analytics: (typeof schema.businessAnalytics.$inferInsert)[] = [];
  const referrals: (typeof schema.businessSearchReferrals.$inferInsert)[] = [];
  for (const b of owned) {
    for (let d = DEMO_STATS_DAYS - 1; d >= 0; d--) {
      const day = demoOwnerDay(demoOwnedBusiness(b), addCivilDays(today, -d), {
        share: d === 0 ? Math.max(0.1, dayShare) : 1,
        growth: d < 30 ? 1.15 : 1,
      });
      analytics.push(day.analytics);
      referrals.push(...day.referrals);
    }
  }
  await insertBatched(db, schema.businessAnalytics, analytics, 500);
  await insertBatched(db, schema.businessSearchReferrals, referrals, 500);

  // New favourites over the two months, from neighbours who had not saved the business yet.
  const favorites: (typeof schema.favorites.$inferInsert)[] = [];
  owned.forEach((b, index) => {
    for (const user of rng.shuffle(users).slice(0, index === 0 ? 34 : 16)) {
      favorites.push({
        userId: user.id,
        businessUuid: b.row.uuid,
        createdAt: new Date(now.getTime() - rng.float(0.05, DEMO_STATS_DAYS - 1) * DAY),
      });
    }
  });
  if (favorites.length > 0) await db.insert(schema.favorites).values(favorites).onConflictDoNothing();

  const promotionCount = await seedPromotionEvents(db, rng, now, ownedUuids);
  return analytics.length + referrals.length + favorites.length + promotionCount;
}

/** A seeded business as the day's numbers read it. */
export function demoOwnedBusiness(b: SeedBusiness): DemoOwnedBusiness {
  return {
    uuid: b.row.uuid,
    name: b.row.name,
    categoryName: b.sourceCategory.name,
    city: b.row.city ?? "",
    isPremium: Boolean(b.row.isPremium),
    hasDelivery: Boolean(b.row.hasDelivery),
    acceptsCredit: Boolean(b.row.acceptsCredit),
    hasWebsite: Boolean(b.row.websiteUrl),
    hasEmail: Boolean(b.row.email),
  };
}

/** Views, clicks and coupon copies of the owner's promotions on the days each ran; the counters follow. */
async function seedPromotionEvents(db: Database, rng: Rng, now: Date, ownedUuids: string[]): Promise<number> {
  const promotions = await db
    .select({
      id: schema.businessPromotions.id,
      start: schema.businessPromotions.startDate,
      end: schema.businessPromotions.endDate,
      coupon: schema.businessPromotions.couponCode,
    })
    .from(schema.businessPromotions)
    .where(inArray(schema.businessPromotions.businessUuid, ownedUuids));
  const events: (typeof schema.promotionEvents.$inferInsert)[] = [];
  const since = now.getTime() - DEMO_STATS_DAYS * DAY;
  for (const p of promotions) {
    const from = Math.max(p.start.getTime(), since);
    const to = Math.min(p.end.getTime(), now.getTime());
    for (let at = from; at < to; at += DAY) {
      const views = rng.int(4, 22);
      const clicks = Math.round(views * rng.float(0.05, 0.2));
      const copies = p.coupon ? Math.round(views * rng.float(0, 0.08)) : 0;
      const add = (eventType: string, n: number) => {
        for (let i = 0; i < n; i++) {
          const createdAt = new Date(Math.min(to - 1000, at + rng.float(0, DAY)));
          events.push({
            promotionId: p.id,
            eventType,
            referrer: rng.pick(["homepage", "/ofertas", "/search"]),
            createdAt,
          });
        }
      };
      add("view", views);
      add("click", clicks);
      add("coupon_copy", copies);
    }
  }
  await insertBatched(db, schema.promotionEvents, events, 500);
  await db.execute(sql`
    update ${schema.businessPromotions} as p set
      views_count = p.views_count + e.views, clicks_count = p.clicks_count + e.clicks,
      coupon_copies_count = p.coupon_copies_count + e.copies
    from (
      select promotion_id,
        count(*) filter (where event_type = 'view')::int as views,
        count(*) filter (where event_type = 'click')::int as clicks,
        count(*) filter (where event_type = 'coupon_copy')::int as copies
      from ${schema.promotionEvents} group by promotion_id
    ) as e
    where e.promotion_id = p.id and p.business_uuid in (${sql.join(
      ownedUuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    )})`);
  return events.length;
}
