import { describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { parseReportRange } from "#core/report-range.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  businessAnalytics,
  businesses,
  businessPromotions,
  categories,
  promotionEvents,
  searchAnalytics,
} from "../platform/db/schema.ts";
import { ANALYTICS_BUSINESS_LIST, analyticsByBusiness } from "./analytics-by-business.ts";
import { analyticsByCategory } from "./analytics-by-category.ts";
import { analyticsByDay, totalsOf } from "./analytics-by-day.ts";
import { analyticsCsv } from "./analytics-csv.ts";

const getHandle = setupTestDatabase();
// A range far from the demo data: only this file's rows are in it.
const range = parseReportRange(new URLSearchParams("desde=2031-05-01&hasta=2031-05-03"), TEST_NOW);
const list = (query = "") => parseListParams(new URLSearchParams(query), ANALYTICS_BUSINESS_LIST);

async function insertFixtures() {
  const { db } = getHandle();
  const [category] = await db
    .insert(categories)
    .values({ name: "Analítica de prueba", slug: "analitica-prueba" })
    .returning();
  const [a, b] = await db
    .insert(businesses)
    .values([
      { name: "=Almacén Ñandú", slug: "almacen-nandu-analitica", status: "active", categoryId: category!.id },
      { name: "Bicicletería Lince", slug: "bicicleteria-lince-analitica", status: "active" },
    ])
    .returning();
  await db.insert(businessAnalytics).values([
    { businessUuid: a!.uuid, date: "2031-05-01", pageViews: 10, calls: 2, whatsappClicks: 1 },
    { businessUuid: a!.uuid, date: "2031-05-03", pageViews: 5, directionsClicks: 3 },
    { businessUuid: b!.uuid, date: "2031-05-02", pageViews: 30, emailClicks: 1 },
    // Outside the range.
    { businessUuid: b!.uuid, date: "2031-05-04", pageViews: 99 },
  ]);
  const [promotion] = await db
    .insert(businessPromotions)
    .values({ businessUuid: a!.uuid, title: "2x1", startDate: new Date("2031-04-01"), endDate: new Date("2031-06-01") })
    .returning();
  await db.insert(promotionEvents).values([
    { promotionId: promotion!.id, eventType: "view", createdAt: new Date("2031-05-02T15:00:00Z") },
    { promotionId: promotion!.id, eventType: "click", createdAt: new Date("2031-05-02T16:00:00Z") },
    // 23:30 on 3 May in Buenos Aires is 02:30 UTC on the 4th: still in the range.
    { promotionId: promotion!.id, eventType: "view", createdAt: new Date("2031-05-04T02:30:00Z") },
  ]);
  await db.insert(searchAnalytics).values([
    { searchQuery: "lince", resultsCount: 1, createdAt: new Date("2031-05-01T12:00:00Z") },
    { searchQuery: "yaguareté", resultsCount: 0, createdAt: new Date("2031-05-01T13:00:00Z") },
  ]);
  return { a: a!, b: b! };
}

describe("admin analytics", () => {
  it("counts per day, per business and per category, the same rows each way; exports CSV", async () => {
    const { a, b } = await insertFixtures();
    const days = await analyticsByDay(range);
    expect(days.map((d) => d.date)).toEqual(["2031-05-01", "2031-05-02", "2031-05-03"]);
    expect(days.map((d) => d.pageViews)).toEqual([10, 30, 5]);
    expect(days.map((d) => d.promotionViews)).toEqual([0, 1, 1]);
    expect(days[1]?.promotionClicks).toBe(1);
    expect(days[0]).toMatchObject({ searches: 2, noResultSearches: 1, calls: 2, whatsappClicks: 1 });
    const totals = totalsOf(days);
    expect(totals).toMatchObject({ pageViews: 45, leads: 7, promotionViews: 2 });

    const page = await analyticsByBusiness(range, list());
    expect(page.rows.map((r) => r.uuid)).toEqual([b.uuid, a.uuid]);
    expect(page.rows[1]).toMatchObject({
      pageViews: 15,
      leads: 6,
      promotionEvents: 3,
      category: "Analítica de prueba",
    });
    expect((await analyticsByBusiness(range, list("sort=leads"))).rows[0]?.uuid).toBe(a.uuid);
    expect((await analyticsByBusiness(range, list("q=almacen nandu"))).rows.map((r) => r.uuid)).toEqual([a.uuid]);
    expect((await analyticsByBusiness(range, list("q=nada-de-esto"))).total).toBe(0);

    const perCategory = await analyticsByCategory(range);
    expect(perCategory.reduce((n, c) => n + c.pageViews, 0)).toBe(totals.pageViews);
    expect(perCategory.find((c) => c.category === "Sin categoría")).toMatchObject({ businesses: 1, pageViews: 30 });

    const csv = await analyticsCsv("comercios", range);
    expect(csv.filename).toBe("analitica-comercios-2031-05-01-a-2031-05-03.csv");
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Comercio;Categoría;Visitas;Llamadas;WhatsApp;Sitio web;E-mail;Cómo llegar;Acciones;Eventos de promociones",
    );
    expect(lines[2]).toBe("'=Almacén Ñandú;Analítica de prueba;15;2;1;0;0;3;6;3");
    expect(lines).toHaveLength(3);
    const daysCsv = await analyticsCsv("dias", range);
    expect(daysCsv.body.trimEnd().split("\r\n")).toHaveLength(4);
  });
});
