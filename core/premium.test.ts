import { describe, expect, it } from "vitest";
import { activePlanLevel, hasActiveSubscription, type SubscriptionPeriod } from "./premium.ts";

const at = new Date("2026-11-21T12:00:00-03:00");

describe("hasActiveSubscription", () => {
  const cases: [string, SubscriptionPeriod[], boolean][] = [
    ["no subscriptions", [], false],
    [
      "active and in force",
      [{ isActive: true, startDate: new Date("2026-01-01T00:00:00Z"), endDate: new Date("2027-01-01T00:00:00Z") }],
      true,
    ],
    [
      "in force but not active",
      [{ isActive: false, startDate: new Date("2026-01-01T00:00:00Z"), endDate: new Date("2027-01-01T00:00:00Z") }],
      false,
    ],
    [
      "not started yet",
      [{ isActive: true, startDate: new Date("2026-11-21T15:00:01Z"), endDate: new Date("2027-01-01T00:00:00Z") }],
      false,
    ],
    ["starts exactly now", [{ isActive: true, startDate: at, endDate: "2027-01-01T00:00:00Z" }], true],
    ["ends exactly now", [{ isActive: true, startDate: "2026-01-01T00:00:00Z", endDate: at }], true],
    [
      "ended a millisecond ago",
      [{ isActive: true, startDate: "2026-01-01T00:00:00Z", endDate: new Date(at.getTime() - 1) }],
      false,
    ],
    [
      "ISO strings",
      [{ isActive: true, startDate: "2026-11-01T00:00:00.000Z", endDate: "2026-12-01T00:00:00+00" }],
      true,
    ],
    [
      "date-only end date lasts the whole Buenos Aires day",
      [{ isActive: true, startDate: "2026-11-01", endDate: "2026-11-21" }],
      true,
    ],
    [
      "date-only start date counts from Buenos Aires midnight",
      [{ isActive: true, startDate: "2026-11-21", endDate: "2026-12-21" }],
      true,
    ],
    ["date-only end date yesterday", [{ isActive: true, startDate: "2026-11-01", endDate: "2026-11-20" }], false],
    ["date-only start date tomorrow", [{ isActive: true, startDate: "2026-11-22", endDate: "2026-12-22" }], false],
    ["unreadable dates", [{ isActive: true, startDate: "soon", endDate: "later" }], false],
    [
      "one of several is in force",
      [
        { isActive: true, startDate: "2025-01-01", endDate: "2025-12-31" },
        { isActive: false, startDate: "2026-01-01", endDate: "2026-12-31" },
        { isActive: true, startDate: "2026-06-01", endDate: "2026-12-31" },
      ],
      true,
    ],
  ];

  it.each(cases)("%s", (_name, subs, expected) => {
    expect(hasActiveSubscription(subs, at)).toBe(expected);
  });

  it("date-only end date ends at Buenos Aires midnight, not UTC midnight", () => {
    const subs = [{ isActive: true, startDate: "2026-11-01", endDate: "2026-11-21" }];
    expect(hasActiveSubscription(subs, new Date("2026-11-22T02:59:59.999Z"))).toBe(true); // 23:59:59.999 in BA
    expect(hasActiveSubscription(subs, new Date("2026-11-22T03:00:00Z"))).toBe(false);
  });
});

describe("activePlanLevel", () => {
  const inForce = { isActive: true, startDate: "2026-01-01T00:00:00Z", endDate: "2027-01-01T00:00:00Z" };
  it("is the highest level among the subscriptions in force, 0 without any", () => {
    expect(activePlanLevel([], at)).toBe(0);
    expect(activePlanLevel([{ ...inForce, planLevel: 1 }], at)).toBe(1);
    expect(
      activePlanLevel(
        [
          { ...inForce, planLevel: 1 },
          { ...inForce, planLevel: 2 },
        ],
        at,
      ),
    ).toBe(2);
    expect(activePlanLevel([{ ...inForce, isActive: false, planLevel: 2 }], at)).toBe(0);
    expect(activePlanLevel([{ ...inForce, planLevel: null }], at)).toBe(0);
  });
});
