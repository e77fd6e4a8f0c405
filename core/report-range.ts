/**
 * The range an admin report covers (/admin/busqueda, /admin/analytics): the last 7, 30 or 90 days,
 * or from one day to another, Buenos Aires calendar days. Read leniently from the URL (`?dias=30`,
 * `?desde=2026-01-01&hasta=2026-01-31`): a bad value falls back to the last 7 days and says why.
 */
import { addDaysToDateKey, buenosAiresDateKey, diffDateKeys, normalizeDateKey, toInstant } from "./time-zone.ts";

export const REPORT_PRESETS = [7, 30, 90] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
/** A custom range is at most this many days long. */
export const REPORT_MAX_DAYS = 366;

export interface ReportRange {
  /** First and last day, "yyyy-MM-dd" (Buenos Aires), both included. */
  from: string;
  to: string;
  days: number;
  /** The preset chosen, or null for a from–to range. */
  preset: ReportPreset | null;
  /** Why the URL's range was not used (Spanish), or null. */
  problem: string | null;
}

export function presetRange(days: ReportPreset, now: Date): ReportRange {
  const to = buenosAiresDateKey(now);
  return { from: addDaysToDateKey(to, -(days - 1)), to, days, preset: days, problem: null };
}

export function parseReportRange(search: URLSearchParams, now: Date): ReportRange {
  const rawFrom = search.get("desde");
  const rawTo = search.get("hasta");
  if (rawFrom || rawTo) {
    const from = rawFrom ? normalizeDateKey(rawFrom) : null;
    const to = rawTo ? normalizeDateKey(rawTo) : null;
    const fallback = presetRange(7, now);
    if (!from || !to) return { ...fallback, problem: "Elegí las dos fechas (desde y hasta)." };
    const days = diffDateKeys(to, from) + 1;
    if (days < 1) return { ...fallback, problem: "La fecha «desde» tiene que ser anterior a «hasta»." };
    if (days > REPORT_MAX_DAYS) return { ...fallback, problem: `Elegí un período de hasta ${REPORT_MAX_DAYS} días.` };
    return { from, to, days, preset: null, problem: null };
  }
  const asked = Number(search.get("dias"));
  const preset = (REPORT_PRESETS as readonly number[]).includes(asked) ? (asked as ReportPreset) : 7;
  return presetRange(preset, now);
}

/** The instants the range covers: from the first day's 00:00 to the last day's 23:59:59.999 (Buenos Aires). */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  return { start: toInstant(range.from, "start") as Date, end: toInstant(range.to, "end") as Date };
}

/** Every day of the range, in order ("yyyy-MM-dd"). */
export function rangeDays(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDaysToDateKey(range.from, i));
}

/** The URL query of a range (for links that keep it). */
export function rangeQuery(range: ReportRange): string {
  return range.preset ? `dias=${range.preset}` : `desde=${range.from}&hasta=${range.to}`;
}

/** The last `count` Buenos Aires months up to `now`'s, oldest first ("2026-11"). */
export function lastMonthKeys(now: Date, count = 12): string[] {
  const today = buenosAiresDateKey(now);
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const keys: string[] = [];
  for (let i = 0; i < count; i++) {
    keys.unshift(`${year}-${String(month).padStart(2, "0")}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return keys;
}
