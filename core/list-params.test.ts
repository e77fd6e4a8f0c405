import { describe, expect, it } from "vitest";
import {
  clearListFiltersHref,
  defineList,
  isListFiltered,
  LIST_PAGE_SIZES,
  listHref,
  MAX_LIST_PAGE,
  pageRange,
  parseListParams,
} from "./list-params.ts";

const LIST = defineList({
  sorts: { created: "desc", name: "asc" },
  defaultSort: "created",
  filters: {
    city: { values: ["Villa María", "Villa Nueva"] },
    status: { values: ["pending", "approved", "active"], multiple: true },
  },
});

const parse = (query: string) => parseListParams(new URLSearchParams(query), LIST);

describe("parseListParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      q: "",
      sort: "created",
      dir: "desc",
      page: 1,
      size: 20,
      filters: { city: [], status: [] },
    });
  });

  it("reads every parameter the definition allows", () => {
    expect(parse("q=%20%20pan%20%20casero%20&sort=name&dir=desc&page=3&size=50&city=Villa+Nueva")).toEqual({
      q: "pan casero",
      sort: "name",
      dir: "desc",
      page: 3,
      size: 50,
      filters: { city: ["Villa Nueva"], status: [] },
    });
  });

  it("a chosen sort without a direction sorts the way that key starts", () => {
    expect(parse("sort=name")).toMatchObject({ sort: "name", dir: "asc" });
    expect(parse("sort=created")).toMatchObject({ sort: "created", dir: "desc" });
    expect(parse("sort=name&dir=sideways")).toMatchObject({ sort: "name", dir: "asc" });
  });

  it("cuts the search at 100 characters", () => {
    expect(parse(`q=${"a".repeat(150)}`).q).toBe("a".repeat(100));
  });

  it("falls back to the default for an unknown sort, size or direction", () => {
    expect(parse("sort=password&dir=DESC&size=7")).toMatchObject({ sort: "created", dir: "desc", size: 20 });
    expect(parse("sort=__proto__&size=1000000")).toMatchObject({ sort: "created", size: 20 });
    expect(parse("sort=constructor&size=20.0")).toMatchObject({ sort: "created", size: 20 });
  });

  it.each([
    ["", 1],
    ["0", 1],
    ["-1", 1],
    ["1.5", 1],
    ["1e3", 1],
    ["NaN", 1],
    ["Infinity", 1],
    ["0x10", 1],
    ["abc", 1],
    [" 4 ", 4],
    ["007", 7],
    ["99999999999999999999999", 1],
    ["9007199254740993", 1],
    ["123456789012", MAX_LIST_PAGE],
  ])("page=%j → %i", (raw, page) => {
    expect(parse(`page=${encodeURIComponent(raw)}`).page).toBe(page);
  });

  it("drops unknown filter values and keeps one value of a single-choice filter", () => {
    expect(parse("city=Córdoba").filters.city).toEqual([]);
    expect(parse("city=Córdoba&city=Villa+Nueva&city=Villa+Mar%C3%ADa").filters.city).toEqual(["Villa María"]);
    expect(parse("status=active&status=nope&status=pending&status=active").filters.status).toEqual([
      "pending",
      "active",
    ]);
  });

  it("takes the first of repeated scalar parameters and ignores unknown keys", () => {
    const params = parse("sort=name&sort=created&page=2&page=9&q=uno&q=dos&token=x&admin=1");
    expect(params).toMatchObject({ sort: "name", page: 2, q: "uno" });
    expect(Object.keys(params).sort()).toEqual(["dir", "filters", "page", "q", "size", "sort"]);
  });

  it("never throws on hostile input of any shape", () => {
    const hostile: unknown[] = [
      null,
      undefined,
      "",
      "%%%&&&==",
      "?q=%E0%A4%A&page=%00",
      new URL("http://x.test/?page=-5&size=NaN&sort[]=name"),
      { q: ["a", "b"], sort: ["name"], page: ["2", "3"], city: [1, {}, "Villa Nueva"], size: 50 },
      { q: { toString: () => "boom" }, page: Number.MAX_VALUE, dir: ["desc"], __proto__: { q: "x" } },
      { constructor: "x", hasOwnProperty: "y" },
    ];
    for (const input of hostile) {
      expect(() => parseListParams(input as never, LIST)).not.toThrow();
    }
    expect(
      parseListParams({ q: ["a", "b"], sort: ["name"], page: ["2", "3"], city: [1, {}, "Villa Nueva"] }, LIST),
    ).toMatchObject({ q: "a", sort: "name", page: 2, filters: { city: ["Villa Nueva"] } });
    expect(parseListParams({ q: { toString: () => "boom" }, page: 5 }, LIST)).toMatchObject({ q: "", page: 1 });
    expect(parseListParams(JSON.parse('{"__proto__": {"q": "x"}}'), LIST).q).toBe("");
  });

  it("reads a URL and a query string as well as URLSearchParams", () => {
    expect(parseListParams(new URL("http://x.test/admin?sort=name&page=2"), LIST)).toMatchObject({
      sort: "name",
      page: 2,
    });
    expect(parseListParams("?q=fer", LIST).q).toBe("fer");
  });
});

describe("defineList", () => {
  it("defaults to the shared page sizes, the first one by default", () => {
    const list = defineList({ sorts: { name: "asc" }, defaultSort: "name" });
    expect(list.sizes).toEqual(LIST_PAGE_SIZES);
    expect(list.defaultSize).toBe(20);
    expect(list.filters).toEqual({});
    expect(parseListParams("size=100", list).size).toBe(100);
  });

  it("refuses a definition whose defaults are not allowed", () => {
    expect(() => defineList({ sorts: { name: "asc" }, defaultSort: "date" as "name" })).toThrow(/date/);
    expect(() => defineList({ sorts: { name: "asc" }, defaultSort: "name", sizes: [10], defaultSize: 20 })).toThrow();
    expect(() =>
      defineList({ sorts: { name: "asc" }, defaultSort: "name", filters: { page: { values: ["1"] } } }),
    ).toThrow(/page/);
  });
});

describe("isListFiltered", () => {
  it("is true with a search or any filter value", () => {
    expect(isListFiltered(parse(""))).toBe(false);
    expect(isListFiltered(parse("sort=name&page=3&size=50"))).toBe(false);
    expect(isListFiltered(parse("q=pan"))).toBe(true);
    expect(isListFiltered(parse("city=Villa+Nueva"))).toBe(true);
    expect(isListFiltered(parse("city=Rosario"))).toBe(false);
  });
});

describe("listHref", () => {
  it("keeps the other parameters and goes back to page 1 when the search, sort or a filter changes", () => {
    expect(listHref("q=pan&page=3&tab=x", { sort: "name", dir: "asc" })).toBe("?q=pan&tab=x&sort=name&dir=asc");
    expect(listHref("sort=name&page=3", { q: "fer" })).toBe("?sort=name&q=fer");
    expect(listHref("page=3", { city: "Villa Nueva" })).toBe("?city=Villa+Nueva");
    expect(listHref("page=3&size=20", { size: 50 })).toBe("?size=50");
  });

  it("keeps the page when nothing really changes", () => {
    expect(listHref("q=pan&page=3", { q: "pan" })).toBe("?q=pan&page=3");
    expect(listHref("page=3", {})).toBe("?page=3");
  });

  it("moves to a page, leaving page 1 out of the URL", () => {
    expect(listHref("q=pan&page=2", { page: 5 })).toBe("?q=pan&page=5");
    expect(listHref("q=pan&page=2", { page: 1 })).toBe("?q=pan");
    expect(listHref("page=2", { page: 1 })).toBe("");
    expect(listHref("q=pan", { q: "fer", page: 4 })).toBe("?q=fer&page=4");
  });

  it("removes a parameter given null, undefined, an empty string or an empty list", () => {
    expect(listHref("q=pan&city=a&sort=name&page=2", { q: null, city: [], sort: undefined })).toBe("");
    expect(listHref("q=pan", { q: "" })).toBe("");
  });

  it("writes a list as repeated parameters", () => {
    expect(listHref("status=active&page=2", { status: ["pending", "approved"] })).toBe(
      "?status=pending&status=approved",
    );
  });

  it("takes a query with or without its question mark", () => {
    expect(listHref("?q=a", { sort: "name" })).toBe("?q=a&sort=name");
    expect(listHref(new URLSearchParams("q=a"), { sort: "name" })).toBe("?q=a&sort=name");
  });
});

describe("clearListFiltersHref", () => {
  it("drops the search and every filter, keeping the order and page size", () => {
    const current = "q=pan&city=Villa+Nueva&status=active&sort=name&dir=desc&size=50&page=4";
    expect(clearListFiltersHref(current, parse(current))).toBe("?sort=name&dir=desc&size=50");
  });
});

describe("pageRange", () => {
  it("numbers the rows on the page, 1-based", () => {
    expect(pageRange({ page: 2, size: 20, total: 134, rowCount: 20 })).toEqual({ from: 21, to: 40 });
    expect(pageRange({ page: 7, size: 20, total: 134, rowCount: 14 })).toEqual({ from: 121, to: 134 });
    expect(pageRange({ page: 1, size: 20, total: 0, rowCount: 0 })).toEqual({ from: 0, to: 0 });
  });
});
