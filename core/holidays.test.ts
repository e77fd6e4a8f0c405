import { describe, expect, it } from "vitest";
import { HOLIDAY_YEARS, HOLIDAYS, holidayOn, holidaysBetween } from "./holidays.ts";

describe("Argentine holidays", () => {
  it("covers every listed year, in date order, once per date", () => {
    const years = new Set(HOLIDAYS.map((h) => Number(h.date.slice(0, 4))));
    expect([...years]).toEqual([...HOLIDAY_YEARS]);
    const dates = HOLIDAYS.map((h) => h.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("moves the movable holidays as the 2026 decree did", () => {
    expect(holidayOn("2026-06-15")?.name).toMatch(/Güemes/);
    expect(holidayOn("2026-11-23")?.name).toMatch(/Soberanía/);
    expect(holidayOn("2026-11-20")).toBeUndefined();
  });

  it("lists the 2026 bridge days", () => {
    expect(HOLIDAYS.filter((h) => h.kind === "bridge").map((h) => h.date)).toEqual([
      "2026-03-23",
      "2026-07-10",
      "2026-12-07",
    ]);
  });

  it("puts every fixed national holiday on its date each year", () => {
    for (const year of HOLIDAY_YEARS) {
      for (const md of ["01-01", "03-24", "04-02", "05-01", "05-25", "06-20", "07-09", "12-08", "12-25"]) {
        expect(holidayOn(`${year}-${md}`)?.kind, `${year}-${md}`).toBe("holiday");
      }
    }
  });

  it("finds the days in a range, both ends included", () => {
    expect(holidaysBetween("2026-12-07", "2026-12-08").map((h) => h.date)).toEqual(["2026-12-07", "2026-12-08"]);
    expect(holidaysBetween("2026-09-01", "2026-09-30")).toEqual([]);
  });
});
