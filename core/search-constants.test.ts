import { describe, expect, it } from "vitest";
import { countTrending, isSearchableQuery, normalizeSearchQuery } from "./search-constants.ts";

describe("normalizeSearchQuery", () => {
  it.each([
    ["not a string: undefined", undefined, ""],
    ["not a string: number", 42, ""],
    ["not a string: array", ["pizza"], ""],
    ["not a string: null", null, ""],
    ["empty", "", ""],
    ["only spaces", "   \t\n ", ""],
    ["trims", "  pizza  ", "pizza"],
    ["collapses inner whitespace", "farmacia    del\t\tcentro", "farmacia del centro"],
    ["control characters become spaces", "pi\u0000zza\u0007 napo\u001fl\u007fitana", "pi zza napo l itana"],
    ["newlines", "pizza\r\nnapolitana", "pizza napolitana"],
    ["zero-width space", "piz\u200Bza", "piz za"],
    ["no-break space collapses", "café\u00a0\u00a0con leche", "café con leche"],
    ["keeps accents and ñ", "Ñandú Peluquería", "Ñandú Peluquería"],
    ["NFC normalisation", "cafe\u0301", "café"],
    ["keeps emoji sequences", "🍕 pizza 👨‍🍳", "🍕 pizza 👨‍🍳"],
    ["lone surrogate repaired", "pizza\ud800", "pizza\ufffd"],
  ])("%s", (_name, raw, expected) => {
    expect(normalizeSearchQuery(raw)).toBe(expected);
  });

  it("truncates to 100 characters instead of rejecting", () => {
    expect(normalizeSearchQuery("a".repeat(250))).toBe("a".repeat(100));
    expect(normalizeSearchQuery(`  ${"b".repeat(100)}  `)).toBe("b".repeat(100));
  });

  it("counts code points and drops a trailing space left by the cut", () => {
    expect(normalizeSearchQuery("🍕".repeat(150))).toBe("🍕".repeat(100));
    expect(normalizeSearchQuery(`${"a".repeat(99)} bcd`)).toBe("a".repeat(99));
  });

  it("collapses before truncating", () => {
    expect(normalizeSearchQuery(`x${" ".repeat(500)}y`)).toBe("x y");
  });
});

describe("isSearchableQuery", () => {
  it.each([
    ["", false],
    ["a", false],
    [" a ", false],
    ["ab", true],
    ["🍕🍕", true],
  ])("%j → %s", (q, expected) => {
    expect(isSearchableQuery(q)).toBe(expected);
  });
});

describe("countTrending", () => {
  it("counts by trimmed lowercase text, most frequent first", () => {
    const queries = ["Pizza", " pizza ", "PIZZA", "farmacia", "Farmacia ", "helado", "", "   "];
    expect(countTrending(queries, 8)).toEqual([
      { query: "pizza", count: 3 },
      { query: "farmacia", count: 2 },
      { query: "helado", count: 1 },
    ]);
  });

  it("breaks ties alphabetically (Spanish order) and keeps the top N", () => {
    const queries = ["zapatería", "árbol", "banco", "Ñoquis", "nafta", "banco", "zapatería"];
    expect(countTrending(queries, 4)).toEqual([
      { query: "banco", count: 2 },
      { query: "zapatería", count: 2 },
      { query: "árbol", count: 1 },
      { query: "nafta", count: 1 },
    ]);
    expect(countTrending(queries, 10).map((t) => t.query)).toEqual(["banco", "zapatería", "árbol", "nafta", "ñoquis"]);
  });

  it("defaults to TRENDING_LIMIT (8) and handles edge limits", () => {
    const queries = Array.from({ length: 12 }, (_, i) => `q${String(i).padStart(2, "0")}`);
    expect(countTrending(queries)).toHaveLength(8);
    expect(countTrending(queries, 0)).toEqual([]);
    expect(countTrending([], 8)).toEqual([]);
  });

  it("does not collapse inner whitespace (spec: trimmed lowercase only)", () => {
    expect(countTrending(["pan  casero", "pan casero"], 8)).toEqual([
      { query: "pan  casero", count: 1 },
      { query: "pan casero", count: 1 },
    ]);
  });
});
