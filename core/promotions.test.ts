import { describe, expect, it } from "vitest";
import {
  comparePromotions,
  daysRemaining,
  isLastDays,
  isPromotionLive,
  type PromotionPeriod,
  promotionState,
} from "./promotions.ts";

const ba = (local: string): Date => new Date(`${local}-03:00`);
const now = ba("2026-12-10T10:00:00");

describe("isPromotionLive", () => {
  const cases: [string, PromotionPeriod, Date, boolean][] = [
    ["inside the period", { startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-31T00:00:00Z" }, now, true],
    ["starts exactly now", { startDate: now, endDate: "2026-12-31T00:00:00Z" }, now, true],
    ["ends exactly now", { startDate: "2026-12-01T00:00:00Z", endDate: now }, now, true],
    ["not started", { startDate: new Date(now.getTime() + 1), endDate: "2026-12-31T00:00:00Z" }, now, false],
    ["ended", { startDate: "2026-12-01T00:00:00Z", endDate: new Date(now.getTime() - 1) }, now, false],
    [
      "date-only: ends today, still on at 23:59 BA",
      { startDate: "2026-12-01", endDate: "2026-12-10" },
      ba("2026-12-10T23:59:59"),
      true,
    ],
    ["date-only: ended yesterday", { startDate: "2026-12-01", endDate: "2026-12-09" }, now, false],
    [
      "date-only: starts today at 00:00 BA",
      { startDate: "2026-12-10", endDate: "2026-12-20" },
      ba("2026-12-10T00:00:00"),
      true,
    ],
    [
      "date-only start, instant before BA midnight",
      { startDate: "2026-12-10", endDate: "2026-12-20" },
      new Date("2026-12-10T02:59:59Z"),
      false,
    ],
    ["unreadable", { startDate: "x", endDate: "y" }, now, false],
    [
      "paused inside its period",
      { startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-31T00:00:00Z", pausedAt: "2026-12-05T00:00:00Z" },
      now,
      false,
    ],
    [
      "resumed (pausedAt null) inside its period",
      { startDate: "2026-12-01T00:00:00Z", endDate: "2026-12-31T00:00:00Z", pausedAt: null },
      now,
      true,
    ],
  ];
  it.each(cases)("%s", (_name, p, at, expected) => {
    expect(isPromotionLive(p, at)).toBe(expected);
  });

  it("a paused promotion is never last-days either", () => {
    const p = { startDate: "2026-12-01", endDate: "2026-12-11", pausedAt: now };
    expect(isLastDays(p, now)).toBe(false);
    expect(isLastDays({ ...p, pausedAt: null }, now)).toBe(true);
  });
});

describe("promotionState", () => {
  const cases: [string, PromotionPeriod, string][] = [
    ["live", { startDate: "2026-12-01", endDate: "2026-12-31" }, "active"],
    ["starts tomorrow", { startDate: "2026-12-11", endDate: "2026-12-31" }, "scheduled"],
    ["paused while live", { startDate: "2026-12-01", endDate: "2026-12-31", pausedAt: now }, "paused"],
    ["paused before it starts", { startDate: "2026-12-20", endDate: "2026-12-31", pausedAt: now }, "paused"],
    ["ended yesterday", { startDate: "2026-12-01", endDate: "2026-12-09" }, "ended"],
    ["ended while paused: ended wins", { startDate: "2026-12-01", endDate: "2026-12-09", pausedAt: now }, "ended"],
    ["ended a millisecond ago", { startDate: "2026-12-01", endDate: new Date(now.getTime() - 1) }, "ended"],
    ["unreadable", { startDate: "x", endDate: "y" }, "ended"],
  ];
  it.each(cases)("%s", (_name, p, expected) => {
    expect(promotionState(p, now)).toBe(expected);
  });

  it("'active' is exactly isPromotionLive", () => {
    for (const [, p] of cases) expect(promotionState(p, now) === "active").toBe(isPromotionLive(p, now));
  });
});

describe("daysRemaining", () => {
  const cases: [string, string | Date, Date, number][] = [
    ["ends later today", "2026-12-10T22:00:00-03:00", now, 0],
    ["ends tomorrow", "2026-12-11", now, 1],
    ["ends tomorrow early morning", "2026-12-11T00:30:00-03:00", now, 1],
    ["ends in 3 days (any hour)", "2026-12-13T23:59:00-03:00", now, 3],
    ["ends in 3 days, seen late at night", "2026-12-13", ba("2026-12-10T23:59:00"), 3],
    ["ends in 4 days", "2026-12-14", now, 4],
    ["already ended", "2026-12-01", now, 0],
    ["end as a Date", new Date("2026-12-20T12:00:00Z"), now, 10],
    // 2026-12-14T02:00Z is still Dec 13 in Buenos Aires.
    ["end instant on a different UTC day", "2026-12-14T02:00:00Z", now, 3],
    // Now given in UTC that is still Dec 9 in Buenos Aires.
    ["now instant on a different UTC day", "2026-12-13", new Date("2026-12-10T02:00:00Z"), 4],
    ["crosses a month and year", "2027-01-02", ba("2026-12-30T12:00:00"), 3],
    ["unreadable", "someday", now, 0],
  ];
  it.each(cases)("%s", (_name, end, at, expected) => {
    expect(daysRemaining(end, at)).toBe(expected);
  });
});

describe("isLastDays", () => {
  const cases: [string, PromotionPeriod, boolean][] = [
    ["ends today", { startDate: "2026-12-01", endDate: "2026-12-10" }, true],
    ["ends in 3 days", { startDate: "2026-12-01", endDate: "2026-12-13" }, true],
    ["ends in 4 days", { startDate: "2026-12-01", endDate: "2026-12-14" }, false],
    ["not active yet", { startDate: "2026-12-11", endDate: "2026-12-12" }, false],
    ["already ended", { startDate: "2026-12-01", endDate: "2026-12-09" }, false],
  ];
  it.each(cases)("%s", (_name, p, expected) => {
    expect(isLastDays(p, now)).toBe(expected);
  });
});

describe("comparePromotions", () => {
  it("puts featured first, then newest first", () => {
    const items = [
      { id: "old", isFeatured: false, createdAt: "2026-01-01T00:00:00Z" },
      { id: "featured-old", isFeatured: true, createdAt: "2025-06-01T00:00:00Z" },
      { id: "new", isFeatured: false, createdAt: new Date("2026-12-01T00:00:00Z") },
      { id: "featured-new", isFeatured: true, createdAt: "2026-11-01T00:00:00Z" },
      { id: "no-flag", isFeatured: null, createdAt: "2026-06-01T00:00:00Z" },
      { id: "broken-date", isFeatured: false, createdAt: "nope" },
    ];
    expect([...items].sort(comparePromotions).map((p) => p.id)).toEqual([
      "featured-new",
      "featured-old",
      "new",
      "no-flag",
      "old",
      "broken-date",
    ]);
  });

  it.each([
    [{ isFeatured: true, createdAt: "2026-01-01" }, { isFeatured: false, createdAt: "2026-12-01" }, -1],
    [{ isFeatured: false, createdAt: "2026-12-01" }, { isFeatured: true, createdAt: "2026-01-01" }, 1],
    [{ isFeatured: false, createdAt: "2026-12-01" }, { isFeatured: false, createdAt: "2026-01-01" }, -1],
    [{ isFeatured: true, createdAt: "2026-12-01" }, { isFeatured: true, createdAt: "2026-12-01" }, 0],
  ])("%o vs %o → %i", (a, b, expected) => {
    expect(Math.sign(comparePromotions(a, b))).toBe(expected);
  });
});
