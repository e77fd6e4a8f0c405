import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  businessAnalytics,
  businesses,
  businessLeadVisits,
  businessSearchReferrals,
} from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { trackBusinessLead, trackSearchReferral } from "./track-business-lead.ts";

const database = setupTestDatabase();
/** 2026-11-10 14:20 in Buenos Aires (UTC−3). */
const AT = new Date("2026-11-10T17:20:00.000Z");

let made = 0;
async function newBusiness(status = "active"): Promise<string> {
  const { db } = database();
  const [row] = await db
    .insert(businesses)
    .values({ name: "Contactos de prueba", slug: `contactos-${++made}-${Date.now().toString(36)}`, status })
    .returning({ uuid: businesses.uuid });
  return row!.uuid;
}

async function day(uuid: string, date: string) {
  const { db } = database();
  const [row] = await db
    .select({
      pageViews: businessAnalytics.pageViews,
      calls: businessAnalytics.calls,
      whatsapp: businessAnalytics.whatsappClicks,
      website: businessAnalytics.websiteClicks,
      email: businessAnalytics.emailClicks,
      directions: businessAnalytics.directionsClicks,
    })
    .from(businessAnalytics)
    .where(and(eq(businessAnalytics.businessUuid, uuid), eq(businessAnalytics.date, date)));
  return row ?? null;
}

const refused = (code: string) => ({ ok: false, problem: expect.objectContaining({ code }) });

describe("trackBusinessLead", () => {
  it("counts one lead per visitor, business, kind and hour", async () => {
    const uuid = await newBusiness();
    expect(await trackBusinessLead(uuid, "call", AT, "v-1")).toEqual({ ok: true, value: true });
    // The same visitor, the same hour: once, however often and however concurrently.
    const repeats = await Promise.all(Array.from({ length: 20 }, () => trackBusinessLead(uuid, "call", AT, "v-1")));
    expect(repeats.every((r) => r.ok && !r.value)).toBe(true);
    const sameHour = new Date(AT.getTime() + 30 * 60_000);
    expect(await trackBusinessLead(uuid, "call", sameHour, "v-1")).toEqual({ ok: true, value: false });
    // Another kind, another visitor, the next hour: each counts.
    expect(await trackBusinessLead(uuid, "whatsapp", AT, "v-1")).toEqual({ ok: true, value: true });
    expect(await trackBusinessLead(uuid, "call", AT, "v-2")).toEqual({ ok: true, value: true });
    expect(await trackBusinessLead(uuid, "call", new Date(AT.getTime() + 60 * 60_000), "v-1")).toEqual({
      ok: true,
      value: true,
    });
    for (const type of ["website", "email", "directions"]) {
      expect(await trackBusinessLead(uuid, type, AT, "v-3")).toEqual({ ok: true, value: true });
    }
    expect(await day(uuid, "2026-11-10")).toEqual({
      pageViews: 0,
      calls: 3,
      whatsapp: 1,
      website: 1,
      email: 1,
      directions: 1,
    });
  });

  it("concurrent visitors are all counted", async () => {
    const uuid = await newBusiness();
    await Promise.all(Array.from({ length: 50 }, (_, i) => trackBusinessLead(uuid, "directions", AT, `v-${i}`)));
    expect((await day(uuid, "2026-11-10"))?.directions).toBe(50);
  });

  it("adds to the Buenos Aires day, not the UTC one", async () => {
    const uuid = await newBusiness();
    // 01:30 UTC on the 11th is 22:30 of the 10th in Buenos Aires.
    await trackBusinessLead(uuid, "call", new Date("2026-11-11T01:30:00.000Z"), "v-late");
    expect((await day(uuid, "2026-11-10"))?.calls).toBe(1);
    expect(await day(uuid, "2026-11-11")).toBeNull();
    await trackBusinessLead(uuid, "call", new Date("2026-11-11T03:00:00.000Z"), "v-late");
    expect((await day(uuid, "2026-11-11"))?.calls).toBe(1);
  });

  it("refuses unknown types and businesses, and writes nothing", async () => {
    const { db } = database();
    const uuid = await newBusiness();
    const pending = await newBusiness("pending");
    const before = await db.$count(businessLeadVisits);
    expect(await trackBusinessLead(uuid, "purchase", AT, "v")).toEqual(refused("validation"));
    expect(await trackBusinessLead(uuid, "__proto__", AT, "v")).toEqual(refused("validation"));
    expect(await trackBusinessLead("no-es-uuid", "call", AT, "v")).toEqual(refused("not_found"));
    expect(await trackBusinessLead("00000000-0000-4000-8000-000000000000", "call", AT, "v")).toEqual(
      refused("not_found"),
    );
    // A business visitors can't see has no contact links to click.
    expect(await trackBusinessLead(pending, "call", AT, "v")).toEqual(refused("not_found"));
    expect(await db.$count(businessLeadVisits)).toBe(before);
    expect(await day(uuid, "2026-11-10")).toBeNull();
    expect(await day(pending, "2026-11-10")).toBeNull();
  });
});

describe("trackSearchReferral", () => {
  async function referrals(uuid: string) {
    const { db } = database();
    return db
      .select({
        date: sql<string>`${businessSearchReferrals.date}::text`,
        query: businessSearchReferrals.query,
        visits: businessSearchReferrals.visits,
      })
      .from(businessSearchReferrals)
      .where(eq(businessSearchReferrals.businessUuid, uuid))
      .orderBy(businessSearchReferrals.query);
  }

  it("counts the normalised query once per visitor and hour", async () => {
    const uuid = await newBusiness();
    expect(await trackSearchReferral(uuid, "  Pizza   Muzza ", AT, "v-1")).toBe(true);
    expect(await trackSearchReferral(uuid, "pizza muzza", AT, "v-1")).toBe(false);
    expect(await trackSearchReferral(uuid, "PIZZA muzza", AT, "v-2")).toBe(true);
    expect(await trackSearchReferral(uuid, "empanadas", AT, "v-3")).toBe(true);
    expect(await referrals(uuid)).toEqual([
      { date: "2026-11-10", query: "empanadas", visits: 1 },
      { date: "2026-11-10", query: "pizza muzza", visits: 2 },
    ]);
  });

  it("skips empty, one-letter and very long queries", async () => {
    const uuid = await newBusiness();
    for (const query of ["", "   ", "a", "x".repeat(61), 42, null, ["pizza"]]) {
      expect(await trackSearchReferral(uuid, query, AT, `v-${String(query).length}`)).toBe(false);
    }
    expect(await trackSearchReferral("no-es-uuid", "pizza", AT, "v")).toBe(false);
    expect(await referrals(uuid)).toEqual([]);
  });
});
