/**
 * Buenos Aires calendar and clock helpers shared by the domain rules.
 *
 * Every rule of the product that depends on "today" or "now" is evaluated in
 * America/Argentina/Buenos_Aires (spec §9), never in the machine's zone: the
 * server may run in UTC and a visitor's browser anywhere.
 *
 * Calendar dates are handled as "yyyy-MM-dd" keys; arithmetic on them is done
 * with UTC calendar math, which is zone-free.
 */
export const APP_TIME_ZONE = "America/Argentina/Buenos_Aires";

/** Anything the data layer hands us as a date: a Date, an ISO/PostgreSQL string or epoch milliseconds. */
export type DateInput = Date | string | number;

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
// "2026-12-05T10:00", "2026-12-05 10:00:00.123456", optionally followed by "Z", "+00", "-03:00", "+0530".
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

/** An instant's fields on a Buenos Aires wall clock (month 0–11, day of week 0 = Sunday, like Date). */
export interface WallClock {
  getFullYear(): number;
  getMonth(): number;
  getDate(): number;
  getDay(): number;
  getHours(): number;
  getMinutes(): number;
  getSeconds(): number;
}

// The browser's own time-zone data through Intl (no library in every phone's download); one
// formatter, built on first use, since building one costs far more than formatting.
let wallClockFormat: Intl.DateTimeFormat | undefined;

function wallClockFields(ms: number): [number, number, number, number, number, number] {
  wallClockFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: APP_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat.formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return [
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) % 24,
    parts.minute ?? 0,
    parts.second ?? 0,
  ];
}

/** The instant seen on a Buenos Aires wall clock (getters return Buenos Aires fields). */
export function inBuenosAires(at: Date | number): WallClock {
  const [year, month, day, hours, minutes, seconds] = wallClockFields(typeof at === "number" ? at : at.getTime());
  return {
    getFullYear: () => year,
    getMonth: () => month,
    getDate: () => day,
    getDay: () => new Date(Date.UTC(year, month, day)).getUTCDay(),
    getHours: () => hours,
    getMinutes: () => minutes,
    getSeconds: () => seconds,
  };
}

/**
 * The instant at which a Buenos Aires wall clock shows these fields (month 0–11). The zone's offset
 * is read at a first guess and again at the corrected instant, which settles it across an offset change.
 */
function fromBuenosAiresWallClock(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
): number {
  const asUtc = Date.UTC(y, mo, d, h, mi, s, ms);
  // Offsets are whole minutes: read them at the whole second.
  const offsetAt = (instant: number) => {
    const whole = Math.floor(instant / 1000) * 1000;
    const [fy, fmo, fd, fh, fmi, fs] = wallClockFields(whole);
    return Date.UTC(fy, fmo, fd, fh, fmi, fs) - whole;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

/** "yyyy-MM-dd" of the instant in Buenos Aires. */
export function buenosAiresDateKey(at: Date | number): string {
  const t = inBuenosAires(at);
  return dateKeyFromParts(t.getFullYear(), t.getMonth() + 1, t.getDate());
}

export function dateKeyFromParts(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Accepts "yyyy-MM-dd" (optionally followed by a time part, which is ignored); returns the key or null. */
export function normalizeDateKey(value: string): string | null {
  const m = DATE_KEY.exec(value.trim().slice(0, 10));
  if (!m) return null;
  const key = `${m[1]}-${m[2]}-${m[3]}`;
  // Reject impossible dates such as 2026-02-30.
  return addDaysToDateKey(key, 0) === key ? key : null;
}

function keyToUtcMs(key: string): number {
  const m = DATE_KEY.exec(key);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Calendar arithmetic on a "yyyy-MM-dd" key (zone-free). */
export function addDaysToDateKey(key: string, days: number): string {
  const ms = keyToUtcMs(key);
  if (Number.isNaN(ms)) return key;
  const d = new Date(ms + days * DAY_MS);
  return dateKeyFromParts(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function dayOfWeekOfDateKey(key: string): number {
  return new Date(keyToUtcMs(key)).getUTCDay();
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function diffDateKeys(to: string, from: string): number {
  return Math.round((keyToUtcMs(to) - keyToUtcMs(from)) / DAY_MS);
}

/**
 * Turns a date-ish value into an instant.
 * - Date / epoch ms: as is.
 * - ISO or PostgreSQL text with an offset ("…Z", "…+00", "…-03:00"): that instant.
 * - Date and time without an offset: a Buenos Aires wall-clock time (never the machine's zone).
 * - Date only ("yyyy-MM-dd"): the start (00:00:00.000) or, with edge "end", the last
 *   millisecond (23:59:59.999) of that Buenos Aires day, so a date-only end date lasts the whole day.
 * Returns null when the value can't be read.
 */
export function toInstant(value: DateInput | null | undefined, edge: "start" | "end" = "start"): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === "number") return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  const dateOnly = DATE_KEY.exec(text);
  if (dateOnly) {
    if (normalizeDateKey(text) === null) return null;
    const [y, mo, d] = [Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])];
    return new Date(
      edge === "end"
        ? fromBuenosAiresWallClock(y, mo, d, 23, 59, 59, 999)
        : fromBuenosAiresWallClock(y, mo, d, 0, 0, 0, 0),
    );
  }
  const m = DATE_TIME.exec(text);
  if (m) {
    const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])];
    const s = Number(m[6] ?? 0);
    const ms = Number((m[7] ?? "0").padEnd(3, "0").slice(0, 3));
    if (normalizeDateKey(text.slice(0, 10)) === null || h > 23 || mi > 59 || s > 59) return null;
    const offset = m[8];
    if (offset === undefined) {
      return new Date(fromBuenosAiresWallClock(y, mo, d, h, mi, s, ms));
    }
    let offsetMinutes = 0;
    if (offset !== "Z" && offset !== "z") {
      const digits = offset.slice(1).replace(":", "");
      offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || "0");
      if (offset.startsWith("-")) offsetMinutes = -offsetMinutes;
    }
    return new Date(Date.UTC(y, mo, d, h, mi, s, ms) - offsetMinutes * 60_000);
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** The Buenos Aires calendar date of a date-ish value: date-only strings keep their date. */
export function toDateKey(value: DateInput | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === "string") {
    const key = DATE_KEY.test(value.trim()) ? normalizeDateKey(value) : null;
    if (key) return key;
  }
  const instant = toInstant(value);
  return instant ? buenosAiresDateKey(instant) : null;
}
