import { afterEach, describe, expect, it, vi } from "vitest";
import { type PeriodicTask, runTasks, startPeriodicTasks } from "../platform/schedule/periodic-tasks.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("periodic tasks", () => {
  it("runs every task with the given time, and a failing one does not stop the others", async () => {
    const seen: string[] = [];
    const now = new Date("2026-12-01T12:00:00Z");
    const tasks: PeriodicTask[] = [
      { name: "falla", everyMs: 1, run: async () => Promise.reject(new Error("boom")) },
      { name: "anda", everyMs: 1, run: async (at) => seen.push(at.toISOString()) },
    ];
    await runTasks(tasks, now);
    expect(seen).toEqual([now.toISOString()]);
  });

  it("runs each task when it is due and not before, and stops cleanly", async () => {
    vi.useFakeTimers();
    const runs = { often: 0, hourly: 0 };
    const stop = startPeriodicTasks(
      [
        { name: "often", everyMs: 60_000, run: async () => ++runs.often },
        { name: "hourly", everyMs: 3_600_000, run: async () => ++runs.hourly },
      ],
      60_000,
    );
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(runs).toEqual({ often: 3, hourly: 1 });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(runs.hourly).toBe(2);
    await stop();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(runs.hourly).toBe(2);
  });
});
