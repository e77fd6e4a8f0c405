import { describe, expect, it } from "vitest";
import { lastMonthKeys, parseReportRange, rangeDays, rangeInstants, rangeQuery } from "./report-range.ts";

const now = new Date("2026-03-10T15:00:00Z");
const parse = (query: string) => parseReportRange(new URLSearchParams(query), now);

describe("parseReportRange", () => {
  it("defaults to the last 7 Buenos Aires days", () => {
    expect(parse("")).toMatchObject({ from: "2026-03-04", to: "2026-03-10", days: 7, preset: 7, problem: null });
    expect(parse("dias=30")).toMatchObject({ from: "2026-02-09", days: 30, preset: 30 });
    expect(parse("dias=12").preset).toBe(7);
  });

  it("takes a from–to range and refuses a backwards or missing one", () => {
    const range = parse("desde=2026-01-01&hasta=2026-01-31");
    expect(range).toMatchObject({ days: 31, preset: null, problem: null });
    expect(rangeQuery(range)).toBe("desde=2026-01-01&hasta=2026-01-31");
    expect(rangeDays(range)).toHaveLength(31);
    expect(parse("desde=2026-02-01&hasta=2026-01-01").problem).toMatch(/anterior/);
    expect(parse("desde=2026-02-30&hasta=2026-03-01").problem).toMatch(/dos fechas/);
    expect(parse("desde=2020-01-01&hasta=2026-01-01").problem).toMatch(/366/);
  });

  it("covers whole Buenos Aires days", () => {
    const { start, end } = rangeInstants(parse("desde=2026-01-01&hasta=2026-01-01"));
    expect(start.toISOString()).toBe("2026-01-01T03:00:00.000Z");
    expect(end.toISOString()).toBe("2026-01-02T02:59:59.999Z");
  });
});

describe("lastMonthKeys", () => {
  it("lists the last months in Buenos Aires, oldest first", () => {
    // 02:00 UTC on 1 March is still February in Buenos Aires.
    expect(lastMonthKeys(new Date("2026-03-01T02:00:00Z"), 3)).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(lastMonthKeys(now)).toHaveLength(12);
  });
});
