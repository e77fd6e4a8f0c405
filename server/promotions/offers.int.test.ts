import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  appliesOnDay,
  compareBankPromotions,
  isBankPromotionActive,
  isBankPromotionEndingSoon,
} from "#core/bank-promotions.ts";
import { parseOffersParams } from "#core/offers-url.ts";
import { comparePromotions, isLastDays, isPromotionLive } from "#core/promotions.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { bankPromotions, banks, businesses, businessPromotions, categories, users } from "../platform/db/schema.ts";
import { getOffersPage, OFFERS_CACHE_MS, OFFERS_PAGE_SIZE } from "./get-offers-page.ts";
import { listActivePromotions } from "./list-active-promotions.ts";
import { listBankPromotions } from "./list-bank-promotions.ts";
import { changePromotion } from "./promotion-lifecycle.ts";

const getHandle = setupTestDatabase();

const page = (query: string, now = TEST_NOW) => getOffersPage(parseOffersParams(query), now);

beforeEach(() => clearPublicCaches());

/** Every promotion that should be listed at `now`, computed in JS from the raw rows. */
async function expectedBusinessOffers(now: Date) {
  const { db } = getHandle();
  const rows = await db
    .select({
      id: businessPromotions.id,
      startDate: businessPromotions.startDate,
      endDate: businessPromotions.endDate,
      pausedAt: businessPromotions.pausedAt,
      isFeatured: businessPromotions.isFeatured,
      createdAt: businessPromotions.createdAt,
      status: businesses.status,
      categoryId: businesses.categoryId,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid));
  return rows.filter((r) => r.status === "active" && isPromotionLive(r, now));
}

describe("business offers (tab comercios)", () => {
  it("lists active promotions of active businesses only, featured first then newest", async () => {
    const expected = await expectedBusinessOffers(TEST_NOW);
    expect(expected.length).toBeGreaterThan(OFFERS_PAGE_SIZE);
    const result = await page("page=25");
    if (result.tab !== "comercios") throw new Error("tab");
    expect(result.total).toBe(expected.length);
    expect(result.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const p of result.items) expect(isPromotionLive(p, TEST_NOW)).toBe(true);
    expect([...result.items].sort(comparePromotions).map((p) => p.id)).toEqual(result.items.map((p) => p.id));
    expect(result.items[0]?.isFeatured).toBe(true);
    expect(result.items.every((p) => typeof p.couponCopiesCount === "number")).toBe(true);
  });

  it("shows 20 per page; 'Ver más' adds the next 20 after the same first ones; absurd pages clamp", async () => {
    const first = await page("");
    const second = await page("page=2");
    const huge = await page("page=999999");
    expect(first.items).toHaveLength(OFFERS_PAGE_SIZE);
    expect(first.page).toBe(1);
    expect(first.hasMore).toBe(true);
    expect(second.items.length).toBeGreaterThan(OFFERS_PAGE_SIZE);
    expect(second.items.slice(0, OFFERS_PAGE_SIZE).map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    expect(new Set(second.items.map((p) => p.id)).size).toBe(second.items.length);
    const pages = Math.ceil(first.total / OFFERS_PAGE_SIZE);
    expect(huge.page).toBe(pages);
    expect(huge.params.page).toBe(pages);
    expect(huge.items).toHaveLength(first.total);
    expect(huge.hasMore).toBe(false);
    expect(huge.limitReached).toBe(false);
  });

  it("filters by category, subcategories included", async () => {
    const first = await page("");
    if (first.tab !== "comercios") throw new Error("tab");
    const parent = first.categories.find((c) => !c.isChild && c.count > 0);
    expect(parent).toBeDefined();
    const { db } = getHandle();
    const [row] = await db.select().from(categories).where(eq(categories.slug, parent!.slug));
    const children = await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, row!.id));
    const ids = new Set([row!.id, ...children.map((c) => c.id)]);
    const expected = (await expectedBusinessOffers(TEST_NOW)).filter(
      (p) => p.categoryId != null && ids.has(p.categoryId),
    );

    const result = await page(`category=${parent!.slug}&page=25`);
    if (result.tab !== "comercios") throw new Error("tab");
    expect(result.category?.slug).toBe(parent!.slug);
    expect(result.total).toBe(expected.length);
    expect(result.total).toBe(parent!.count);
    expect(result.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it("an unknown category is an empty, normal page", async () => {
    for (const slug of ["no-existe", "<script>alert(1)</script>", "x".repeat(500)]) {
      const result = await page(`category=${encodeURIComponent(slug)}`);
      if (result.tab !== "comercios") throw new Error("tab");
      expect(result.unknownCategory).toBe(true);
      expect(result.items).toEqual([]);
      expect(result.params.category).toBeNull();
    }
  });

  it("'Terminan pronto' is exactly the promotions with 3 days or fewer left (the '¡Últimos días!' rule)", async () => {
    const expected = (await expectedBusinessOffers(TEST_NOW)).filter((p) => isLastDays(p, TEST_NOW));
    expect(expected.length).toBeGreaterThan(0);
    const result = await page("ending=1&page=25");
    expect(result.items.map((p) => String(p.id)).sort()).toEqual(expected.map((p) => p.id).sort());
  });

  it("ignores the bank tab's filters", async () => {
    const plain = await page("");
    const withBankFilters = await page("bank=galicia&day=martes&card=credito");
    expect(withBankFilters.items.map((p) => p.id)).toEqual(plain.items.map((p) => p.id));
    expect(withBankFilters.params).toMatchObject({ bank: null, day: null, card: null });
  });

  it("hides promotions of businesses that are no longer active; listActivePromotions keeps its signature", async () => {
    const { db } = getHandle();
    const [promo] = await listActivePromotions({ now: TEST_NOW, limit: 1 });
    expect(promo).toBeDefined();
    await db.update(businesses).set({ status: "suspended" }).where(eq(businesses.uuid, promo!.business.uuid));
    try {
      const after = await page("page=25");
      expect(after.items.some((p) => p.id === promo!.id)).toBe(false);
    } finally {
      await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, promo!.business.uuid));
    }
  });

  it("counts and pages are reused within a window; a promotion writer's change shows at once", async () => {
    const { db } = getHandle();
    const first = await page("");
    if (first.tab !== "comercios") throw new Error("tab");
    const [promo] = first.items;
    if (!promo) throw new Error("no offers");
    const categoryTotal = first.categories.reduce((sum, c) => sum + (c.isChild ? 0 : c.count), 0);
    expect(first.total).toBe((await expectedBusinessOffers(TEST_NOW)).length);
    expect(categoryTotal).toBeLessThanOrEqual(first.total);

    // A change behind the writers' back waits for the next window (at most OFFERS_CACHE_MS late)…
    await db
      .update(businessPromotions)
      .set({ isFeatured: !promo.isFeatured })
      .where(eq(businessPromotions.id, promo.id));
    try {
      const sameWindow = await page("");
      expect(sameWindow.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
      const nextWindow = await page("", new Date(TEST_NOW.getTime() + OFFERS_CACHE_MS));
      expect(nextWindow.items.find((p) => p.id === promo.id)?.isFeatured).toBe(!promo.isFeatured);
    } finally {
      await db
        .update(businessPromotions)
        .set({ isFeatured: promo.isFeatured })
        .where(eq(businessPromotions.id, promo.id));
    }

    // …while the writers' own change (here an admin pausing it) is on the next visit.
    const [admin] = await db.select({ id: users.id }).from(users).limit(1);
    const paused = await changePromotion(
      { id: admin!.id, isAdmin: true },
      promo.business.uuid,
      promo.id,
      "pause",
      TEST_NOW,
    );
    expect(paused.ok).toBe(true);
    try {
      const after = await page("");
      if (after.tab !== "comercios") throw new Error("tab");
      expect(after.items.some((p) => p.id === promo.id)).toBe(false);
      expect(after.total).toBe(first.total - 1);
      expect(after.categories.reduce((sum, c) => sum + (c.isChild ? 0 : c.count), 0)).toBe(categoryTotal - 1);
    } finally {
      await db.update(businessPromotions).set({ pausedAt: null }).where(eq(businessPromotions.id, promo.id));
    }
  });

  it("start and end are inclusive instants", async () => {
    const [promo] = await listActivePromotions({ now: TEST_NOW, limit: 1 });
    const { db } = getHandle();
    const [row] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, promo!.id));
    const atStart = await listActivePromotions({ now: row!.startDate, limit: 500 });
    const atEnd = await listActivePromotions({ now: row!.endDate, limit: 500 });
    const justAfter = await listActivePromotions({ now: new Date(row!.endDate.getTime() + 1), limit: 500 });
    expect(atStart.some((p) => p.id === promo!.id)).toBe(true);
    expect(atEnd.some((p) => p.id === promo!.id)).toBe(true);
    expect(justAfter.some((p) => p.id === promo!.id)).toBe(false);
  });
});

describe("bank promotions (tab bancos)", () => {
  async function allBankRows() {
    const { db } = getHandle();
    return db
      .select({
        id: bankPromotions.id,
        validFrom: bankPromotions.validFrom,
        validTo: bankPromotions.validTo,
        daysOfWeek: bankPromotions.daysOfWeek,
        cardTypes: bankPromotions.cardTypes,
        bankId: bankPromotions.bankId,
        isFeatured: bankPromotions.isFeatured,
        createdAt: bankPromotions.createdAt,
      })
      .from(bankPromotions);
  }

  it("lists promotions valid today (Buenos Aires date), featured first then newest", async () => {
    const expected = (await allBankRows()).filter((p) => isBankPromotionActive(p, TEST_NOW));
    const all = await allBankRows();
    expect(expected.length).toBeLessThan(all.length);
    const result = await page("tab=bancos&page=25");
    if (result.tab !== "bancos") throw new Error("tab");
    expect(result.total).toBe(expected.length);
    expect(result.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect([...result.items].sort(compareBankPromotions).map((p) => p.id)).toEqual(result.items.map((p) => p.id));
    expect(result.items[0]?.isFeatured).toBe(true);
    const first = await page("tab=bancos");
    expect(first.items).toHaveLength(Math.min(OFFERS_PAGE_SIZE, expected.length));
    expect(first.hasMore).toBe(expected.length > OFFERS_PAGE_SIZE);
  });

  it("filters by bank; an unknown bank is an empty, normal page", async () => {
    const result = await page("tab=bancos&bank=galicia");
    if (result.tab !== "bancos") throw new Error("tab");
    expect(result.bank?.name).toBe("Banco Galicia");
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((p) => p.bank.slug === "galicia")).toBe(true);
    const { db } = getHandle();
    const [galicia] = await db.select().from(banks).where(eq(banks.slug, "galicia"));
    const expected = (await allBankRows()).filter(
      (p) => p.bankId === galicia!.id && isBankPromotionActive(p, TEST_NOW),
    );
    expect(result.total).toBe(expected.length);

    for (const slug of ["banco-inexistente", "<img src=x>", "galicia'--"]) {
      const unknown = await page(`tab=bancos&bank=${encodeURIComponent(slug)}`);
      if (unknown.tab !== "bancos") throw new Error("tab");
      expect(unknown.unknownBank).toBe(true);
      expect(unknown.items).toEqual([]);
      expect(unknown.params.bank).toBeNull();
    }
  });

  it("filters by day (every-day promotions always match) and by card type", async () => {
    const rows = (await allBankRows()).filter((p) => isBankPromotionActive(p, TEST_NOW));
    const tuesday = await page("tab=bancos&day=martes&page=25");
    if (tuesday.tab !== "bancos") throw new Error("tab");
    expect(tuesday.items.map((p) => p.id).sort()).toEqual(
      rows
        .filter((p) => appliesOnDay(p, 2))
        .map((p) => p.id)
        .sort(),
    );
    expect(tuesday.items.some((p) => p.daysOfWeek.length === 0)).toBe(true);
    expect(tuesday.items.some((p) => p.daysOfWeek.includes(2))).toBe(true);

    const prepaga = await page("tab=bancos&card=prepaga&page=25");
    expect(prepaga.items.length).toBeGreaterThan(0);
    expect(prepaga.items.map((p) => p.id).sort()).toEqual(
      rows
        .filter((p) => p.cardTypes.includes("prepaga"))
        .map((p) => p.id)
        .sort(),
    );

    const both = await page("tab=bancos&bank=naranja-x&day=viernes&card=prepaga");
    if (both.tab !== "bancos") throw new Error("tab");
    expect(both.items.length).toBeGreaterThan(0);
    for (const p of both.items) {
      expect(p.bank.slug).toBe("naranja-x");
      expect(appliesOnDay(p, 5)).toBe(true);
      expect(p.cardTypes).toContain("prepaga");
    }
  });

  it("validity is by Buenos Aires calendar date (inclusive), and 'Terminan pronto' is valid_to within 3 days", async () => {
    const { db } = getHandle();
    const [bank] = await db.select().from(banks).where(eq(banks.slug, "macro"));
    // 01:00 UTC on Nov 22 is still Saturday Nov 21, 22:00, in Buenos Aires.
    const lateNight = new Date("2026-11-22T01:00:00Z");
    const today = buenosAiresDateKey(lateNight);
    expect(today).toBe("2026-11-21");
    const base = { bankId: bank!.id, discountText: "10%", cardTypes: ["credito"], createdAt: TEST_NOW };
    const inserted = await db
      .insert(bankPromotions)
      .values([
        { ...base, title: "Termina hoy", validFrom: "2026-11-01", validTo: today },
        { ...base, title: "Termina en 3 días", validFrom: "2026-11-01", validTo: addDaysToDateKey(today, 3) },
        { ...base, title: "Termina en 4 días", validFrom: "2026-11-01", validTo: addDaysToDateKey(today, 4) },
        { ...base, title: "Empieza hoy", validFrom: today, validTo: "2026-12-31" },
        { ...base, title: "Empieza mañana", validFrom: addDaysToDateKey(today, 1), validTo: "2026-12-31" },
        { ...base, title: "Terminó ayer", validFrom: "2026-11-01", validTo: addDaysToDateKey(today, -1) },
      ])
      .returning({ id: bankPromotions.id, title: bankPromotions.title });
    const ids = new Map(inserted.map((r) => [r.title, r.id]));
    try {
      const { items } = await listBankPromotions({ now: lateNight, bankId: bank!.id, limit: 500 });
      const titles = new Set(items.map((p) => p.title));
      expect(titles.has("Termina hoy")).toBe(true);
      expect(titles.has("Empieza hoy")).toBe(true);
      expect(titles.has("Termina en 4 días")).toBe(true);
      expect(titles.has("Empieza mañana")).toBe(false);
      expect(titles.has("Terminó ayer")).toBe(false);

      const ending = await page("tab=bancos&bank=macro&ending=1&page=25", lateNight);
      const endingTitles = ending.items.map((p) => p.title).sort();
      expect(endingTitles).toEqual(["Termina en 3 días", "Termina hoy"]);
      for (const p of ending.items) expect(isBankPromotionEndingSoon(p as never, lateNight)).toBe(true);

      // One hour later it is Nov 22 in Buenos Aires: "Termina hoy" has ended.
      const nextDay = await listBankPromotions({ now: new Date("2026-11-22T03:00:00Z"), bankId: bank!.id, limit: 500 });
      expect(nextDay.items.some((p) => p.id === ids.get("Termina hoy"))).toBe(false);
    } finally {
      for (const id of ids.values()) await db.delete(bankPromotions).where(eq(bankPromotions.id, id));
    }
  });

  it("pages past the end clamp to the last page", async () => {
    const result = await page("tab=bancos&bank=galicia&page=999999");
    expect(result.page).toBe(1);
    expect(result.items.length).toBe(result.total);
    expect(result.hasMore).toBe(false);
  });
});
