import { addDays } from "date-fns";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseSearchPageParams } from "#core/search-url.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { bankPromotions, businesses, categories } from "../platform/db/schema.ts";
import { loadBusinessCards } from "../public-business/cards.ts";
import { loadBusinessPage } from "../public-business/load-business-page.ts";
import { searchBusinesses } from "../search/search-businesses.ts";
import { bankPromotionsHere, findBankPromotionWhere } from "./bank-promotions-here.ts";

const database = setupTestDatabase();
/** TEST_NOW is Saturday 21 November 2026 in Argentina; the seed puts these promotions on its weekday. */
const saturday = TEST_NOW;
const sunday = addDays(TEST_NOW, 1);
const tuesday = addDays(TEST_NOW, 3);

async function business(slugPrefix: string) {
  const [row] = await database()
    .db.select()
    .from(businesses)
    .where(like(businesses.slug, `${slugPrefix}%`))
    .orderBy(businesses.slug)
    .limit(1);
  return row!;
}

async function promotion(title: string) {
  const [row] = await database().db.select().from(bankPromotions).where(eq(bankPromotions.title, title));
  return row!;
}

const titles = (list: readonly { title: string }[]) => list.map((p) => p.title);

describe("bank promotions that work here today", () => {
  it("a brand's promotion works at its branches on its days only", async () => {
    const branch = await business("tostadero-cafe");
    const pharmacy = await business("farmacia-ctalamochita");
    expect(titles(await bankPromotionsHere(branch.uuid, saturday))).toContain("20% en Tostadero Café");
    expect(titles(await bankPromotionsHere(pharmacy.uuid, saturday))).not.toContain("20% en Tostadero Café");
    expect(titles(await bankPromotionsHere(pharmacy.uuid, saturday))).toContain("15% en Farmacias Ctalamochita");
    // Its days are the seed's Saturday, Monday and Wednesday.
    expect(titles(await bankPromotionsHere(branch.uuid, sunday))).not.toContain("20% en Tostadero Café");
    expect(titles(await bankPromotionsHere(branch.uuid, tuesday))).not.toContain("20% en Tostadero Café");
  });

  it("a category's promotion works in its subcategories; a list's at the listed businesses", async () => {
    const [parlour] = await database()
      .db.select({ uuid: businesses.uuid })
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .where(eq(categories.slug, "heladerias"))
      .limit(1);
    expect(titles(await bankPromotionsHere(parlour!.uuid, sunday))).toContain("30% en heladerías los domingos");
    expect(titles(await bankPromotionsHere(parlour!.uuid, saturday))).not.toContain("30% en heladerías los domingos");
    const listed = await business("farmacia-del-puente");
    const other = await business("tostadero-cafe");
    const title = "3 cuotas sin interés en comercios del barrio";
    expect(titles(await bankPromotionsHere(listed.uuid, tuesday))).toContain(title);
    expect(titles(await bankPromotionsHere(other.uuid, tuesday))).not.toContain(title);
  });

  it("the cards carry today's badge", async () => {
    const branch = await business("tostadero-cafe");
    const [onSaturday] = await loadBusinessCards([branch.uuid], saturday);
    expect(onSaturday?.bankToday).toMatchObject({ bankName: "Banco Galicia" });
    expect(onSaturday?.bankToday?.count).toBeGreaterThanOrEqual(1);
    const [onTuesday] = await loadBusinessCards([branch.uuid], tuesday);
    expect(onTuesday?.bankToday?.discountText).not.toBe("20% de reintegro");
  });

  it("a cached business page still shows the promotions of the day it is read", async () => {
    const branch = await business("tostadero-cafe");
    const request = () => new Request(`http://localhost/${branch.slug}`, { headers: { "user-agent": "Googlebot" } });
    const first = await loadBusinessPage(branch.slug, request(), { slugOnly: true, now: saturday });
    expect(titles(first.bankToday)).toContain("20% en Tostadero Café");
    // The business's data comes from the cache now; the promotions are the Tuesday's.
    const second = await loadBusinessPage(branch.slug, request(), { slugOnly: true, now: tuesday });
    expect(second.business.hours).toBe(first.business.hours); // the same cached object underneath
    expect(titles(second.bankToday)).not.toContain("20% en Tostadero Café");
  });

  it("search ?promo-banco=<id> lists where it applies (¿Dónde la uso?)", async () => {
    const brandPromo = await promotion("20% en Tostadero Café");
    const byBrand = await searchBusinesses(parseSearchPageParams(`promo-banco=${brandPromo.id}`), { now: saturday });
    expect(byBrand.total).toBe(2);
    expect(byBrand.items.every((b) => b.slug.startsWith("tostadero-cafe"))).toBe(true);

    const listPromo = await promotion("3 cuotas sin interés en comercios del barrio");
    const byList = await searchBusinesses(parseSearchPageParams(`promo-banco=${listPromo.id}`), { now: saturday });
    expect(byList.items.map((b) => b.slug).sort()).toEqual(["despensa-la-esquina", "farmacia-del-puente"]);
    expect((await findBankPromotionWhere(listPromo.id))?.scopeText).toBe("En 2 comercios");

    const unknown = await searchBusinesses(parseSearchPageParams("promo-banco=999999"), { now: saturday });
    expect(unknown.total).toBe(0);
    const everything = await searchBusinesses(parseSearchPageParams(""), { now: saturday });
    const qr = await promotion("10% en comercios de cercanía pagando con QR");
    const everywhere = await searchBusinesses(parseSearchPageParams(`promo-banco=${qr.id}`), { now: saturday });
    expect(everywhere.total).toBe(everything.total);
  });
});
