import { and, eq, gte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { DEMO_OWNER_ID } from "#server/demo/seed/owner-day.ts";
import { businessAnalytics, userRoles } from "#server/platform/db/schema.ts";
import { getBusinessStats } from "#server/stats/business-stats.ts";
import { getOwnerDashboard } from "#server/stats/owner-dashboard.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { keepDemoCurrent } from "./keep-demo-current.ts";

const database = setupTestDatabase();
const DAY = 86_400_000;
/** A month after the demo data was loaded. */
const MONTH_LATER = new Date(TEST_NOW.getTime() + 31 * DAY);

describe("keepDemoCurrent", () => {
  it("gives the demo owner a month of numbers a month after install, and the admin a week; once", async () => {
    const { db } = database();
    const owned = await db
      .select({ uuid: userRoles.businessUuid })
      .from(userRoles)
      .where(and(eq(userRoles.userId, DEMO_OWNER_ID), eq(userRoles.role, "business_owner")));
    const uuid = owned[0]!.uuid!;

    // Before: the last month after install has nothing.
    const before = await getBusinessStats(uuid, 30, MONTH_LATER);
    expect(before.daily.filter((d) => d.pageViews > 0).length).toBeLessThan(3);

    expect(await keepDemoCurrent(MONTH_LATER)).toBeGreaterThan(0);

    const after = await getBusinessStats(uuid, 30, MONTH_LATER);
    // Every past day of the period has views and leads; today is left to real visits.
    const past = after.daily.slice(0, -1);
    expect(past.every((d) => d.pageViews > 0)).toBe(true);
    expect(after.totals.calls + after.totals.whatsappClicks).toBeGreaterThan(0);
    expect(after.previousTotals.pageViews).toBeGreaterThan(0);
    expect(after.topSearches.length).toBeGreaterThan(0);

    const dashboard = await getOwnerDashboard(DEMO_OWNER_ID, MONTH_LATER);
    expect(dashboard.every((b) => b.week.views > 0 && b.week.previousViews > 0)).toBe(true);

    // Other businesses: the last week filled around their own level.
    const today = buenosAiresDateKey(MONTH_LATER);
    const week = await db
      .select({ date: businessAnalytics.date })
      .from(businessAnalytics)
      .where(gte(businessAnalytics.date, addDaysToDateKey(today, -7)));
    expect(new Set(week.map((r) => r.date)).size).toBe(7);
    expect(week.length).toBeGreaterThan(7 * 10);

    // Idempotent: a second run (another instance, the next hour) adds nothing.
    expect(await keepDemoCurrent(MONTH_LATER)).toBe(0);
  });

  it("does nothing on an install without the demo owner", async () => {
    const { db } = database();
    await db.delete(userRoles).where(eq(userRoles.userId, DEMO_OWNER_ID));
    expect(await keepDemoCurrent(new Date(TEST_NOW.getTime() + 60 * DAY))).toBe(0);
  });
});
