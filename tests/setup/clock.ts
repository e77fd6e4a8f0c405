import { afterAll, beforeAll, vi } from "vitest";

/** The instant the test database's demo data is seeded relative to (a Saturday, 15:00 in Buenos Aires). */
export const TEST_NOW = new Date("2026-11-21T18:00:00.000Z");

/**
 * A clock that stands still at `start` for the whole test file and moves only when the test says so
 * (sessions' lifetimes, throttles, authenticator codes all read `Date`). Timers stay real.
 */
export function standingClock(start: number = TEST_NOW.getTime()) {
  let now = start;
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    now: () => now,
    advance(seconds: number) {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
  };
}
