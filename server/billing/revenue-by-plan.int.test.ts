import { describe, expect, it } from "vitest";
import { lastMonthKeys } from "#core/report-range.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { revenueByMonth } from "./revenue-by-month.ts";
import { revenueByPlan } from "./revenue-by-plan.ts";

setupTestDatabase();

describe("revenueByPlan", () => {
  it("splits the last 12 months' revenue by plan, adding up to the months' revenue", async () => {
    const months = new Set(lastMonthKeys(TEST_NOW, 12));
    const byMonth = (await revenueByMonth(24, TEST_NOW)).filter((m) => months.has(m.month));
    const byPlan = await revenueByPlan(12, TEST_NOW);
    expect(byPlan.length).toBeGreaterThan(0);
    const total = (rows: { amountArs: number }[]) => rows.reduce((sum, r) => sum + r.amountArs, 0);
    expect(total(byPlan)).toBe(total(byMonth));
    expect(byPlan.reduce((n, r) => n + r.payments, 0)).toBe(byMonth.reduce((n, r) => n + r.payments, 0));
    // Biggest first.
    expect(byPlan.map((r) => r.amountArs)).toEqual([...byPlan.map((r) => r.amountArs)].sort((a, b) => b - a));
  });
});
