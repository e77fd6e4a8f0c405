import { describe, expect, it } from "vitest";
import {
  appliesHereToday,
  appliesToBusiness,
  type BankPromotionPlace,
  bankPromotionsHereToday,
  describeScope,
  isBankPromotionScope,
} from "./bank-promotion-scope.ts";

const cafe: BankPromotionPlace = { uuid: "cafe", categoryId: 11, parentCategoryId: 1, brandId: 7 };
const pharmacy: BankPromotionPlace = { uuid: "farmacia", categoryId: 2, parentCategoryId: null, brandId: null };
const base = { categoryId: null, brandId: null, businessUuids: [] as string[] };
const dates = { validFrom: "2026-11-01", validTo: "2026-11-30", daysOfWeek: [2, 4] };
/** Tuesday 24 November 2026 in Argentina (UTC-3); 02:30 UTC is still Monday 23 there. */
const tuesday = new Date("2026-11-24T12:00:00Z");
const mondayLateNight = new Date("2026-11-24T02:30:00Z");

describe("appliesToBusiness", () => {
  it("todos: every business", () => {
    expect(appliesToBusiness({ ...base, scope: "todos" }, cafe)).toBe(true);
    expect(appliesToBusiness({ ...base, scope: "todos" }, pharmacy)).toBe(true);
  });

  it("categoria: the category itself, and a main category covers its subcategories", () => {
    expect(appliesToBusiness({ ...base, scope: "categoria", categoryId: 11 }, cafe)).toBe(true);
    expect(appliesToBusiness({ ...base, scope: "categoria", categoryId: 1 }, cafe)).toBe(true);
    expect(appliesToBusiness({ ...base, scope: "categoria", categoryId: 1 }, pharmacy)).toBe(false);
    expect(appliesToBusiness({ ...base, scope: "categoria", categoryId: 12 }, cafe)).toBe(false);
    expect(appliesToBusiness({ ...base, scope: "categoria", categoryId: null }, cafe)).toBe(false);
  });

  it("marca: the brand's branches only", () => {
    expect(appliesToBusiness({ ...base, scope: "marca", brandId: 7 }, cafe)).toBe(true);
    expect(appliesToBusiness({ ...base, scope: "marca", brandId: 8 }, cafe)).toBe(false);
    expect(appliesToBusiness({ ...base, scope: "marca", brandId: null }, pharmacy)).toBe(false);
  });

  it("comercios: the listed businesses only", () => {
    const listed = { ...base, scope: "comercios" as const, businessUuids: ["farmacia"] };
    expect(appliesToBusiness(listed, pharmacy)).toBe(true);
    expect(appliesToBusiness(listed, cafe)).toBe(false);
    expect(appliesToBusiness({ ...base, scope: "comercios" }, cafe)).toBe(false);
  });
});

describe("appliesHereToday", () => {
  const everywhere = { ...base, ...dates, scope: "todos" as const };

  it("needs the weekday and the dates, in Argentina's calendar", () => {
    expect(appliesHereToday(everywhere, cafe, tuesday)).toBe(true);
    expect(appliesHereToday(everywhere, cafe, mondayLateNight)).toBe(false);
    expect(appliesHereToday({ ...everywhere, daysOfWeek: [] }, cafe, mondayLateNight)).toBe(true);
    expect(appliesHereToday({ ...everywhere, validTo: "2026-11-23" }, cafe, tuesday)).toBe(false);
    expect(appliesHereToday({ ...everywhere, validFrom: "2026-11-25" }, cafe, tuesday)).toBe(false);
  });

  it("needs the scope too", () => {
    const brand = { ...everywhere, scope: "marca" as const, brandId: 7 };
    expect(appliesHereToday(brand, cafe, tuesday)).toBe(true);
    expect(appliesHereToday(brand, pharmacy, tuesday)).toBe(false);
  });

  it("filters a list, the narrowest scope first", () => {
    const a = { ...everywhere, id: 1 };
    const b = { ...everywhere, id: 2, scope: "categoria" as const, categoryId: 2 };
    const c = { ...everywhere, id: 3, daysOfWeek: [5] };
    expect(bankPromotionsHereToday([a, b, c], pharmacy, tuesday).map((p) => p.id)).toEqual([2, 1]);
    expect(bankPromotionsHereToday([a, b, c], cafe, tuesday).map((p) => p.id)).toEqual([1]);
  });
});

describe("describeScope", () => {
  it("says where in a few words", () => {
    expect(describeScope({ scope: "todos" })).toBe("En todos los comercios");
    expect(describeScope({ scope: "categoria", categoryName: "Gastronomía" })).toBe("En Gastronomía");
    expect(describeScope({ scope: "marca", brandName: "Café Central" })).toBe("En las sucursales de Café Central");
    expect(describeScope({ scope: "comercios", businessNames: ["Panadería Lucía"] })).toBe("En Panadería Lucía");
    expect(describeScope({ scope: "comercios", businessNames: ["A", "B", "C"] })).toBe("En 3 comercios");
  });

  it("knows its kinds", () => {
    expect(isBankPromotionScope("marca")).toBe(true);
    expect(isBankPromotionScope("all")).toBe(false);
  });
});
