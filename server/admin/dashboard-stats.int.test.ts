import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isBankPromotionActive } from "#core/bank-promotions.ts";
import { isPromotionLive } from "#core/promotions.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  bankPromotions,
  businesses,
  businessPromotions,
  businessReviews,
  claims,
  users,
} from "../platform/db/schema.ts";
import { DASHBOARD_RECENT_DAYS, getDashboardStats } from "./dashboard-stats.ts";

const database = setupTestDatabase();
const DAY = 86_400_000;

describe("getDashboardStats", () => {
  it("counts businesses by status as the table holds them", async () => {
    const { db } = database();
    const rows = await db.select({ status: businesses.status }).from(businesses);
    const stats = await getDashboardStats(TEST_NOW);
    // The demo data: 4 pending plus the demo registration (seed/claims.ts), 3 each of approved,
    // rejected, suspended and inactive, the rest active.
    expect(stats.businessesByStatus).toMatchObject({ pending: 5, approved: 3, rejected: 3, suspended: 3, inactive: 3 });
    for (const status of ["pending", "approved", "rejected", "active", "inactive", "suspended"] as const) {
      expect(stats.businessesByStatus[status]).toBe(rows.filter((r) => r.status === status).length);
    }
    expect(stats.businessesByStatus.active).toBeGreaterThan(100);
    expect(stats.businessesTotal).toBe(rows.length);
  });

  it("counts users, and those created in the last 30 days", async () => {
    const { db } = database();
    const rows = await db.select({ createdAt: users.createdAt }).from(users);
    const since = TEST_NOW.getTime() - DASHBOARD_RECENT_DAYS * DAY;
    const stats = await getDashboardStats(TEST_NOW);
    expect(stats.users.total).toBe(rows.length);
    expect(stats.users.recent).toBe(rows.filter((r) => r.createdAt.getTime() >= since).length);

    await db.insert(users).values([
      { id: "dash-new", name: "Nueva", email: "dash-new@example.com", createdAt: new Date(TEST_NOW.getTime() - DAY) },
      {
        id: "dash-old",
        name: "Vieja",
        email: "dash-old@example.com",
        createdAt: new Date(TEST_NOW.getTime() - (DASHBOARD_RECENT_DAYS + 1) * DAY),
      },
    ]);
    const after = await getDashboardStats(TEST_NOW);
    expect(after.users).toEqual({ total: stats.users.total + 2, recent: stats.users.recent + 1 });
  });

  it("counts active promotions with the domain rule (of active businesses) and bank promotions valid today", async () => {
    const { db } = database();
    const promotions = await db
      .select({
        startDate: businessPromotions.startDate,
        endDate: businessPromotions.endDate,
        pausedAt: businessPromotions.pausedAt,
        status: businesses.status,
      })
      .from(businessPromotions)
      .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid));
    const banks = await db
      .select({ validFrom: bankPromotions.validFrom, validTo: bankPromotions.validTo })
      .from(bankPromotions);
    const stats = await getDashboardStats(TEST_NOW);
    const expected = promotions.filter((p) => p.status === "active" && isPromotionLive(p, TEST_NOW)).length;
    expect(stats.activePromotions).toBe(expected);
    expect(stats.activePromotions).toBeGreaterThan(0);
    // The seed has expired and future promotions too: the rule really filters.
    expect(stats.activePromotions).toBeLessThan(promotions.length);
    expect(stats.activeBankPromotions).toBe(banks.filter((b) => isBankPromotionActive(b, TEST_NOW)).length);
    expect(stats.activeBankPromotions).toBeGreaterThan(0);
  });

  it("a promotion is active from its first instant through its last one", async () => {
    const { db } = database();
    const [business] = await db.select().from(businesses).where(eq(businesses.status, "active")).limit(1);
    const before = (await getDashboardStats(TEST_NOW)).activePromotions;
    const [promo] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: business!.uuid,
        title: "Ventana exacta",
        discountBenefit: "10% OFF",
        startDate: new Date(TEST_NOW.getTime() - 1000),
        endDate: TEST_NOW,
      })
      .returning();
    expect((await getDashboardStats(TEST_NOW)).activePromotions).toBe(before + 1);
    const justAfter = new Date(TEST_NOW.getTime() + 1);
    const withIt = (await getDashboardStats(justAfter)).activePromotions;
    await db.delete(businessPromotions).where(eq(businessPromotions.id, promo!.id));
    expect((await getDashboardStats(justAfter)).activePromotions).toBe(withIt);
  });

  it("counts reviews of the last 30 days and pending claims", async () => {
    const { db } = database();
    const reviews = await db.select({ createdAt: businessReviews.createdAt }).from(businessReviews);
    const since = TEST_NOW.getTime() - DASHBOARD_RECENT_DAYS * DAY;
    const stats = await getDashboardStats(TEST_NOW);
    expect(stats.recentReviews).toBe(reviews.filter((r) => r.createdAt.getTime() >= since).length);
    expect(stats.recentReviews).toBeGreaterThan(0);

    const [business] = await db.select().from(businesses).where(eq(businesses.status, "active")).limit(1);
    await db.insert(claims).values([
      { businessUuid: business!.uuid, userId: "demo-vecino", status: "pending", message: "Es mío" },
      { businessUuid: business!.uuid, userId: "demo-comercio", status: "rejected", message: "También" },
    ]);
    const after = await getDashboardStats(TEST_NOW);
    expect(after.pendingClaims).toBe(stats.pendingClaims + 1);
  });
});
