import { subDays } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { businessAnalytics, businesses } from "../platform/db/schema.ts";
import { getHomeSections, getPopularBusinesses } from "./home-sections.ts";

const getHandle = setupTestDatabase();

describe("home sections", () => {
  it("respects the spec's limits and data rules", async () => {
    const home = await getHomeSections(TEST_NOW);
    expect(home.categories.length).toBeGreaterThan(0);
    expect(home.featured.length).toBeGreaterThan(0);
    expect(home.featured.length).toBeLessThanOrEqual(8);
    expect(home.featured.every((b) => b.isPremium)).toBe(true);
    // Premium only: the Destacado plan (level 1) does not include "Comercios Destacados" (/pricing).
    expect(home.featured.every((b) => b.premiumLevel >= 2)).toBe(true);
    expect(home.offers.length).toBeGreaterThan(0);
    expect(home.offers.length).toBeLessThanOrEqual(6);
    expect(home.offers.every((o) => o.isFeatured)).toBe(true);
    expect(home.popular.length).toBe(8);
    expect(home.newest.length).toBeGreaterThan(0);
    expect(home.newest.length).toBeLessThanOrEqual(8);
    const cutoff = subDays(TEST_NOW, 30).getTime();
    expect(home.newest.every((b) => new Date(b.createdAt).getTime() >= cutoff)).toBe(true);
    const created = home.newest.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(home.trending.length).toBe(8);
    expect(home.trending.every((t) => t.query === t.query.trim().toLowerCase())).toBe(true);
  });

  it("featured businesses are ordered by Google rating", async () => {
    const { db } = getHandle();
    const home = await getHomeSections(TEST_NOW);
    const ratings = await Promise.all(
      home.featured.map(async (b) => {
        const [row] = await db
          .select({ r: businesses.googleRating })
          .from(businesses)
          .where(eq(businesses.uuid, b.uuid));
        return row!.r ?? -1;
      }),
    );
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it("popular falls back to premium businesses by premium level when there are no page views", async () => {
    const { db } = getHandle();
    const withViews = await getPopularBusinesses(TEST_NOW);
    expect(withViews.length).toBe(8);
    await db.delete(businessAnalytics);
    const fallback = await getPopularBusinesses(TEST_NOW);
    expect(fallback.length).toBe(8);
    expect(fallback.every((b) => b.isPremium)).toBe(true);
    const levels = fallback.map((b) => b.premiumLevel);
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
  });
});
