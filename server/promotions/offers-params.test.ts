import { describe, expect, it } from "vitest";
import { MAX_OFFERS_PAGE, OffersParamsSchema, parseOffersParams } from "./offers-params.ts";

const defaults = { tab: "comercios", bank: null, category: null, day: null, card: null, ending: false, page: 1 };

describe("parseOffersParams", () => {
  it("has defaults for everything", () => {
    expect(parseOffersParams(new URLSearchParams())).toEqual(defaults);
    expect(OffersParamsSchema.parse(undefined)).toEqual(defaults);
    expect(OffersParamsSchema.parse(42)).toEqual(defaults);
  });

  it("reads every parameter", () => {
    expect(
      parseOffersParams("tab=bancos&bank=Galicia&category=farmacias&day=martes&card=credito&ending=1&page=3&utm=x"),
    ).toEqual({
      tab: "bancos",
      bank: "galicia",
      category: "farmacias",
      day: 2,
      card: "credito",
      ending: true,
      page: 3,
    });
    expect(parseOffersParams(new URL("http://x/ofertas?tab=bancos&bank=galicia"))).toMatchObject({
      tab: "bancos",
      bank: "galicia",
    });
    expect(parseOffersParams({ tab: "bancos", day: "3" })).toMatchObject({ tab: "bancos", day: 3 });
  });

  it("unknown tabs are the business tab", () => {
    for (const tab of ["xyz", "", "BANCOS ", "comercios", "<b>"]) {
      expect(parseOffersParams({ tab }).tab).toBe(tab.trim().toLowerCase() === "bancos" ? "bancos" : "comercios");
    }
    expect(parseOffersParams("tab=bancos&tab=xyz").tab).toBe("bancos");
  });

  it("days accept names with or without accents and numbers 0-6", () => {
    expect(parseOffersParams({ day: "miércoles" }).day).toBe(3);
    expect(parseOffersParams({ day: "MIERCOLES" }).day).toBe(3);
    expect(parseOffersParams({ day: "sábado" }).day).toBe(6);
    expect(parseOffersParams({ day: "0" }).day).toBe(0);
    for (const day of ["7", "-1", "hoy", "2026-11-24", "", "1.5"]) expect(parseOffersParams({ day }).day).toBeNull();
  });

  it("card types", () => {
    expect(parseOffersParams({ card: "Débito" }).card).toBe("debito");
    expect(parseOffersParams({ card: "prepaga" }).card).toBe("prepaga");
    expect(parseOffersParams({ card: "amex" }).card).toBeNull();
  });

  it("pages are clamped to 1…MAX_OFFERS_PAGE", () => {
    expect(parseOffersParams({ page: "999999" }).page).toBe(MAX_OFFERS_PAGE);
    expect(parseOffersParams({ page: "9".repeat(400) }).page).toBe(MAX_OFFERS_PAGE);
    expect(parseOffersParams({ page: " 7 " }).page).toBe(7);
    for (const page of ["0", "-4", "abc", "2.5", "", "Infinity", "NaN", "1e308", "0x10"]) {
      expect(parseOffersParams({ page }).page, page).toBe(1);
    }
  });

  it("bank and category are lookup keys: trimmed, lower-cased, cut, never rejected", () => {
    expect(parseOffersParams({ bank: "  Naranja-X " }).bank).toBe("naranja-x");
    expect(parseOffersParams({ bank: "<script>alert(1)</script>" }).bank).toBe("<script>alert(1)</script>");
    expect(parseOffersParams({ bank: "a".repeat(5000) }).bank).toHaveLength(100);
    expect(parseOffersParams({ bank: "   " }).bank).toBeNull();
    expect(parseOffersParams({ category: "Farmacias" }).category).toBe("farmacias");
  });

  it("flags", () => {
    for (const value of ["1", "true", "on"]) expect(parseOffersParams({ ending: value }).ending).toBe(true);
    for (const value of ["0", "yes", ""]) expect(parseOffersParams({ ending: value }).ending).toBe(false);
  });
});
