import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { countBusinessView, flushBusinessViews, recordBusinessView } from "../analytics/record-business-view.ts";
import { businessAnalytics, businesses } from "../platform/db/schema.ts";
import { getPublicBusiness } from "./get-public-business.ts";

const getHandle = setupTestDatabase();

describe("getPublicBusiness", () => {
  it("finds the same active business by slug, numeric id and v4 uuid", async () => {
    const { db } = getHandle();
    const [row] = await db.select().from(businesses).where(eq(businesses.status, "active")).limit(1);
    const bySlug = await getPublicBusiness(row!.slug, { now: TEST_NOW });
    const byId = await getPublicBusiness(String(row!.id), { now: TEST_NOW });
    const byUuid = await getPublicBusiness(row!.uuid, { now: TEST_NOW });
    expect(bySlug?.uuid).toBe(row!.uuid);
    expect(byId?.uuid).toBe(row!.uuid);
    expect(byUuid?.uuid).toBe(row!.uuid);
    expect(await getPublicBusiness(String(row!.id), { now: TEST_NOW, slugOnly: true })).toBeNull();
  });

  it("shows active and approved businesses, never pending, rejected, suspended or inactive ones", async () => {
    const { db } = getHandle();
    const rows = await db.select({ slug: businesses.slug, status: businesses.status }).from(businesses);
    for (const status of ["pending", "rejected", "suspended", "inactive"]) {
      const hidden = rows.filter((r) => r.status === status);
      expect(hidden.length, status).toBeGreaterThan(0);
      for (const r of hidden) expect(await getPublicBusiness(r.slug, { now: TEST_NOW }), r.slug).toBeNull();
    }
    const approved = rows.find((r) => r.status === "approved");
    expect(await getPublicBusiness(approved!.slug, { now: TEST_NOW })).not.toBeNull();
  });

  it("returns null for identifiers that are neither slug, v4 uuid nor id", async () => {
    for (const raw of ["", "Hola Mundo", "<script>", "1; drop table businesses", "0", "99999999999"]) {
      expect(await getPublicBusiness(raw, { now: TEST_NOW })).toBeNull();
    }
  });

  it("premium on the page follows the subscription rule, not the list flag", async () => {
    const { db } = getHandle();
    const flagged = await db
      .select({ slug: businesses.slug, uuid: businesses.uuid, level: businesses.premiumLevel })
      .from(businesses)
      .where(sql`${businesses.isPremium} and ${businesses.status} = 'active'`);
    const results = await Promise.all(flagged.map((b) => getPublicBusiness(b.slug, { now: TEST_NOW })));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((b) => b?.isPremiumNow)).toBe(true);
    // The page's plan level (its badge) is the one the lists carry: Destacado and Premium both occur.
    expect(results.map((b) => b?.planLevelNow)).toEqual(flagged.map((b) => b.level));
    expect(new Set(flagged.map((b) => Math.min(b.level, 2)))).toEqual(new Set([1, 2]));
    // A year later every subscription has ended: the flag (until the schedule catches up) says
    // premium, the page must not.
    const later = new Date(TEST_NOW.getTime() + 400 * 86_400_000);
    const afterwards = await Promise.all(flagged.map((b) => getPublicBusiness(b.slug, { now: later })));
    expect(afterwards.some((b) => b?.isPremiumNow)).toBe(false);
    expect(afterwards.every((b) => b?.planLevelNow === 0)).toBe(true);
  });

  it("loads hours, ratings, reviews (newest first, at most 10) and only active promotions", async () => {
    const { db } = getHandle();
    const [withReviews] = await db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(
        sql`${businesses.status} = 'active' and (select count(*) from business_reviews r where r.business_uuid = ${businesses.uuid}) > 3`,
      )
      .limit(1);
    const business = await getPublicBusiness(withReviews!.slug, { now: TEST_NOW });
    expect(business!.rating!.count).toBeGreaterThan(3);
    expect(business!.rating!.average).toBeGreaterThanOrEqual(1);
    expect(business!.rating!.average).toBeLessThanOrEqual(5);
    expect(business!.reviews.length).toBeLessThanOrEqual(10);
    const dates = business!.reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of business!.promotions) {
      expect(new Date(p.startDate).getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(new Date(p.endDate).getTime()).toBeGreaterThanOrEqual(TEST_NOW.getTime());
    }
  });
});

describe("recordBusinessView", () => {
  it("keeps one row per business per Buenos Aires day and never loses concurrent views", async () => {
    const { db } = getHandle();
    const [row] = await db.select({ uuid: businesses.uuid }).from(businesses).limit(1);
    // 2026-12-01 02:30 UTC is still November 30 in Buenos Aires.
    const at = new Date("2026-12-01T02:30:00Z");
    await Promise.all(Array.from({ length: 50 }, () => recordBusinessView(row!.uuid, at)));
    const rows = await db
      .select()
      .from(businessAnalytics)
      .where(inArray(businessAnalytics.businessUuid, [row!.uuid]));
    const day = rows.filter((r) => r.date === "2026-11-30");
    expect(day).toHaveLength(1);
    expect(day[0]!.pageViews).toBe(50);
  });
});

describe("countBusinessView", () => {
  it("buffers views and writes them as one exact increment", async () => {
    const { db } = getHandle();
    const [row] = await db.select({ uuid: businesses.uuid }).from(businesses).offset(3).limit(1);
    const at = new Date("2026-11-21T15:00:00Z");
    for (let i = 0; i < 25; i++) countBusinessView(row!.uuid, at);
    await flushBusinessViews();
    const [stored] = await db
      .select()
      .from(businessAnalytics)
      .where(and(eq(businessAnalytics.businessUuid, row!.uuid), eq(businessAnalytics.date, "2026-11-21")));
    expect(stored!.pageViews).toBeGreaterThanOrEqual(25);
    const before = stored!.pageViews;
    countBusinessView(row!.uuid, at);
    await flushBusinessViews();
    await flushBusinessViews(); // nothing pending: no double count
    const [after] = await db
      .select()
      .from(businessAnalytics)
      .where(and(eq(businessAnalytics.businessUuid, row!.uuid), eq(businessAnalytics.date, "2026-11-21")));
    expect(after!.pageViews).toBe(before + 1);
  });
});
