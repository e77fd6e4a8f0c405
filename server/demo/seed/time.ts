/** Date helpers for the seed. Every date is relative to `now`; calendar dates are Buenos Aires dates. */

import { HOLIDAYS, type Holiday, holidaysBetween } from "#core/holidays.ts";

export const TIME_ZONE = "America/Argentina/Buenos_Aires";
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const ymdFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** `yyyy-MM-dd` of the instant in Buenos Aires. */
export function baDate(instant: Date): string {
  return ymdFormat.format(instant);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export function addDays(date: Date, days: number): Date {
  return addMs(date, days * DAY);
}

/** A civil date (no time zone) as UTC midnight, for calendar arithmetic. */
export function civil(ymd: string): Date {
  return new Date(`${ymd}T00:00:00Z`);
}

export function civilToString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addCivilDays(ymd: string, days: number): string {
  return civilToString(addDays(civil(ymd), days));
}

/** 0 = Sunday … 6 = Saturday, for a civil date. */
export function civilWeekday(ymd: string): number {
  return civil(ymd).getUTCDay();
}

/** Buenos Aires wall-clock time `HH:MM` on a civil date, as an instant (Argentina is UTC-3, no DST). */
export function baInstant(ymd: string, hhmm: string): Date {
  return new Date(`${ymd}T${hhmm}:00-03:00`);
}

export type { Holiday } from "#core/holidays.ts";

/**
 * Listed holidays (core/holidays.ts, the one maintained list) whose Buenos Aires date falls within
 * [today, today + days]. When none does (a quiet stretch of the calendar), the next one is returned
 * so special hours are never empty.
 */
export function upcomingHolidays(now: Date, days = 60): Holiday[] {
  const today = baDate(now);
  const inWindow = holidaysBetween(today, addCivilDays(today, days));
  if (inWindow.length > 0) return inWindow;
  const next = HOLIDAYS.find((h) => h.date >= today);
  return next ? [next] : [];
}
