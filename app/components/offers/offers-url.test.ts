import { describe, expect, it } from "vitest";
import { parseOffersParams } from "#server/promotions/offers-params.ts";
import { canonicalOffersPath, offersHref } from "./offers-url.ts";

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
