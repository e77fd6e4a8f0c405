import { describe, expect, it } from "vitest";
import {
  appliesOnDay,
  appliesToday,
  bankPromotionDaysRemaining,
  buenosAiresWeekday,
  cardTypeLabels,
  compareBankPromotions,
  dayLabel,
  formatCap,
  formatDays,
  formatValidUntil,
  isBankPromotionActive,
  isBankPromotionEndingSoon,
  isBankPromotionValidOn,
  isCardType,
  sortDays,
} from "./bank-promotions.ts";

const promo = { validFrom: "2026-11-01", validTo: "2026-11-30", daysOfWeek: [2, 4] };
/** Buenos Aires is UTC-3 all year: 02:30 UTC on Nov 24 is still Monday Nov 23 in Buenos Aires. */
const mondayLateNight = new Date("2026-11-24T02:30:00Z");
const tuesdayMorning = new Date("2026-11-24T12:00:00Z");

describe("isBankPromotionValidOn", () => {
  it("is inclusive on both ends", () => {
    expect(isBankPromotionValidOn(promo, "2026-10-31")).toBe(false);
    expect(isBankPromotionValidOn(promo, "2026-11-01")).toBe(true);
    expect(isBankPromotionValidOn(promo, "2026-11-15")).toBe(true);
    expect(isBankPromotionValidOn(promo, "2026-11-30")).toBe(true);
    expect(isBankPromotionValidOn(promo, "2026-12-01")).toBe(false);
  });

  it("rejects unreadable dates", () => {
    expect(isBankPromotionValidOn(promo, "mañana")).toBe(false);
    expect(isBankPromotionValidOn(promo, "2026-02-30")).toBe(false);
    expect(isBankPromotionValidOn({ validFrom: "x", validTo: "2026-11-30" }, "2026-11-10")).toBe(false);
  });

  it("uses the Buenos Aires date, not UTC", () => {
    // 2026-12-01T01:00Z is still Nov 30 in Buenos Aires.
    expect(isBankPromotionActive(promo, new Date("2026-12-01T01:00:00Z"))).toBe(true);
    expect(isBankPromotionActive(promo, new Date("2026-12-01T03:00:00Z"))).toBe(false);
    expect(isBankPromotionActive(promo, new Date("2026-11-01T02:59:59Z"))).toBe(false);
    expect(isBankPromotionActive(promo, new Date("2026-11-01T03:00:00Z"))).toBe(true);
  });
});

describe("days", () => {
  it("an empty list is every day", () => {
    for (let d = 0; d < 7; d++) expect(appliesOnDay({ daysOfWeek: [] }, d)).toBe(true);
    expect(appliesOnDay({ daysOfWeek: [2] }, 2)).toBe(true);
    expect(appliesOnDay({ daysOfWeek: [2] }, 3)).toBe(false);
  });

  it("appliesToday uses the Buenos Aires weekday and the validity", () => {
    expect(buenosAiresWeekday(mondayLateNight)).toBe(1);
    expect(appliesToday(promo, mondayLateNight)).toBe(false);
    expect(buenosAiresWeekday(tuesdayMorning)).toBe(2);
    expect(appliesToday(promo, tuesdayMorning)).toBe(true);
    expect(appliesToday({ ...promo, daysOfWeek: [] }, mondayLateNight)).toBe(true);
    // A Tuesday after valid_to.
    expect(appliesToday(promo, new Date("2026-12-01T12:00:00Z"))).toBe(false);
  });

  it("formats days Monday first", () => {
    expect(formatDays([2, 4])).toBe("Martes y jueves");
    expect(formatDays([4, 2])).toBe("Martes y jueves");
    expect(formatDays([])).toBe("Todos los días");
    expect(formatDays([0, 1, 2, 3, 4, 5, 6])).toBe("Todos los días");
    expect(formatDays([3])).toBe("Miércoles");
    expect(formatDays([0, 6])).toBe("Sábado y domingo");
    expect(formatDays([5, 1, 3])).toBe("Lunes, miércoles y viernes");
    expect(formatDays([2, 2, 9, -1])).toBe("Martes");
    expect(sortDays([0, 3, 1])).toEqual([1, 3, 0]);
    expect(dayLabel(6)).toBe("Sábado");
  });
});

describe("labels", () => {
  it("card types", () => {
    expect(cardTypeLabels(["debito", "credito"])).toEqual(["Crédito", "Débito"]);
    expect(cardTypeLabels(["prepaga", "bitcoin"])).toEqual(["Prepaga"]);
    expect(cardTypeLabels([])).toEqual([]);
    expect(isCardType("credito")).toBe(true);
    expect(isCardType("Crédito")).toBe(false);
  });

  it("cap", () => {
    expect(formatCap(10000)).toBe("Tope de reintegro: $\u00a010.000");
    expect(formatCap(null)).toBe("Sin tope");
    expect(formatCap(0)).toBe("Sin tope");
    expect(formatCap(Number.NaN)).toBe("Sin tope");
  });

  it("validity", () => {
    expect(formatValidUntil("2027-01-31")).toBe("Válida hasta el 31/01/2027");
  });
});

describe("ending soon", () => {
  const at = new Date("2026-11-27T15:00:00Z"); // Friday Nov 27 in Buenos Aires
  it("counts calendar days to valid_to", () => {
    expect(bankPromotionDaysRemaining(promo, at)).toBe(3);
    expect(isBankPromotionEndingSoon(promo, at)).toBe(true);
    expect(isBankPromotionEndingSoon(promo, new Date("2026-11-26T15:00:00Z"))).toBe(false);
    expect(isBankPromotionEndingSoon(promo, new Date("2026-11-30T23:00:00Z"))).toBe(true);
    // Ended: not "ending soon".
    expect(isBankPromotionEndingSoon(promo, new Date("2026-12-02T15:00:00Z"))).toBe(false);
  });
});

describe("compareBankPromotions", () => {
  it("featured first, then newest, then id", () => {
    const list = [
      { id: 1, isFeatured: false, createdAt: "2026-11-10T00:00:00Z" },
      { id: 2, isFeatured: true, createdAt: "2026-10-01T00:00:00Z" },
      { id: 3, isFeatured: false, createdAt: "2026-11-12T00:00:00Z" },
      { id: 4, isFeatured: false, createdAt: "2026-11-12T00:00:00Z" },
      { id: 5, isFeatured: false, createdAt: "nope" },
    ];
    expect([...list].sort(compareBankPromotions).map((p) => p.id)).toEqual([2, 4, 3, 1, 5]);
  });
});
