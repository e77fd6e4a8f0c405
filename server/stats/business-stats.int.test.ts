import { describe, expect, it } from "vitest";
import { leadsOf, statsCsv } from "#core/business-stats.ts";
import {
  businessAnalytics,
  businesses,
  businessPromotions,
  businessReviews,
  businessSearchReferrals,
  favorites,
  promotionEvents,
  users,
} from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getBusinessStats } from "./business-stats.ts";

const database = setupTestDatabase();
/** Saturday 2026-11-21, 15:00 in Buenos Aires. */
const NOW = new Date("2026-11-21T18:00:00.000Z");

let made = 0;
async function newBusiness(): Promise<string> {
  const { db } = database();
  const [row] = await db
    .insert(businesses)
    .values({
      name: "Estadísticas de prueba",
      slug: `estadisticas-${++made}-${Date.now().toString(36)}`,
      status: "active",
    })
    .returning({ uuid: businesses.uuid });
  return row!.uuid;
}

async function newUsers(n: number, prefix: string): Promise<string[]> {
  const { db } = database();
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}-${Date.now().toString(36)}`);
  await db.insert(users).values(ids.map((id) => ({ id, email: `${id}@prueba.test`, name: id })));
  return ids;
}

describe("getBusinessStats", () => {
  it("sums each period and the one before, by Buenos Aires day", async () => {
    const { db } = database();
    const uuid = await newBusiness();
    // The 7-day period is 15–21 November; the previous one 8–14.
    await db.insert(businessAnalytics).values([
      { businessUuid: uuid, date: "2026-11-21", pageViews: 10, calls: 2, whatsappClicks: 3 },
      { businessUuid: uuid, date: "2026-11-15", pageViews: 5, directionsClicks: 1 },
      { businessUuid: uuid, date: "2026-11-14", pageViews: 7, websiteClicks: 4, emailClicks: 1 },
      { businessUuid: uuid, date: "2026-11-08", pageViews: 1 },
      // Outside both periods.
      { businessUuid: uuid, date: "2026-11-07", pageViews: 100, calls: 100 },
      { businessUuid: uuid, date: "2026-11-22", pageViews: 100 },
    ]);
    const people = await newUsers(4, "stats-fav");
    await db.insert(favorites).values([
      // 02:59 UTC on the 15th is still the 14th in Buenos Aires: the previous period.
      { userId: people[0]!, businessUuid: uuid, createdAt: new Date("2026-11-15T02:59:00.000Z") },
      // 03:00 UTC on the 15th is midnight of the 15th: this period.
      { userId: people[1]!, businessUuid: uuid, createdAt: new Date("2026-11-15T03:00:00.000Z") },
      { userId: people[2]!, businessUuid: uuid, createdAt: new Date("2026-11-21T17:00:00.000Z") },
    ]);
    await db.insert(businessReviews).values([
      { businessUuid: uuid, userId: people[0]!, rating: 5, createdAt: new Date("2026-11-20T12:00:00.000Z") },
      { businessUuid: uuid, userId: people[1]!, rating: 4, createdAt: new Date("2026-11-20T13:00:00.000Z") },
      { businessUuid: uuid, userId: people[2]!, rating: 2, createdAt: new Date("2026-11-10T13:00:00.000Z") },
      { businessUuid: uuid, userId: people[3]!, rating: 1, createdAt: new Date("2026-10-01T13:00:00.000Z") },
    ]);
    const [promotion] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: uuid,
        title: "2x1",
        startDate: new Date("2026-11-01T03:00:00Z"),
        endDate: new Date("2026-12-01T03:00:00Z"),
      })
      .returning({ id: businessPromotions.id });
    const at = (iso: string) => new Date(iso);
    await db.insert(promotionEvents).values([
      { promotionId: promotion!.id, eventType: "view", createdAt: at("2026-11-21T12:00:00Z") },
      { promotionId: promotion!.id, eventType: "view", createdAt: at("2026-11-16T12:00:00Z") },
      { promotionId: promotion!.id, eventType: "click", createdAt: at("2026-11-16T12:05:00Z") },
      { promotionId: promotion!.id, eventType: "coupon_copy", createdAt: at("2026-11-16T12:06:00Z") },
      { promotionId: promotion!.id, eventType: "view", createdAt: at("2026-11-12T12:00:00Z") },
    ]);
    await db.insert(businessSearchReferrals).values([
      { businessUuid: uuid, date: "2026-11-20", query: "pizza", visits: 4 },
      { businessUuid: uuid, date: "2026-11-16", query: "pizza", visits: 1 },
      { businessUuid: uuid, date: "2026-11-12", query: "pizza", visits: 2 },
      { businessUuid: uuid, date: "2026-11-19", query: "empanadas", visits: 6 },
      { businessUuid: uuid, date: "2026-11-10", query: "solo antes", visits: 9 },
    ]);

    const stats = await getBusinessStats(uuid, 7, NOW);
    expect(stats.range).toEqual({
      from: "2026-11-15",
      to: "2026-11-21",
      previousFrom: "2026-11-08",
      previousTo: "2026-11-14",
    });
    expect(stats.daily.map((d) => d.date)).toEqual([
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
    ]);
    expect(stats.previousDaily).toHaveLength(7);
    expect(stats.totals).toMatchObject({
      pageViews: 15,
      calls: 2,
      whatsappClicks: 3,
      directionsClicks: 1,
      websiteClicks: 0,
      newFavorites: 2,
      reviews: 2,
      ratingSum: 9,
      promotionViews: 2,
      promotionClicks: 1,
      couponCopies: 1,
    });
    expect(stats.previousTotals).toMatchObject({
      pageViews: 8,
      websiteClicks: 4,
      emailClicks: 1,
      newFavorites: 1,
      reviews: 1,
      ratingSum: 2,
      promotionViews: 1,
    });
    expect(leadsOf(stats.totals)).toBe(6);
    expect(stats.daily.find((d) => d.date === "2026-11-15")?.newFavorites).toBe(1);
    expect(stats.previousDaily.find((d) => d.date === "2026-11-14")?.newFavorites).toBe(1);
    expect(stats.topSearches).toEqual([
      { query: "empanadas", visits: 6, previousVisits: 0 },
      { query: "pizza", visits: 5, previousVisits: 2 },
    ]);
    expect(stats.rating.count).toBe(4);
    expect(stats.rating.average).toBeCloseTo(3);
    // The running average starts from the reviews before the period: the October and the 10 November ones.
    expect(stats.ratingBeforePeriod).toEqual({ count: 2, sum: 3 });

    const month = await getBusinessStats(uuid, 30, NOW);
    expect(month.daily).toHaveLength(30);
    expect(month.range.from).toBe("2026-10-23");
    expect(month.totals.pageViews).toBe(123);
    expect(month.previousTotals.reviews).toBe(1);
    expect((await getBusinessStats(uuid, 90, NOW)).daily).toHaveLength(90);

    const csv = statsCsv(stats.daily);
    expect(csv.startsWith("\uFEFFFecha;Visitas a la página;Llamadas;")).toBe(true);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(9); // header, 7 days, and the final line end
    expect(lines[6]).toBe("2026-11-20;0;0;0;0;0;0;0;0;0;0;2;4,50");
    expect(lines[7]).toBe("2026-11-21;10;2;3;0;0;0;1;0;0;1;0;");
  });

  it("is all zeros for a business with no activity", async () => {
    const stats = await getBusinessStats(await newBusiness(), 30, NOW);
    expect(stats.daily).toHaveLength(30);
    expect(Object.values(stats.totals).every((n) => n === 0)).toBe(true);
    expect(stats.topSearches).toEqual([]);
    expect(stats.rating).toEqual({ average: null, count: 0 });
  });
});
