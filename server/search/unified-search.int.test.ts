import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  bankPromotions,
  banks,
  businesses,
  businessPromotions,
  categories,
  searchAnalytics,
} from "../platform/db/schema.ts";
import { flushSearchRecords } from "./record-search.ts";
import { searchBusinesses } from "./search-businesses.ts";
import { unifiedSearch } from "./unified-search.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW;
const DAY = 86_400_000;

/** Made-up words that the demo data never uses, so these assertions do not depend on it. */
async function insertFixtures() {
  const { db } = getHandle();
  const [category] = await db
    .insert(categories)
    .values({ name: "Tapicerías Quiméricas", slug: "tapicerias-quimericas" })
    .returning();
  const rows = await db
    .insert(businesses)
    .values([
      { name: "Café Quimérico", slug: "cafe-quimerico", status: "active", description: "Tostadores de grano propio." },
      { name: "Ferretería Otorongo", slug: "ferreteria-otorongo", status: "active" },
      // Seven "Quokka" businesses, for the caps.
      ...Array.from({ length: 7 }, (_, i) => ({
        name: `Quokka Sucursal ${i + 1}`,
        slug: `quokka-sucursal-${i + 1}`,
        status: "active",
      })),
      // Same relevance, different premium: premium must come first.
      { name: "Tapir Mágico", slug: "tapir-magico-comun", status: "active", isPremium: false, premiumLevel: 0 },
      { name: "Tapir Mágico", slug: "tapir-magico-premium", status: "active", isPremium: true, premiumLevel: 3 },
      { name: "Tapir Mágico", slug: "tapir-magico-basico", status: "active", isPremium: true, premiumLevel: 1 },
      // Premium, but only the description matches: below every name match.
      {
        name: "Bazar Esmeralda",
        slug: "bazar-esmeralda",
        status: "active",
        isPremium: true,
        premiumLevel: 5,
        description: "Regalos con forma de tapir mágico.",
      },
      // Found only through its category's name.
      { name: "Casa Ñandubay", slug: "casa-nandubay", status: "active", categoryId: category!.id },
      // Never public.
      { name: "Quetzal Pendiente", slug: "quetzal-pendiente", status: "pending" },
      { name: "Quetzal Inactivo", slug: "quetzal-inactivo", status: "inactive" },
      { name: "Quetzal Suspendido", slug: "quetzal-suspendido", status: "suspended" },
      { name: "Quetzal Aprobado", slug: "quetzal-aprobado", status: "approved" },
      { name: "Quetzal Rechazado", slug: "quetzal-rechazado", status: "rejected" },
      { name: "Quetzal Activo", slug: "quetzal-activo", status: "active" },
    ])
    .returning();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const uuid = (slug: string) => bySlug.get(slug)!.uuid;
  const active = { startDate: new Date(now.getTime() - 5 * DAY), endDate: new Date(now.getTime() + 5 * DAY) };
  await db.insert(businessPromotions).values([
    ...Array.from({ length: 5 }, (_, i) => ({
      businessUuid: uuid(`quokka-sucursal-${i + 1}`),
      title: `Quokka ${i + 1}: 2x1 en meriendas`,
      discountBenefit: "2x1",
      ...active,
    })),
    {
      businessUuid: uuid("cafe-quimerico"),
      title: "Descuento quimérico vigente",
      discountBenefit: "20% off",
      ...active,
    },
    {
      businessUuid: uuid("cafe-quimerico"),
      title: "Descuento quimérico vencido",
      discountBenefit: "30% off",
      startDate: new Date(now.getTime() - 30 * DAY),
      endDate: new Date(now.getTime() - DAY),
    },
    {
      businessUuid: uuid("cafe-quimerico"),
      title: "Descuento quimérico futuro",
      discountBenefit: "40% off",
      startDate: new Date(now.getTime() + DAY),
      endDate: new Date(now.getTime() + 30 * DAY),
    },
    // Active promotion of a business that is not public.
    { businessUuid: uuid("quetzal-pendiente"), title: "Quetzal oferta oculta", discountBenefit: "50%", ...active },
    { businessUuid: uuid("quetzal-activo"), title: "Quetzal oferta visible", discountBenefit: "10%", ...active },
  ]);
  const [bank] = await db.insert(banks).values({ name: "Banco Yaguareté", slug: "banco-yaguarete" }).returning();
  await db.insert(bankPromotions).values([
    ...Array.from({ length: 4 }, (_, i) => ({
      bankId: bank!.id,
      title: `Quokka bancaria ${i + 1}`,
      discountText: "25% de reintegro",
      validFrom: "2026-11-01",
      validTo: "2026-11-30",
    })),
    {
      bankId: bank!.id,
      title: "Reintegro en ópticas",
      discountText: "15% de reintegro",
      validFrom: "2026-11-21",
      validTo: "2026-11-21",
    },
    {
      bankId: bank!.id,
      title: "Reintegro vencido",
      discountText: "35%",
      validFrom: "2026-10-01",
      validTo: "2026-11-20",
    },
    {
      bankId: bank!.id,
      title: "Reintegro futuro",
      discountText: "45%",
      validFrom: "2026-11-22",
      validTo: "2026-12-31",
    },
  ]);
}

beforeAll(insertFixtures);

const names = (r: Awaited<ReturnType<typeof unifiedSearch>>) => r.businesses.map((b) => b.name);

describe("unifiedSearch: matching", () => {
  it("ignores accents and case, in both directions", async () => {
    for (const q of ["cafe quimerico", "CAFÉ QUIMÉRICO", "Cafe Quimérico"]) {
      const result = await unifiedSearch(q, { now });
      expect(names(result), q).toContain("Café Quimérico");
    }
  });

  it("matches words by prefix", async () => {
    expect(names(await unifiedSearch("quimer", { now }))).toContain("Café Quimérico");
    expect(names(await unifiedSearch("ferret otor", { now }))).toContain("Ferretería Otorongo");
  });

  it("tolerates typos", async () => {
    expect(names(await unifiedSearch("feretería otorongo", { now }))).toContain("Ferretería Otorongo");
    const { db } = getHandle();
    for (const [q, slug] of [
      ["farmcia", "farmacias"],
      ["pizeria", "pizzerias"],
    ] as const) {
      const result = await unifiedSearch(q, { now });
      const [inCategory] = await db
        .select({ n: count() })
        .from(businesses)
        .innerJoin(categories, eq(categories.id, businesses.categoryId))
        .where(and(eq(categories.slug, slug), eq(businesses.status, "active")));
      expect(inCategory!.n, `la demo tiene ${slug}`).toBeGreaterThan(0);
      expect(result.businesses.length, q).toBeGreaterThan(0);
      expect(result.counts.businesses, q).toBeGreaterThanOrEqual(Math.min(inCategory!.n, 1));
      const categoryNames = result.businesses.map((b) => b.category);
      expect(
        categoryNames.some((c) => c?.toLowerCase().includes(slug.slice(0, 5))),
        q,
      ).toBe(true);
    }
  });

  it("finds every active business of a category by the category's name", async () => {
    const result = await unifiedSearch("tapicerías quiméricas", { now });
    expect(names(result)).toEqual(["Casa Ñandubay"]);

    const { db } = getHandle();
    const pharmacies = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .where(and(eq(categories.slug, "farmacias"), eq(businesses.status, "active")));
    const farmacia = await unifiedSearch("farmacia", { now });
    expect(pharmacies.length).toBeGreaterThan(0);
    expect(farmacia.counts.businesses).toBeGreaterThanOrEqual(pharmacies.length);
    expect(farmacia.businesses.length).toBe(Math.min(5, farmacia.counts.businesses));
  });

  it("finds bank promotions by the bank's name", async () => {
    const result = await unifiedSearch("yaguarete", { now });
    expect(result.bankPromotions.length).toBe(3);
    expect(result.counts.bankPromotions).toBe(5);
    expect(result.bankPromotions[0]).toMatchObject({
      type: "bank_promotion",
      bank: "banco-yaguarete",
      bankName: "Banco Yaguareté",
    });
  });
});

describe("unifiedSearch: shape, caps and total", () => {
  it("returns nothing for fewer than 2 characters and records nothing", async () => {
    const { db } = getHandle();
    const [before] = await db.select({ n: count() }).from(searchAnalytics);
    for (const q of ["", " ", "q", "  q  ", null, undefined, 42, { q: "pizza" }]) {
      const result = await unifiedSearch(q, { now, record: { client: "prueba" } });
      expect(result.total).toBe(0);
      expect(result.businesses).toEqual([]);
      expect(result.businessPromotions).toEqual([]);
      expect(result.bankPromotions).toEqual([]);
    }
    await flushSearchRecords();
    const [after] = await db.select({ n: count() }).from(searchAnalytics);
    expect(after!.n).toBe(before!.n);
  });

  it("shows at most 5 businesses, 3 business promotions and 3 bank promotions, with the total of all matches", async () => {
    const result = await unifiedSearch("quokka", { now });
    expect(result.businesses).toHaveLength(5);
    expect(result.businessPromotions).toHaveLength(3);
    expect(result.bankPromotions).toHaveLength(3);
    expect(result.counts).toEqual({ businesses: 7, businessPromotions: 5, bankPromotions: 4 });
    expect(result.total).toBe(16);
    expect(result.query).toBe("quokka");
  });

  it("returns the spec's record fields", async () => {
    const result = await unifiedSearch("quimérico", { now });
    const business = result.businesses.find((b) => b.slug === "cafe-quimerico");
    expect(business).toEqual({
      objectID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: "business",
      slug: "cafe-quimerico",
      name: "Café Quimérico",
      category: null,
      logoUrl: null,
    });
    expect(result.businessPromotions).toEqual([
      {
        objectID: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: "business_promotion",
        title: "Descuento quimérico vigente",
        discountBenefit: "20% off",
        businessSlug: "cafe-quimerico",
        businessName: "Café Quimérico",
        logoUrl: null,
      },
    ]);
    const optica = await unifiedSearch("opticas", { now });
    expect(optica.bankPromotions).toContainEqual({
      objectID: expect.stringMatching(/^\d+$/),
      type: "bank_promotion",
      title: "Reintegro en ópticas",
      discountText: "15% de reintegro",
      bank: "banco-yaguarete",
      bankName: "Banco Yaguareté",
      logoUrl: null,
    });
  });
});

describe("unifiedSearch and /search count the same businesses", () => {
  // The dropdown's footer says "(n)" for all kinds and lists the businesses apart; /search says
  // "N comercios encontrados". Both must be the same N for the same words.
  it.each(["farm", "pizza", "quokka", "tapir mágico", "cafe", "farmcia"])("%s", async (q) => {
    const dropdown = await unifiedSearch(q, { now });
    const page = await searchBusinesses(`q=${encodeURIComponent(q)}`, { now });
    expect(dropdown.counts.businesses).toBe(page.total);
  });
});

describe("unifiedSearch: ranking", () => {
  it("breaks ties of relevance by premium, and never lets premium beat a better match", async () => {
    const result = await unifiedSearch("tapir mágico", { now });
    const slugs = result.businesses.map((b) => b.slug);
    expect(slugs.slice(0, 3)).toEqual(["tapir-magico-premium", "tapir-magico-basico", "tapir-magico-comun"]);
    // Premium level 5, but only its description matches.
    expect(slugs.indexOf("bazar-esmeralda")).toBeGreaterThan(2);
  });

  it("puts a name match above a business found only by its category", async () => {
    const result = await unifiedSearch("farmacia", { now });
    const first = result.businesses[0];
    expect(first?.name.toLowerCase()).toContain("farmacia");
  });
});

describe("unifiedSearch: visibility", () => {
  it("never shows businesses that are not active, nor their promotions", async () => {
    const result = await unifiedSearch("quetzal", { now });
    expect(names(result)).toEqual(["Quetzal Activo"]);
    expect(result.businessPromotions.map((p) => p.title)).toEqual(["Quetzal oferta visible"]);
    expect(result.counts.businesses).toBe(1);
  });

  it("never shows expired or future promotions", async () => {
    const result = await unifiedSearch("descuento quimérico", { now });
    expect(result.businessPromotions.map((p) => p.title)).toEqual(["Descuento quimérico vigente"]);
    const bank = await unifiedSearch("reintegro", { now });
    const titles = bank.bankPromotions.map((p) => p.title);
    expect(titles).not.toContain("Reintegro vencido");
    expect(titles).not.toContain("Reintegro futuro");
  });

  it("keeps a bank promotion valid for the whole of its last Buenos Aires day", async () => {
    // 2026-11-21 23:30 in Buenos Aires is already the 22nd in UTC.
    const lateAtNight = new Date("2026-11-22T02:30:00.000Z");
    const stillValid = await unifiedSearch("opticas", { now: lateAtNight });
    expect(stillValid.bankPromotions.map((p) => p.title)).toContain("Reintegro en ópticas");
    const nextDay = await unifiedSearch("opticas", { now: new Date("2026-11-22T03:30:00.000Z") });
    expect(nextDay.bankPromotions.map((p) => p.title)).not.toContain("Reintegro en ópticas");
  });

  it("checks the demo data's promotions are all active", async () => {
    const { db } = getHandle();
    const result = await unifiedSearch("descuento", { now });
    const ids = result.businessPromotions.map((p) => p.objectID);
    if (ids.length === 0) return;
    const rows = await db
      .select({ start: businessPromotions.startDate, end: businessPromotions.endDate, status: businesses.status })
      .from(businessPromotions)
      .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
      .where(inArray(businessPromotions.id, ids));
    for (const row of rows) {
      expect(row.status).toBe("active");
      expect(row.start.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.end.getTime()).toBeGreaterThanOrEqual(now.getTime());
    }
  });
});

describe("unifiedSearch: hostile input", () => {
  const inputs = [
    "'); drop table businesses; --",
    "farm:* & | !",
    "%_\\",
    "a".repeat(5000),
    "🍕🍕",
    "pizza 🍕",
    "\u0000\u0001 nul",
    "(((",
    "!!",
    "::*",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "\uD800 lone surrogate",
    "de la",
    "a & b | c",
    "ñ\u0303",
  ];

  it.each(inputs.map((q) => [q.slice(0, 40), q]))("answers normally for %j", async (_label, q) => {
    const result = await unifiedSearch(q, { now });
    expect(result.total).toBe(
      result.counts.businesses + result.counts.businessPromotions + result.counts.bankPromotions,
    );
    expect(result.businesses.length).toBeLessThanOrEqual(5);
  });

  it("still has its tables afterwards", async () => {
    const { db } = getHandle();
    const [row] = await db.select({ n: count() }).from(businesses);
    expect(row!.n).toBeGreaterThan(0);
  });

  it("treats tsquery syntax as plain words", async () => {
    const result = await unifiedSearch("quokka:* & | !", { now });
    expect(result.counts.businesses).toBe(7);
  });
});
