import { describe, expect, it } from "vitest";
import { Rng } from "./random.ts";
import { baDate, upcomingHolidays } from "./time.ts";

describe("seed calendar", () => {
  it("lists the holidays of the next 60 days in Buenos Aires time", () => {
    const now = new Date("2026-11-21T02:30:00Z"); // still the 20th in Buenos Aires
    expect(baDate(now)).toBe("2026-11-20");
    expect(upcomingHolidays(now, 60).map((h) => h.date)).toEqual([
      "2026-11-23",
      "2026-12-07",
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
