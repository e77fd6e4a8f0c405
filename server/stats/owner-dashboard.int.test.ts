import { describe, expect, it } from "vitest";
import {
  businessAnalytics,
  businesses,
  businessReviews,
  businessSpecialHours,
  businessSubscriptions,
  claims,
  plans,
  userRoles,
  users,
} from "#server/platform/db/schema.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getBusinessDashboard, getOwnerDashboard } from "./owner-dashboard.ts";

const database = setupTestDatabase();
/** Thursday 2026-12-03, 12:00 in Buenos Aires: the bridge day of 7 December and the 8th's holiday are within the week. */
const NOW = new Date("2026-12-03T15:00:00.000Z");
const DAY = 86_400_000;

let made = 0;
async function newUser(prefix: string): Promise<string> {
  const { db } = database();
  const id = `${prefix}-${++made}-${Date.now().toString(36)}`;
  await db.insert(users).values({ id, email: `${id}@prueba.test`, name: id });
  return id;
}

async function newOwnedBusiness(owner: string, name: string): Promise<string> {
  const { db } = database();
  const [row] = await db
    .insert(businesses)
    .values({ name, slug: `tablero-${++made}-${Date.now().toString(36)}`, status: "active" })
    .returning({ uuid: businesses.uuid });
  await db.insert(userRoles).values({ userId: owner, role: "business_owner", businessUuid: row!.uuid });
  return row!.uuid;
}

describe("getOwnerDashboard", () => {
  it("gives each business its plan, its week against the one before and what needs attention", async () => {
    const { db } = database();
    const owner = await newUser("duenia");
    const claimant = await newUser("reclamante");
    const reviewers = await Promise.all([newUser("r1"), newUser("r2"), newUser("r3")]);
    const busy = await newOwnedBusiness(owner, "A Panadería con cosas");
    const calm = await newOwnedBusiness(owner, "B Kiosco tranquilo");

    // Someone else claims the busy one; the owner's own old claim does not count.
    await db.insert(claims).values([
      { businessUuid: busy, userId: claimant, status: "pending" },
      { businessUuid: busy, userId: owner, status: "pending" },
      { businessUuid: calm, userId: claimant, status: "rejected" },
    ]);
    const [plan] = await db
      .insert(plans)
      .values({ name: "Plan Prueba", slug: `plan-prueba-${made}`, priceArs: 1000, premiumLevel: 2 })
      .returning({ id: plans.id });
    await db.insert(businessSubscriptions).values([
      // In force and ending in 3 days: shown, and to attend.
      {
        businessUuid: busy,
        planId: plan!.id,
        isActive: true,
        startDate: new Date(NOW.getTime() - 27 * DAY),
        endDate: new Date(NOW.getTime() + 3 * DAY),
      },
      // Ended, and one not marked active: neither counts.
      {
        businessUuid: calm,
        planId: plan!.id,
        isActive: true,
        startDate: new Date(NOW.getTime() - 60 * DAY),
        endDate: new Date(NOW.getTime() - DAY),
      },
      {
        businessUuid: calm,
        planId: plan!.id,
        isActive: false,
        status: "pending",
        startDate: new Date(NOW.getTime() - DAY),
        endDate: new Date(NOW.getTime() + 20 * DAY),
      },
    ]);
    // Hours are set for the 8th, not for the bridge day of the 7th; the calm one set both.
    await db.insert(businessSpecialHours).values([
      { businessUuid: busy, date: "2026-12-08", name: "Inmaculada Concepción", isClosed: true },
      { businessUuid: calm, date: "2026-12-07", isClosed: true },
      { businessUuid: calm, date: "2026-12-08", openTime: "09:00", closeTime: "13:00" },
    ]);
    await db.insert(businessReviews).values([
      { businessUuid: busy, userId: reviewers[0]!, rating: 5 },
      { businessUuid: busy, userId: reviewers[1]!, rating: 3 },
      {
        businessUuid: busy,
        userId: reviewers[2]!,
        rating: 4,
        ownerReply: "¡Gracias!",
        ownerReplyAt: NOW,
        ownerReplyBy: owner,
      },
      {
        businessUuid: calm,
        userId: reviewers[0]!,
        rating: 4,
        ownerReply: "¡Gracias!",
        ownerReplyAt: NOW,
        ownerReplyBy: owner,
      },
    ]);
    // This week is 27 Nov – 3 Dec; the one before 20–26 Nov.
    await db.insert(businessAnalytics).values([
      { businessUuid: busy, date: "2026-12-03", pageViews: 20, calls: 2, whatsappClicks: 1 },
      { businessUuid: busy, date: "2026-11-27", pageViews: 10, directionsClicks: 2 },
      { businessUuid: busy, date: "2026-11-26", pageViews: 15, calls: 5, emailClicks: 5 },
      { businessUuid: busy, date: "2026-11-20", pageViews: 5 },
      { businessUuid: busy, date: "2026-11-19", pageViews: 1000, calls: 1000 },
    ]);

    const [a, b] = await getOwnerDashboard(owner, NOW);
    expect(a).toMatchObject({
      uuid: busy,
      name: "A Panadería con cosas",
      status: "active",
      plan: { name: "Plan Prueba", premiumLevel: 2, endsAt: new Date(NOW.getTime() + 3 * DAY).toISOString() },
      week: { views: 30, previousViews: 20, leads: 5, previousLeads: 10, viewsChange: 50, leadsChange: -50 },
    });
    expect(a!.publicPath).toMatch(/^\/tablero-/);
    expect(a!.attention).toEqual([
      { kind: "claim", count: 1, href: "/mi-comercio/notificaciones" },
      {
        kind: "plan_ending",
        planName: "Plan Prueba",
        endsAt: new Date(NOW.getTime() + 3 * DAY).toISOString(),
        href: `/mi-comercio/${busy}/plan`,
      },
      {
        kind: "holiday",
        date: "2026-12-07",
        name: "Día no laborable con fines turísticos",
        href: `/mi-comercio/${busy}/horarios`,
      },
      { kind: "unreplied_reviews", count: 2, href: `/mi-comercio/${busy}/resenas` },
    ]);
    expect(b).toMatchObject({
      uuid: calm,
      plan: null,
      week: { views: 0, previousViews: 0, leads: 0, previousLeads: 0, viewsChange: null, leadsChange: null },
      attention: [],
    });

    // One business's summary is the same; a plan far from its end is not something to attend.
    await db.insert(businessSubscriptions).values({
      businessUuid: calm,
      planId: plan!.id,
      isActive: true,
      startDate: new Date(NOW.getTime() - DAY),
      endDate: new Date(NOW.getTime() + 29 * DAY),
    });
    expect(await getBusinessDashboard(busy, owner, NOW)).toEqual(a);
    const calmNow = await getBusinessDashboard(calm, owner, NOW);
    expect(calmNow?.plan?.name).toBe("Plan Prueba");
    expect(calmNow?.attention).toEqual([]);
    // An admin looking at it sees the owner's claim too: it is someone else's, for them.
    expect((await getBusinessDashboard(busy, "demo-admin", NOW))?.attention[0]).toEqual({
      kind: "claim",
      count: 2,
      href: "/mi-comercio/notificaciones",
    });
  });

  it("has nothing for a person without businesses, and null for an unknown one", async () => {
    expect(await getOwnerDashboard(await newUser("sin-comercios"), NOW)).toEqual([]);
    expect(await getBusinessDashboard("00000000-0000-4000-8000-000000000000", "x", NOW)).toBeNull();
  });

  it("gives the seeded demo owner something to attend", async () => {
    const rows = await getOwnerDashboard("demo-comercio", TEST_NOW);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((b) => b.week.views > 0 && b.week.previousViews > 0)).toBe(true);
  });
});
