import { describe, expect, it } from "vitest";
import { Rng } from "./random.ts";
import { argentineHolidays, baDate, easter, upcomingHolidays } from "./time.ts";

describe("seed calendar", () => {
  it("computes Easter", () => {
    expect(easter(2026)).toBe("2026-04-05");
    expect(easter(2027)).toBe("2027-03-28");
  });

  it("moves movable holidays to a Monday", () => {
    // 20 November 2026 is a Friday: the holiday moves to Monday the 23rd.
    const soberania = argentineHolidays(2026).find((h) => h.name === "Día de la Soberanía Nacional");
    expect(soberania?.date).toBe("2026-11-23");
    // 8 December is fixed, whatever the weekday.
    expect(argentineHolidays(2026).some((h) => h.date === "2026-12-08")).toBe(true);
  });

  it("lists the holidays of the next 60 days in Buenos Aires time", () => {
    const now = new Date("2026-11-21T02:30:00Z"); // still the 20th in Buenos Aires
    expect(baDate(now)).toBe("2026-11-20");
    expect(upcomingHolidays(now, 60).map((h) => h.date)).toEqual([
      "2026-11-23",
      "2026-12-08",
      "2026-12-24",
      "2026-12-25",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("never returns an empty list", () => {
    expect(upcomingHolidays(new Date("2026-07-20T12:00:00Z"), 10).length).toBeGreaterThan(0);
  });
});

describe("Rng", () => {
  it("is deterministic and yields v4 uuids", () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect([a.int(0, 1000), a.uuid()]).toEqual([b.int(0, 1000), b.uuid()]);
    expect(new Rng(7).uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.fork("x").int(0, 1e9)).toBe(b.fork("x").int(0, 1e9));
  });
});
