import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalOffersPath,
  MAX_OFFERS_PAGE,
  OFFERS_DEFAULTS,
  offersHref,
  offersSearchParams,
  parseOffersParams,
} from "./offers-url.ts";

/** The writer's literal: the reader must give it for an empty or unreadable query. */
const defaults = OFFERS_DEFAULTS;

describe("parseOffersParams", () => {
  it("has defaults for everything", () => {
    expect(parseOffersParams(new URLSearchParams())).toEqual(defaults);
    expect(parseOffersParams(undefined)).toEqual(defaults);
    expect(parseOffersParams(42 as never)).toEqual(defaults);
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

describe("offersHref", () => {
  it("writes only what applies to the tab, defaults left out", () => {
    expect(offersHref(parseOffersParams(""))).toBe("/ofertas");
    expect(offersHref(parseOffersParams("tab=bancos&bank=galicia"))).toBe("/ofertas?tab=bancos&bank=galicia");
    expect(offersHref(parseOffersParams("category=farmacias&day=martes&card=credito&ending=1&page=2"))).toBe(
      "/ofertas?category=farmacias&ending=1&page=2",
    );
    expect(offersHref(parseOffersParams("tab=bancos&category=farmacias&day=3&card=debito&page=1"))).toBe(
      "/ofertas?tab=bancos&day=miercoles&card=debito",
    );
  });

  it("round-trips through the parser", () => {
    const params = parseOffersParams("tab=bancos&bank=naranja-x&day=sabado&card=prepaga&ending=1&page=4");
    const href = offersHref(params);
    expect(parseOffersParams(new URL(href, "http://x").searchParams)).toEqual({ ...params, category: null });
  });

  it("applies changes", () => {
    const params = parseOffersParams("tab=bancos&bank=galicia&page=3");
    expect(offersHref(params, { page: 4 })).toBe("/ofertas?tab=bancos&bank=galicia&page=4");
    expect(offersHref(params, { bank: null, page: 1 })).toBe("/ofertas?tab=bancos");
  });

  it("escapes values", () => {
    expect(offersHref(parseOffersParams({ tab: "bancos", bank: "a&b=c" }))).toBe("/ofertas?tab=bancos&bank=a%26b%3Dc");
  });
});

describe("canonicalOffersPath", () => {
  it("keeps tab and bank only", () => {
    expect(canonicalOffersPath({ tab: "comercios", bank: "galicia" })).toBe("/ofertas");
    expect(canonicalOffersPath({ tab: "bancos", bank: null })).toBe("/ofertas?tab=bancos");
    expect(canonicalOffersPath({ tab: "bancos", bank: "galicia" })).toBe("/ofertas?tab=bancos&bank=galicia");
  });
});

describe("the grammar both ways", () => {
  const state = fc.record({
    tab: fc.constantFrom("comercios" as const, "bancos" as const),
    bank: fc.option(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { nil: null }),
    category: fc.option(fc.stringMatching(/^[a-z0-9-]{1,20}$/), { nil: null }),
    day: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    card: fc.option(fc.constantFrom("credito" as const, "debito" as const, "prepaga" as const), { nil: null }),
    ending: fc.boolean(),
    page: fc.integer({ min: 1, max: MAX_OFFERS_PAGE }),
  });

  it("reads back what it writes (the other tab's filters are not part of the state)", () => {
    fc.assert(
      fc.property(state, (params) => {
        const read = parseOffersParams(offersSearchParams(params));
        const applies =
          params.tab === "bancos" ? { ...params, category: null } : { ...params, bank: null, day: null, card: null };
        expect(read).toEqual(applies);
        expect(offersSearchParams(read).toString()).toBe(offersSearchParams(params).toString());
      }),
    );
  });

  it("never throws on hostile input, and ignores unknown keys", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 12 }), (pairs) => {
        const params = parseOffersParams(new URLSearchParams(pairs));
        expect(parseOffersParams(offersSearchParams(params))).toEqual(
          params.tab === "bancos" ? { ...params, category: null } : { ...params, bank: null, day: null, card: null },
        );
      }),
    );
    expect(parseOffersParams("utm_source=x&fbclid=y&tab=bancos")).toEqual(parseOffersParams("tab=bancos"));
  });

  it("a partial state is written against the defaults", () => {
    expect(offersHref({ tab: "bancos" })).toBe("/ofertas?tab=bancos");
    expect(offersHref({})).toBe("/ofertas");
  });
});
