import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditTrail } from "#server/platform/audit/record-audit.ts";
import { hiddenTrendingTerms, searchAnalytics } from "#server/platform/db/schema.ts";
import { recordSearch } from "#server/search/record-search.ts";
import { getTrendingSearches } from "#server/search/trending.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { hideTrendingTerm } from "./hide-trending-term.ts";

const database = setupTestDatabase();

describe("hideTrendingTerm", () => {
  it("takes the term off the trending list, with its audit entry, once", async () => {
    const { db } = database();
    // The demo's own searches could fill the 8 places.
    await db.delete(searchAnalytics);
    for (const client of ["a", "b", "c"]) await recordSearch("Yacaré Overo", 2, { client }, TEST_NOW);
    expect(await getTrendingSearches(TEST_NOW)).toContainEqual({ query: "yacaré overo", count: 3 });

    const hidden = await hideTrendingTerm("  YACARÉ   overo ", { id: "demo-admin", ip: "203.0.113.1" });
    expect(hidden).toEqual({ ok: true, value: { term: "yacaré overo", alreadyHidden: false } });
    expect((await getTrendingSearches(TEST_NOW)).map((t) => t.query)).not.toContain("yacaré overo");

    const [row] = await db.select().from(hiddenTrendingTerms).where(eq(hiddenTrendingTerms.term, "yacaré overo"));
    expect(row?.hiddenBy).toBe("demo-admin");
    const trail = await auditTrail(db, { type: "trending_term", id: "yacaré overo" });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actorId: "demo-admin", action: "trending_term.hide", ipAddress: "203.0.113.1" });

    expect(await hideTrendingTerm("yacaré overo", { id: "demo-admin" })).toMatchObject({
      value: { alreadyHidden: true },
    });
    expect(await auditTrail(db, { type: "trending_term", id: "yacaré overo" })).toHaveLength(1);
    expect(await hideTrendingTerm("   ", { id: "demo-admin" })).toMatchObject({ ok: false, problem: { status: 400 } });
  });
});
