import { describe, expect, it } from "vitest";
import { parseSearchPageParams, SearchPageParamsSchema } from "./search-page-params.ts";

const defaults = {
  q: "",
  category: null,
  sort: "relevance",
  open: false,
  pay: [],
  delivery: false,
  parking: false,
  accessibility: false,
  lat: null,
  lng: null,
  radio: null,
  promoBanco: null,
  page: 1,
};

describe("SearchPageParamsSchema", () => {
  it("has defaults for everything", () => {
    expect(parseSearchPageParams(new URLSearchParams())).toEqual(defaults);
    expect(SearchPageParamsSchema.parse(undefined)).toEqual(defaults);
    expect(SearchPageParamsSchema.parse(42)).toEqual(defaults);
  });

  it("reads every parameter", () => {
    expect(
      parseSearchPageParams(
        "q=%20%20caf%C3%A9%20%20roma%20&category=Farmacias&sort=distance&open=1&pay=qr,credit&delivery=1&parking=true&accessibility=on&lat=-32.4111&lng=-63.2433&radio=1000&promo-banco=12&page=3&utm_source=x",
      ),
    ).toEqual({
      q: "café roma",
      category: "farmacias",
      sort: "distance",
      open: true,
      pay: ["credit", "qr"],
      delivery: true,
      parking: true,
      accessibility: true,
      lat: -32.4111,
      lng: -63.2433,
      radio: 1000,
      promoBanco: 12,
      page: 3,
    });
  });

  it("falls back to defaults for invalid values instead of failing", () => {
    expect(
      parseSearchPageParams(
        `category=../../etc&sort=DROP&open=yes&pay=bitcoin,,%00&delivery=0&page=-3&q=${"x".repeat(300)}`,
      ),
    ).toEqual({ ...defaults, q: "x".repeat(100) });
    for (const page of ["abc", "0", "-1", "1.5", "1e400", "", "NaN", "Infinity"]) {
      expect(parseSearchPageParams(new URLSearchParams({ page })).page, page).toBe(1);
    }
    expect(parseSearchPageParams("page=999999999999").page).toBe(1_000_000);
  });

  it("joins repeated pay values and keeps the first of other repeated keys", () => {
    expect(parseSearchPageParams("pay=debit&pay=transfer&q=uno&q=dos")).toMatchObject({
      pay: ["debit", "transfer"],
      q: "uno",
    });
  });

  it("accepts plain objects", () => {
    expect(parseSearchPageParams({ q: "pizza", pay: ["qr", "debit"], page: "2" })).toMatchObject({
      q: "pizza",
      pay: ["debit", "qr"],
      page: 2,
    });
  });
});
