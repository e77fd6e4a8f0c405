import { describe, expect, it } from "vitest";
import {
  addDaysToDateKey,
  buenosAiresDateKey,
  dayOfWeekOfDateKey,
  diffDateKeys,
  inBuenosAires,
  normalizeDateKey,
  toDateKey,
  toInstant,
} from "./time-zone.ts";

describe("toInstant", () => {
  it.each([
    ["ISO with Z", "2026-11-22T02:30:00Z", "start", "2026-11-22T02:30:00.000Z"],
    ["ISO with offset", "2026-11-21T23:30:00-03:00", "start", "2026-11-22T02:30:00.000Z"],
    ["PostgreSQL text with +00", "2026-11-22 02:30:00.123456+00", "start", "2026-11-22T02:30:00.123Z"],
    ["offset without colon", "2026-11-22T08:00:00+0530", "start", "2026-11-22T02:30:00.000Z"],
    ["no offset = Buenos Aires wall time", "2026-11-21T23:30:00", "start", "2026-11-22T02:30:00.000Z"],
    ["no seconds, no offset", "2026-11-21 23:30", "start", "2026-11-22T02:30:00.000Z"],
    ["date-only start of BA day", "2026-11-21", "start", "2026-11-21T03:00:00.000Z"],
    ["date-only end of BA day", "2026-11-21", "end", "2026-11-22T02:59:59.999Z"],
  ] as const)("%s", (_name, input, edge, expected) => {
    expect(toInstant(input, edge)?.toISOString()).toBe(expected);
  });

  it.each([["2026-02-30"], ["2026-13-01"], ["2026-11-21T25:00:00"], ["hoy"], [""]])("rejects %j", (input) => {
    expect(toInstant(input)).toBeNull();
  });

  it("passes Dates and epoch ms through, rejects invalid ones", () => {
    expect(toInstant(new Date(0))?.getTime()).toBe(0);
    expect(toInstant(1_700_000_000_000)?.getTime()).toBe(1_700_000_000_000);
    expect(toInstant(new Date(Number.NaN))).toBeNull();
    expect(toInstant(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toInstant(null)).toBeNull();
  });
});

describe("calendar keys", () => {
  it.each([
    ["2026-11-22T02:59:59Z", "2026-11-21"],
    ["2026-11-22T03:00:00Z", "2026-11-22"],
    ["2027-01-01T02:00:00Z", "2026-12-31"],
  ])("buenosAiresDateKey(%s) = %s", (iso, key) => {
    expect(buenosAiresDateKey(new Date(iso))).toBe(key);
  });

  it("does calendar arithmetic without a zone", () => {
    expect(addDaysToDateKey("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDaysToDateKey("2028-03-01", -1)).toBe("2028-02-29");
    expect(diffDateKeys("2027-01-02", "2026-12-30")).toBe(3);
    expect(diffDateKeys("2026-12-30", "2027-01-02")).toBe(-3);
    expect(dayOfWeekOfDateKey("2026-11-22")).toBe(0);
    expect(dayOfWeekOfDateKey("2026-11-23")).toBe(1);
  });

  it("normalises and validates keys", () => {
    expect(normalizeDateKey("2026-11-22")).toBe("2026-11-22");
    expect(normalizeDateKey("2026-11-22T00:00:00Z")).toBe("2026-11-22");
    expect(normalizeDateKey("2026-02-29")).toBeNull();
    expect(normalizeDateKey("22/11/2026")).toBeNull();
  });

  it("toDateKey keeps date-only values and converts instants to Buenos Aires", () => {
    expect(toDateKey("2026-11-22")).toBe("2026-11-22");
    expect(toDateKey("2026-11-22T02:00:00Z")).toBe("2026-11-21");
    expect(toDateKey(new Date("2026-11-22T03:00:00Z"))).toBe("2026-11-22");
    expect(toDateKey("nope")).toBeNull();
  });
});

describe("the wall clock follows the zone's history, not a fixed −3", () => {
  it("reads summer time when Argentina had it (January 2009 was UTC−2)", () => {
    expect(toInstant("2009-01-15T12:00")?.toISOString()).toBe("2009-01-15T14:00:00.000Z");
    expect(inBuenosAires(new Date("2009-01-15T14:00:00Z")).getHours()).toBe(12);
    expect(toInstant("2026-01-15T12:00")?.toISOString()).toBe("2026-01-15T15:00:00.000Z");
  });

  it("a date-only end lasts the whole Buenos Aires day", () => {
    expect(toInstant("2026-12-05", "end")?.toISOString()).toBe("2026-12-06T02:59:59.999Z");
  });
});
