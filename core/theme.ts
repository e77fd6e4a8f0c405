/**
 * Theme preference rules (spec §4 "Theme preference", §9). Pure: no window, no document.
 *
 * - Values: light, dark or system. An invalid or missing stored value counts as system.
 * - system follows the device dark-mode setting.
 * - Remote (profile) saves are retried up to THEME_RETRIES times after the first attempt
 *   (so at most 4 calls), waiting backoffDelay(0), backoffDelay(1), backoffDelay(2) between them.
 */

export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme-preference";
export const THEME_CHANNEL = "theme-sync";
export const THEME_POLL_MS = 500;
export const THEME_RETRIES = 3;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 30000;

/**
 * Attribute the server may put on <html> with the signed-in person's profile preference; the inline
 * bootstrap script prefers it to the local value, so a profile theme applies from the first paint.
 */
export const THEME_PREFERENCE_ATTRIBUTE = "data-theme-preference";

/** Where the theme toggle saves a signed-in person's choice (POST {"preference": …}). */
export const PROFILE_THEME_ENDPOINT = "/api/profile/theme";

/** Class on <html> that switches the dark style. */
export const DARK_CLASS = "dark";
/** Class on <html> for the brief transition marker, so CSS can animate colours. */
export const THEME_TRANSITION_CLASS = "theme-transition";
export const THEME_TRANSITION_MS = 300;
export const DARK_MEDIA_QUERY = "(prefers-color-scheme: dark)";

/** Exactly "light", "dark" or "system"; anything else (null, "", "Dark", JSON, numbers…) → "system". */
export function parseThemePreference(value: unknown): ThemePreference {
  return value === "light" || value === "dark" || value === "system" ? value : "system";
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** The toggle's order: light → dark → system → light. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  return preference === "light" ? "dark" : preference === "dark" ? "system" : "light";
}

/**
 * Random exponential backoff before retry number `attempt` (0 = first retry):
 *   min(cap, base · 2^attempt · (1 + r)),  r = random() in [0, 1)
 * i.e. [1000, 2000) ms, then [2000, 4000), [4000, 8000), … never above 30000 ms. The "1 +" keeps the
 * base as the minimum wait (a jitter of up to one more step spreads tabs/clients apart).
 * Out-of-range input is clamped (negative/NaN attempt → 0, random outside [0, 1) → clamped).
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0;
  const r0 = random();
  const r = Number.isFinite(r0) ? Math.min(Math.max(r0, 0), 1) : 0;
  const exponential = BACKOFF_BASE_MS * 2 ** Math.min(n, 30);
  return Math.min(BACKOFF_CAP_MS, Math.floor(exponential * (1 + r)));
}

export interface RetryOptions {
  /** Retries after the first attempt (default THEME_RETRIES = 3). */
  retries?: number;
  random?: () => number;
  /** Waits `ms`; defaults to setTimeout. Should resolve early when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Aborting stops further attempts (e.g. a newer preference superseded this one). */
  signal?: AbortSignal;
  /** Called with every failure (attempt 0 = the first call). */
  onError?: (error: unknown, attempt: number) => void;
}

export interface SleepTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: SleepTimers = {
  // Looked up at call time so test fake timers apply.
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Waits `ms`, resolving early (never rejecting) when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal, timers: SleepTimers = globalTimers): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const handle = timers.setTimeout(done, ms);
    function done() {
      timers.clearTimeout(handle);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/**
 * Calls `save(value)`; on failure waits backoffDelay(i) and tries again, up to `retries` more times.
 * Resolves true when a call succeeded, false when all failed or the signal aborted. Never rejects.
 */
export async function saveWithRetry<T>(
  save: (value: T) => Promise<void>,
  value: T,
  options: RetryOptions = {},
): Promise<boolean> {
  const { retries = THEME_RETRIES, random = Math.random, sleep: wait = sleep, signal, onError } = options;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (signal?.aborted) return false;
    try {
      await save(value);
      return true;
    } catch (error) {
      onError?.(error, attempt);
      if (attempt === retries || signal?.aborted) return false;
      await wait(backoffDelay(attempt, random), signal);
    }
  }
  return false;
}
