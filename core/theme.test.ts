import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BACKOFF_BASE_MS,
  BACKOFF_CAP_MS,
  backoffDelay,
  nextThemePreference,
  parseThemePreference,
  resolveTheme,
  saveWithRetry,
  THEME_RETRIES,
} from "./theme.ts";

describe("parseThemePreference", () => {
  it.each([
    ["light", "light"],
    ["dark", "dark"],
    ["system", "system"],
    [null, "system"],
    [undefined, "system"],
    ["", "system"],
    ["Dark", "system"],
    [" dark", "system"],
    ['"dark"', "system"],
    ["auto", "system"],
    [1, "system"],
    [true, "system"],
    [{ preference: "dark" }, "system"],
  ])("%j → %s", (value, expected) => {
    expect(parseThemePreference(value)).toBe(expected);
  });
});

describe("resolveTheme", () => {
  it.each([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["system", false, "light"],
    ["system", true, "dark"],
  ] as const)("%s with system dark=%s → %s", (pref, dark, expected) => {
    expect(resolveTheme(pref, dark)).toBe(expected);
  });
});

describe("nextThemePreference", () => {
  it("cycles light → dark → system → light", () => {
    expect(nextThemePreference("light")).toBe("dark");
    expect(nextThemePreference("dark")).toBe("system");
    expect(nextThemePreference("system")).toBe("light");
  });
});

describe("backoffDelay", () => {
  it.each([
    [0, 0, 1000],
    [0, 0.5, 1500],
    [0, 0.999, 1999],
    [1, 0, 2000],
    [1, 0.5, 3000],
    [2, 0, 4000],
    [2, 0.75, 7000],
    [3, 0, 8000],
    [4, 0, 16000],
    [4, 0.9, 30000], // 30400 capped
    [5, 0, 30000],
    [50, 0.3, 30000],
    [1e9, 0.3, 30000],
    [-1, 0, 1000],
    [Number.NaN, 0, 1000],
    [1.7, 0, 2000],
    [0, -5, 1000],
    [0, 7, 2000],
    [0, Number.NaN, 1000],
  ])("attempt %d, random %d → %i ms", (attempt, r, expected) => {
    expect(backoffDelay(attempt, () => r)).toBe(expected);
  });

  it("stays within [base·2^n, min(cap, base·2^(n+1))] for random draws", () => {
    for (let n = 0; n < 8; n++) {
      for (let i = 0; i < 50; i++) {
        const d = backoffDelay(n);
        expect(d).toBeGreaterThanOrEqual(Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** n));
        expect(d).toBeLessThanOrEqual(Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (n + 1)));
      }
    }
  });
});

describe("saveWithRetry (fake timers)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A save that fails `failures` times, then succeeds; records the fake clock of every call. */
  function flakySave(failures: number) {
    const calls: number[] = [];
    const save = vi.fn(async (_pref: string) => {
      calls.push(Date.now());
      if (calls.length <= failures) throw new Error(`fallo ${calls.length}`);
    });
    return { save, calls };
  }

  it("succeeds at once without waiting", async () => {
    const { save } = flakySave(0);
    await expect(saveWithRetry(save, "dark")).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith("dark");
  });

  it("retries with exponential backoff and succeeds on the third call", async () => {
    const { save, calls } = flakySave(2);
    const onError = vi.fn();
    const start = Date.now();
    const result = saveWithRetry(save, "dark", { random: () => 0, onError });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe(true);
    expect(calls.map((t) => t - start)).toEqual([0, 1000, 3000]);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map((c) => c[1])).toEqual([0, 1]);
  });

  it("gives up after 3 retries (4 calls) and resolves false", async () => {
    const { save, calls } = flakySave(Number.POSITIVE_INFINITY);
    const start = Date.now();
    const result = saveWithRetry(save, "light", { random: () => 0.5 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(false);
    expect(save).toHaveBeenCalledTimes(1 + THEME_RETRIES);
    // Waits of 1500, 3000 and 6000 ms (random 0.5).
    expect(calls.map((t) => t - start)).toEqual([0, 1500, 4500, 10500]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours a custom retry count", async () => {
    const { save } = flakySave(Number.POSITIVE_INFINITY);
    const result = saveWithRetry(save, "light", { retries: 0 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe(false);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("stops when aborted during a wait", async () => {
    const { save } = flakySave(Number.POSITIVE_INFINITY);
    const abort = new AbortController();
    const result = saveWithRetry(save, "dark", { random: () => 0, signal: abort.signal });
    await vi.advanceTimersByTimeAsync(500);
    abort.abort();
    await expect(result).resolves.toBe(false);
    await vi.runAllTimersAsync();
    expect(save).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing when already aborted", async () => {
    const { save } = flakySave(0);
    const abort = new AbortController();
    abort.abort();
    await expect(saveWithRetry(save, "dark", { signal: abort.signal })).resolves.toBe(false);
    expect(save).not.toHaveBeenCalled();
  });

  it("treats a synchronous throw like a rejection", async () => {
    let n = 0;
    const save = (_: string): Promise<void> => {
      n++;
      if (n === 1) throw new Error("sync");
      return Promise.resolve();
    };
    const result = saveWithRetry(save, "dark", { random: () => 0 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(true);
    expect(n).toBe(2);
  });
});
