import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { searchAnalytics } from "../platform/db/schema.ts";
import { flushSearchRecords, RECORD_LIMITS, recordSearch } from "./record-search.ts";
import { getTrendingSearches } from "./trending.ts";
import { unifiedSearch } from "./unified-search.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 86_400_000;

describe("recording searches", () => {
  it("stores the normalised query, its number of results and the hashed client", async () => {
    const result = await unifiedSearch("   Farmacia    de   turno  ", { now, record: { client: "cliente-1" } });
    await flushSearchRecords();
    const { db } = getHandle();
    const [row] = await db.select().from(searchAnalytics).orderBy(desc(searchAnalytics.id)).limit(1);
    expect(row).toMatchObject({
      searchQuery: "Farmacia de turno",
      resultsCount: result.total,
      clientHash: "cliente-1",
    });
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

  it("stores a client's query once an hour, and at most 30 queries an hour per client", async () => {
    const at = new Date(now.getTime() - 3 * DAY);
    const stored = await Promise.all(Array.from({ length: 20 }, () => recordSearch("Tapir", 3, { client: "c" }, at)));
    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(await recordSearch("TAPIR ", 3, { client: "c" }, new Date(at.getTime() + 30 * MINUTE))).toBe(false);
    expect(await recordSearch("tapir", 3, { client: "otro" }, at)).toBe(true);
    expect(await recordSearch("tapir", 3, { client: "c" }, new Date(at.getTime() + HOUR))).toBe(true);

    const later = new Date(at.getTime() + 5 * HOUR);
    const many = [];
    for (let i = 0; i < 40; i++) many.push(await recordSearch(`palabra ${i}`, 1, { client: "c" }, later));
    expect(many.filter(Boolean)).toHaveLength(RECORD_LIMITS.perClient.max);
  });
});

describe("getTrendingSearches", () => {
  it("counts the last 7 days by trimmed lowercase text, from 3 clients on", async () => {
    const spellings = [" Quokka ", "QUOKKA", "quokka", "Quokka", "quokKA  "];
    for (let i = 0; i < 15; i++) await recordSearch(spellings[i % spellings.length]!, 4, { client: `q-${i}` }, now);
    // Older than 7 days, and later than now: never counted.
    for (let i = 0; i < 4; i++) await recordSearch("viejo", 2, { client: `v-${i}` }, new Date(now.getTime() - 8 * DAY));
    for (let i = 0; i < 4; i++) await recordSearch("futuro", 2, { client: `f-${i}` }, new Date(now.getTime() + MINUTE));

    const trending = await getTrendingSearches(now);
    expect(trending.length).toBeLessThanOrEqual(8);
    expect(trending).toContainEqual({ query: "quokka", count: 15 });
    expect(trending.map((t) => t.query)).not.toContain("viejo");
    expect(trending.map((t) => t.query)).not.toContain("futuro");
    const counts = trending.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("reads only the newest 100 searches that found results", async () => {
    const later = new Date(now.getTime() + 2 * DAY);
    for (let i = 0; i < 30; i++)
      await recordSearch("anterior", 1, { client: `a-${i}` }, new Date(later.getTime() - HOUR));
    for (let i = 0; i < 100; i++) {
      await recordSearch(i % 2 ? "Reciente" : "reciente ", 1, { client: `r-${i}` }, new Date(later.getTime() - MINUTE));
    }
    for (let i = 0; i < 20; i++) await recordSearch("sin nada", 0, { client: `n-${i}` }, later);
    expect(await getTrendingSearches(later)).toEqual([{ query: "reciente", count: 100 }]);
  });
});
