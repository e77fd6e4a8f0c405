import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { decodeDirectory, searchDirectory } from "#core/offline-directory.ts";
import { isOpenAt } from "#core/opening-hours.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { businesses, businessSpecialHours } from "../platform/db/schema.ts";
import { bankPromotionsHere } from "../promotions/bank-promotions-here.ts";
import { buildOfflineDirectory } from "./offline-directory.ts";

const database = setupTestDatabase();

describe("buildOfflineDirectory", () => {
  it("holds every active business of both cities, and nothing else", async () => {
    const { db } = database();
    const active = await db
      .select({ slug: businesses.slug, city: businesses.city })
      .from(businesses)
      .where(eq(businesses.status, "active"));
    const answer = await buildOfflineDirectory(TEST_NOW);
    const list = decodeDirectory(JSON.parse(answer.body))!;
    expect(answer.count).toBe(active.length);
    expect(new Set(list.map((b) => b.slug))).toEqual(new Set(active.map((b) => b.slug)));
    expect(new Set(list.map((b) => b.city))).toEqual(new Set(["Villa María", "Villa Nueva"]));
  });

  it("answers open-now exactly as the site does, with the business's own hours", async () => {
    const list = decodeDirectory(JSON.parse((await buildOfflineDirectory(TEST_NOW)).body))!;
    const withHours = list.filter((b) => b.weekly.length > 0);
    expect(withHours.length).toBeGreaterThan(list.length / 2);
    const open = searchDirectory(list, "farmacia", { at: TEST_NOW, openNow: true });
    expect(open.total).toBeGreaterThan(0);
    for (const hit of open.hits) expect(isOpenAt(hit.weekly, hit.special, TEST_NOW, hit.duties)).toBe(true);
    const sample = list.find((b) => b.phone && b.latitude !== null && b.logoUrl && b.category && b.address);
    expect(sample).toBeDefined();
  });

  it("says offline which bank promotions work at a business today, as the site does", async () => {
    const list = decodeDirectory(JSON.parse((await buildOfflineDirectory(TEST_NOW)).body))!;
    const { hits } = searchDirectory(list, "tostadero", { at: TEST_NOW });
    expect(hits.length).toBe(2);
    for (const hit of hits) {
      const online = await bankPromotionsHere(
        (await database().db.select().from(businesses).where(eq(businesses.slug, hit.slug)))[0]!.uuid,
        TEST_NOW,
      );
      expect(hit.bankToday.map((p) => p.title).sort()).toEqual(online.map((p) => p.title).sort());
      expect(hit.bankToday.map((p) => p.title)).toContain("20% en Tostadero Café");
    }
    const pharmacy = searchDirectory(list, "ctalamochita", { at: TEST_NOW }).hits[0]!;
    expect(pharmacy.bankPromotions.map((p) => p.title)).not.toContain("20% en Tostadero Café");
  });

  it("keeps the special hours of the coming days only", async () => {
    const { db } = database();
    const [row] = await db
      .select({ uuid: businesses.uuid, slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    await db.insert(businessSpecialHours).values([
      { businessUuid: row!.uuid, date: "2026-11-23", name: "Inventario", isClosed: true },
      { businessUuid: row!.uuid, date: "2027-02-01", name: "Lejano", isClosed: true },
    ]);
    try {
      const list = decodeDirectory(JSON.parse((await buildOfflineDirectory(TEST_NOW)).body))!;
      const dates = list.find((b) => b.slug === row!.slug)!.special.map((s) => s.date);
      expect(dates).toContain("2026-11-23");
      expect(dates).not.toContain("2027-02-01");
    } finally {
      await db.execute(sql`delete from business_special_hours where name in ('Inventario', 'Lejano')`);
    }
  });

  it("gives the same ETag for the same data, and another when a business changes", async () => {
    const { db } = database();
    const first = await buildOfflineDirectory(TEST_NOW);
    expect((await buildOfflineDirectory(TEST_NOW)).etag).toBe(first.etag);
    const [row] = await db
      .select({ uuid: businesses.uuid, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    await db
      .update(businesses)
      .set({ name: `${row!.name} (renombrado)` })
      .where(eq(businesses.uuid, row!.uuid));
    try {
      expect((await buildOfflineDirectory(TEST_NOW)).etag).not.toBe(first.etag);
    } finally {
      await db.update(businesses).set({ name: row!.name }).where(eq(businesses.uuid, row!.uuid));
    }
  });
});
