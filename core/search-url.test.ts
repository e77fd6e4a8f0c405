import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEAR_RADII_M } from "./geo.ts";
import {
  PAYMENT_METHODS,
  parseSearchPageParams,
  SEARCH_DEFAULTS,
  SEARCH_SORTS,
  searchHref,
  searchQuery,
} from "./search-url.ts";

/** The writer's literal: the reader must give it for an empty or unreadable query. */
const defaults = SEARCH_DEFAULTS;

describe("parseSearchPageParams", () => {
  it("has defaults for everything", () => {
    expect(parseSearchPageParams(new URLSearchParams())).toEqual(defaults);
    expect(parseSearchPageParams(undefined)).toEqual(defaults);
    expect(parseSearchPageParams(42 as never)).toEqual(defaults);
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

describe("searchQuery / searchHref", () => {
  it("writes only what differs from the defaults, page left out", () => {
    expect(searchHref()).toBe("/search");
    expect(searchHref({ category: "farmacias" })).toBe("/search?category=farmacias");
    expect(searchHref({ q: "café & té" })).toBe("/search?q=caf%C3%A9+%26+t%C3%A9");
    expect(searchHref({ promoBanco: 12 })).toBe("/search?promo-banco=12");
    expect(
      searchQuery(parseSearchPageParams("q=pizza&sort=rating&open=1&pay=qr&pay=credit&parking=1&page=4")).toString(),
    ).toBe("q=pizza&sort=rating&open=1&pay=credit&pay=qr&parking=1");
  });

  const state = fc
    .record({
      q: fc.stringMatching(/^[a-zñé0-9]{2,10}( [a-z]{1,5})?$/),
      category: fc.option(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)?$/), { nil: null }),
      sort: fc.constantFrom(...SEARCH_SORTS),
      open: fc.boolean(),
      pay: fc.subarray([...PAYMENT_METHODS]),
      delivery: fc.boolean(),
      parking: fc.boolean(),
      accessibility: fc.boolean(),
      origin: fc.option(
        fc.record({ lat: fc.integer({ min: -900000, max: 900000 }), lng: fc.integer({ min: -1800000, max: 1800000 }) }),
        { nil: null },
      ),
      radio: fc.option(fc.constantFrom(...NEAR_RADII_M), { nil: null }),
      promoBanco: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
    })
    .map(({ origin, ...rest }) => ({
      ...rest,
      lat: origin ? origin.lat / 10_000 : null,
      lng: origin ? origin.lng / 10_000 : null,
      radio: origin ? rest.radio : null,
      sort: !origin && rest.sort === "distance" ? ("relevance" as const) : rest.sort,
      page: 1,
    }));

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(state, (params) => {
        expect(parseSearchPageParams(searchQuery(params))).toEqual(params);
      }),
    );
  });

  it("never throws on hostile input, ignores unknown keys, and what it reads writes back the same", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 12 }), (pairs) => {
        const params = parseSearchPageParams(new URLSearchParams(pairs));
        expect(parseSearchPageParams(searchQuery(params))).toEqual({ ...params, page: 1 });
      }),
    );
    expect(parseSearchPageParams("utm_source=x&vista=mapa&q=pan")).toEqual(parseSearchPageParams("q=pan"));
  });
});
