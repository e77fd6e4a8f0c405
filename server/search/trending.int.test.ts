import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { searchAnalytics } from "../db/schema.ts";
import { flushSearchRecords, recordSearch } from "./record-search.ts";
import { getTrendingSearches } from "./trending.ts";
import { unifiedSearch } from "./unified-search.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW;
const MINUTE = 60_000;
const DAY = 86_400_000;

describe("recording searches", () => {
  it("stores the normalised query and its number of results", async () => {
    const result = await unifiedSearch("   Farmacia    de   turno  ", { now, record: true });
    await flushSearchRecords();
    const { db } = getHandle();
    const [row] = await db.select().from(searchAnalytics).orderBy(desc(searchAnalytics.id)).limit(1);
    expect(row).toMatchObject({ searchQuery: "Farmacia de turno", resultsCount: result.total });
    expect(row!.createdAt.getTime()).toBe(now.getTime());
  });

  it("does not record unless asked", async () => {
    const { db } = getHandle();
    await unifiedSearch("nadie lo registra", { now });
    await flushSearchRecords();
    expect(await db.select().from(searchAnalytics).where(eq(searchAnalytics.searchQuery, "nadie lo registra"))).toEqual(
      [],
    );
  });
});

describe("getTrendingSearches", () => {
  it("counts the last 7 days by trimmed lowercase text", async () => {
    const spellings = [" Quokka ", "QUOKKA", "quokka", "Quokka", "quokKA  "];
    for (let i = 0; i < 15; i++) await unifiedSearch(spellings[i % spellings.length], { now, record: true });
    await flushSearchRecords();
    // Older than 7 days, and later than now: never counted.
    for (let i = 0; i < 40; i++) await recordSearch("viejo", 0, new Date(now.getTime() - 8 * DAY));
    for (let i = 0; i < 40; i++) await recordSearch("futuro", 0, new Date(now.getTime() + MINUTE));

    const trending = await getTrendingSearches(now);
    expect(trending.length).toBeLessThanOrEqual(8);
    expect(trending).toContainEqual({ query: "quokka", count: 15 });
    expect(trending.map((t) => t.query)).not.toContain("viejo");
    expect(trending.map((t) => t.query)).not.toContain("futuro");
    const counts = trending.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("reads only the newest 100 searches", async () => {
    const later = new Date(now.getTime() + 2 * DAY);
    for (let i = 0; i < 30; i++) await recordSearch("anterior", 1, new Date(later.getTime() - 60 * MINUTE));
    for (let i = 0; i < 100; i++)
      await recordSearch(i % 2 ? "Reciente" : "reciente ", 1, new Date(later.getTime() - MINUTE));
    expect(await getTrendingSearches(later)).toEqual([{ query: "reciente", count: 100 }]);
  });
});
