import { describe, expect, it } from "vitest";
import {
  formatArs,
  formatCount,
  formatDate,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatRating,
  pluralize,
  readingMinutes,
} from "./format.ts";

const NBSP = "\u00a0";

describe("formatDate", () => {
  it.each([
    ["date-only string", "2026-12-05", "05/12/2026"],
    ["Buenos Aires midnight", new Date("2026-12-05T03:00:00Z"), "05/12/2026"],
    ["UTC instant still the previous day in BA", new Date("2026-12-05T02:59:59Z"), "04/12/2026"],
    ["ISO string with offset", "2026-01-31T23:30:00-03:00", "31/01/2026"],
    ["timestamp without offset is BA wall time", "2026-07-09 10:00:00", "09/07/2026"],
    ["epoch ms", Date.UTC(2026, 11, 25, 15), "25/12/2026"],
    ["invalid date-only", "2026-02-30", ""],
    ["garbage", "mañana", ""],
    ["invalid Date", new Date(Number.NaN), ""],
  ] as const)("%s", (_name, input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe("formatArs", () => {
  it.each([
    [18000, `$${NBSP}18.000`],
    [1234, `$${NBSP}1.234`],
    [0, `$${NBSP}0`],
    [999, `$${NBSP}999`],
    [1234567, `$${NBSP}1.234.567`],
    [18000.5, `$${NBSP}18.000,50`],
    [18000.004, `$${NBSP}18.000`],
    [-1234, `-$${NBSP}1.234`],
    [Number.NaN, ""],
  ])("%d → %s", (amount, expected) => {
    expect(formatArs(amount)).toBe(expected);
  });
});

describe("formatRating", () => {
  it.each([
    [4.25, "4,3"],
    [4, "4,0"],
    [4.04, "4,0"],
    [3.96, "4,0"],
    [5, "5,0"],
    [Number.NaN, ""],
  ])("%d → %s", (rating, expected) => {
    expect(formatRating(rating)).toBe(expected);
  });
});

describe("formatDistance", () => {
  it.each([
    [0, "0 m"],
    [349.6, "350 m"],
    [999.4, "999 m"],
    [999.6, "1 km"],
    [1000, "1 km"],
    [1234, "1,2 km"],
    [1250, "1,3 km"],
    [12345, "12,3 km"],
    [1_234_567, "1.234,6 km"],
    [-5, ""],
  ])("%d m → %s", (meters, expected) => {
    expect(formatDistance(meters)).toBe(expected);
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0 min"],
    [10, "1 min"],
    [300, "5 min"],
    [329, "5 min"],
    [3599, "1 h"],
    [3600, "1 h"],
    [4200, "1 h 10 min"],
    [7260, "2 h 1 min"],
    [-1, ""],
  ])("%d s → %s", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe("formatCount / pluralize", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1234, "1.234"],
    [1234567, "1.234.567"],
  ])("formatCount(%d) → %s", (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it.each([
    [0, "0 comercios"],
    [1, "1 comercio"],
    [2, "2 comercios"],
    [12, "12 comercios"],
    [1234, "1.234 comercios"],
  ])("pluralize(%d) → %s", (n, expected) => {
    expect(pluralize(n, "comercio", "comercios")).toBe(expected);
  });
});

describe("readingMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(" ");
  it.each([
    ["empty text", "", 1],
    ["a few words", "Hola Villa María", 1],
    ["exactly 200 words", words(200), 1],
    ["201 words", words(201), 2],
    ["1000 words", words(1000), 5],
    ["markdown punctuation is not a word", `# Título\n\n- ${words(199)}\n\n---\n> ${"* ".repeat(300)}`, 1],
    ["code blocks are skipped", `${words(150)}\n\`\`\`ts\n${words(500)}\n\`\`\``, 1],
    ["link text counts, target doesn't", `[Ver comercio](https://vilma.ar/${"x/".repeat(50)}) ${words(199)}`, 2],
  ])("%s → %i", (_name, text, expected) => {
    expect(readingMinutes(text)).toBe(expected);
  });
});

describe("formatDateTime", () => {
  it("prints the Buenos Aires day and 24 h time", () => {
    expect(formatDateTime(new Date("2026-12-05T17:30:00Z"))).toBe("05/12/2026 14:30");
    expect(formatDateTime(new Date("2026-12-06T02:05:00Z"))).toBe("05/12/2026 23:05");
    expect(formatDateTime("no es una fecha")).toBe("");
  });
});
