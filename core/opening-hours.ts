/**
 * Open/closed rule (spec §4, "Open/closed"), evaluated in Buenos Aires time:
 *
 *   A special-hours entry for today's date overrides weekly hours: closed if any entry is closed,
 *   otherwise open within any window. A window that crosses midnight (close earlier than open) is
 *   open from open time to midnight and from midnight to close. Otherwise open if any of today's
 *   weekly slots contains the current time; also open if yesterday's slot crossed midnight and the
 *   current time is at or before its close. No hours means closed.
 *
 * Decisions (documented because the spec leaves them open):
 * - Resolution is the minute: times are compared as "HH:MM" (seconds of the stored time and of the
 *   current time are ignored). Both ends are inclusive: a slot 08:30–20:30 is open from 08:30:00
 *   through 20:30:59, matching the spec's "at or before its close" for the overnight case, and the
 *   same boundary is used for every window. Thus "00:00–23:59" is open all day, and a day ending
 *   23:59 followed by a day starting 00:00 is continuous. "24:00" is accepted as a close time.
 * - A slot crosses midnight when close < open, whatever the crosses_midnight flag says (the times
 *   are the source of truth; a flag contradicting them is ignored). close == open (e.g.
 *   "00:00–00:00") is read as 24 hours: open → midnight → same time the next day.
 * - Slots that are is_closed, or lack an open or close time, never open.
 * - Special hours are read literally: only entries dated today count, and a midnight-crossing
 *   special window is open on that same date from open to midnight and from midnight to close (it
 *   does not spill into the next date). When today has special entries, weekly hours — including
 *   yesterday's overnight slot — are ignored for today. On a day without special entries,
 *   yesterday's weekly overnight slot applies even if yesterday was a special date.
 * - A pharmacy's duty (`pharmacy_duties`, `core/pharmacy-duty.ts`) is open from its start to its
 *   end whatever the weekly or special hours say: it adds its minutes to each date it touches. One
 *   rule, so the header ("Abierto · Cierra a las 08:00") and the week table's today row agree.
 */
import type { DutyWindow } from "./pharmacy-duty.ts";
import {
  addDaysToDateKey,
  buenosAiresDateKey,
  dayOfWeekOfDateKey,
  inBuenosAires,
  normalizeDateKey,
  toInstant,
} from "./time-zone.ts";

export interface WeeklySlot {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** "HH:MM:SS" (PostgreSQL time) or "HH:MM". */
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
  timeSlotIndex?: number;
  crossesMidnight?: boolean;
}

export interface SpecialHours {
  /** yyyy-MM-dd */
  date: string;
  name?: string | null;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface BuenosAiresNow {
  /** yyyy-MM-dd in Buenos Aires. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** Minutes since Buenos Aires midnight (0–1439). */
  minutes: number;
}

export interface ScheduleDay {
  dayOfWeek: number;
  label: string;
  isToday: boolean;
  /** Today only, when today is not the usual week: "De turno", or the special day's name. */
  note?: string | null;
  /** e.g. ["08:30 – 12:30", "16:30 – 20:30"], or ["Abierto 24 horas"]; [] means "Cerrado". */
  slots: string[];
}

const MINUTES_PER_DAY = 1440;
const LAST_MINUTE = MINUTES_PER_DAY - 1;

/** Monday first, as the Argentine week (spec §9). */
export const WEEK_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];
export const DAY_LABELS: readonly string[] = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"];
const DAY_NAMES_LOWER = DAY_LABELS.map((label) => label.toLowerCase());

/** Where the current instant falls on the Buenos Aires calendar and clock. */
export function buenosAiresNow(at: Date): BuenosAiresNow {
  const t = inBuenosAires(at);
  return { date: buenosAiresDateKey(at), dayOfWeek: t.getDay(), minutes: t.getHours() * 60 + t.getMinutes() };
}

/** "08:30:00" | "08:30" → 510; "24:00" → 1440; anything else → null. */
export function parseTimeToMinutes(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

/** 510 → "08:30"; 1440 → "00:00". */
export function formatMinutes(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

interface Window {
  open: number;
  close: number;
  crossesMidnight: boolean;
}

/** A usable window, or null for closed or incomplete slots. */
function toWindow(slot: { openTime: string | null; closeTime: string | null; isClosed: boolean }): Window | null {
  if (slot.isClosed) return null;
  const open = parseTimeToMinutes(slot.openTime);
  const close = parseTimeToMinutes(slot.closeTime);
  if (open === null || close === null || open === MINUTES_PER_DAY) return null;
  return { open, close, crossesMidnight: close <= open };
}

/** Inclusive minute range within one calendar day; `end` may be 1440 ("24:00"). */
interface MinuteRange {
  start: number;
  end: number;
}

/**
 * The minutes of one Buenos Aires calendar day during which the business is open, per the rule above.
 * This is the single implementation; `isOpenAt` and `nextChange` both read it.
 */
function openRangesForDate(
  weekly: WeeklySlot[],
  special: SpecialHours[],
  date: string,
  duties: readonly DutyWindow[] = [],
): MinuteRange[] {
  return [...hoursRangesForDate(weekly, special, date), ...dutyRangesForDate(duties, date)];
}

/** The minutes of `date` that the duties cover; both ends inclusive, as every other window here. */
function dutyRangesForDate(duties: readonly DutyWindow[], date: string): MinuteRange[] {
  if (duties.length === 0) return [];
  const dayStart = toInstant(date)?.getTime();
  if (dayStart === undefined) return [];
  const ranges: MinuteRange[] = [];
  for (const d of duties) {
    const from = Math.floor((new Date(d.startsAt).getTime() - dayStart) / 60_000);
    const to = Math.floor((new Date(d.endsAt).getTime() - dayStart) / 60_000);
    if (to < 0 || from > LAST_MINUTE || to < from) continue;
    ranges.push({ start: Math.max(0, from), end: Math.min(LAST_MINUTE, to) });
  }
  return ranges;
}

function hoursRangesForDate(weekly: WeeklySlot[], special: SpecialHours[], date: string): MinuteRange[] {
  const todays = special.filter((s) => normalizeDateKey(s.date) === date);
  if (todays.length > 0) {
    if (todays.some((s) => s.isClosed)) return [];
    return todays.flatMap((s): MinuteRange[] => {
      const w = toWindow(s);
      if (!w) return [];
      return w.crossesMidnight
        ? [
            { start: w.open, end: LAST_MINUTE },
            { start: 0, end: w.close },
          ]
        : [{ start: w.open, end: w.close }];
    });
  }
  const dayOfWeek = dayOfWeekOfDateKey(date);
  const yesterday = (dayOfWeek + 6) % 7;
  const ranges: MinuteRange[] = [];
  for (const slot of weekly) {
    const w = toWindow(slot);
    if (!w) continue;
    if (slot.dayOfWeek === dayOfWeek) {
      ranges.push({ start: w.open, end: w.crossesMidnight ? LAST_MINUTE : w.close });
    }
    if (slot.dayOfWeek === yesterday && w.crossesMidnight) {
      ranges.push({ start: 0, end: w.close });
    }
  }
  return ranges;
}

/** Whether the business is open at the instant `at` (Buenos Aires time). */
export function isOpenAt(
  weekly: WeeklySlot[],
  special: SpecialHours[],
  at: Date,
  duties: readonly DutyWindow[] = [],
): boolean {
  const now = buenosAiresNow(at);
  return openRangesForDate(weekly, special, now.date, duties).some(
    (r) => r.start <= now.minutes && now.minutes <= r.end,
  );
}

/** One day's open windows as the business page prints them ("08:30 – 12:30"); [] means closed. */
function daySlotTexts(weekly: WeeklySlot[], dayOfWeek: number): string[] {
  const slots = weekly
    .filter((s) => s.dayOfWeek === dayOfWeek)
    .flatMap((s) => {
      const w = toWindow(s);
      return w ? [{ w, index: s.timeSlotIndex ?? 0 }] : [];
    })
    .sort((a, b) => a.w.open - b.w.open || a.index - b.index || a.w.close - b.w.close);
  // "00:00 – 23:59" (or 00:00 – 00:00, read as 24 hours) says nothing a person can use at a glance.
  return slots.some(({ w }) => isWholeDay(w))
    ? [OPEN_ALL_DAY]
    : slots.map(
        ({ w }) => `${formatMinutes(w.open)} – ${w.close === MINUTES_PER_DAY ? "24:00" : formatMinutes(w.close)}`,
      );
}

/**
 * The week for display, Monday first. Closed and incomplete slots are left out; [] means "Cerrado".
 * Today's row shows today's real hours when today is not the usual week (a special day, a holiday's
 * entry, a duty), read from the same rule as `isOpenAt` and `nextChange`, with a `note` saying why;
 * a window that runs past midnight says so ("08:00 – 08:00 (mañana)").
 */
export function weekSchedule(
  weekly: WeeklySlot[],
  at: Date,
  special: SpecialHours[] = [],
  duties: readonly DutyWindow[] = [],
): ScheduleDay[] {
  const now = buenosAiresNow(at);
  return WEEK_ORDER.map((dayOfWeek) => {
    const isToday = dayOfWeek === now.dayOfWeek;
    const usual = { dayOfWeek, label: DAY_LABELS[dayOfWeek] ?? "", isToday, slots: daySlotTexts(weekly, dayOfWeek) };
    return isToday ? { ...usual, ...todayAsItIs(weekly, special, duties, now.date) } : usual;
  });
}

function todayAsItIs(
  weekly: WeeklySlot[],
  special: SpecialHours[],
  duties: readonly DutyWindow[],
  date: string,
): { slots: string[]; note: string | null } | null {
  const onDuty = dutyRangesForDate(duties, date).length > 0;
  const specials = special.filter((s) => normalizeDateKey(s.date) === date);
  if (!onDuty && specials.length === 0) return null;
  const note = onDuty ? "De turno" : (specials.find((s) => s.name)?.name ?? "Horario especial");
  const today = mergeRanges(openRangesForDate(weekly, special, date, duties));
  if (today.some((r) => r.start === 0 && r.end >= LAST_MINUTE)) return { slots: [OPEN_ALL_DAY], note };
  const tomorrow = mergeRanges(openRangesForDate(weekly, special, addDaysToDateKey(date, 1), duties));
  const slots = today.map((r) => {
    const from = formatMinutes(r.start);
    const next = r.end >= LAST_MINUTE ? tomorrow.find((t) => t.start === 0) : undefined;
    if (next) return `${from} – ${formatMinutes(next.end)} (mañana)`;
    return `${from} – ${r.end >= LAST_MINUTE ? "24:00" : formatMinutes(r.end)}`;
  });
  return { slots, note };
}

const SHORT_DAY_LABELS: readonly string[] = ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"];

/**
 * The week in one line, as a person reads it, with the business page's times: days in a row with
 * the same hours together ("Lun a vie 07:00 – 13:00 y 16:00 – 20:00 · Sáb 07:00 – 13:00 · Dom
 * cerrado"); "Todos los días …" when every day is the same; "Sin horarios" without any hours.
 */
export function describeWeek(weekly: WeeklySlot[]): string {
  if (weekly.length === 0) return "Sin horarios";
  const days = WEEK_ORDER.map((dayOfWeek) => {
    const slots = daySlotTexts(weekly, dayOfWeek);
    return {
      dayOfWeek,
      text:
        slots.length === 0 ? "cerrado" : slots.map((t) => (t === OPEN_ALL_DAY ? "abierto 24 horas" : t)).join(" y "),
    };
  });
  const groups: { from: number; to: number; text: string }[] = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.text === day.text) last.to = day.dayOfWeek;
    else groups.push({ from: day.dayOfWeek, to: day.dayOfWeek, text: day.text });
  }
  if (groups.length === 1)
    return groups[0]!.text === "cerrado" ? "Cerrado todos los días" : `Todos los días ${groups[0]!.text}`;
  return groups
    .map((g) => {
      const count = WEEK_ORDER.indexOf(g.to) - WEEK_ORDER.indexOf(g.from) + 1;
      const from = SHORT_DAY_LABELS[g.from]!;
      const to = SHORT_DAY_LABELS[g.to]!.toLowerCase();
      const label = count === 1 ? from : count === 2 ? `${from} y ${to}` : `${from} a ${to}`;
      return `${label} ${g.text}`;
    })
    .join(" · ");
}

/** A week-table day that is open from midnight to midnight. */
export const OPEN_ALL_DAY = "Abierto 24 horas";

function isWholeDay(w: Window): boolean {
  return w.open === 0 && (w.close >= LAST_MINUTE || w.close === 0);
}

/**
 * Special-hours entries dated from today (Buenos Aires) through the next `days - 1` days, i.e. `days`
 * calendar days including today; sorted by date, then open time (closed entries first on a date).
 * Entries with an unreadable date are dropped.
 */
export function upcomingSpecialHours<T extends SpecialHours>(special: T[], at: Date, days = 30): T[] {
  const today = buenosAiresDateKey(at);
  const last = addDaysToDateKey(today, days - 1);
  return special
    .map((entry) => ({ entry, date: normalizeDateKey(entry.date) }))
    .filter((x): x is { entry: T; date: string } => x.date !== null && x.date >= today && x.date <= last)
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (parseTimeToMinutes(a.entry.isClosed ? null : a.entry.openTime) ?? -1) -
          (parseTimeToMinutes(b.entry.isClosed ? null : b.entry.openTime) ?? -1),
    )
    .map((x) => x.entry);
}

/** How many calendar days ahead (today = 0) `nextChange` looks for an opening. */
export const NEXT_CHANGE_DAYS = 7;

/**
 * A short status line for the business page:
 * - open now: "Cierra a las 20:30" (closing within 24 h, including after midnight),
 *   "Cierra mañana a las 20:00" / "Cierra el sábado a las 20:00" (further away),
 *   "Abierto las 24 horas" (no closing found in the next 8 days);
 * - closed now: "Abre a las 16:30" (today), "Abre mañana a las 08:30", "Abre el lunes a las 08:30"
 *   (up to 7 calendar days ahead, so "el lunes" on a Monday means next Monday);
 * - null when it doesn't open within that window.
 * The close time shown is the last open minute (inclusive boundary); "24:00" shows as "00:00".
 */
export function nextChange(
  weekly: WeeklySlot[],
  special: SpecialHours[],
  at: Date,
  duties: readonly DutyWindow[] = [],
): string | null {
  const now = buenosAiresNow(at);
  const horizonDays = NEXT_CHANGE_DAYS + 2; // today + 7 days for openings, +1 to see a closing.
  const ranges: MinuteRange[] = [];
  for (let offset = 0; offset < horizonDays; offset++) {
    const base = offset * MINUTES_PER_DAY;
    for (const r of openRangesForDate(weekly, special, addDaysToDateKey(now.date, offset), duties)) {
      ranges.push({ start: base + r.start, end: base + r.end });
    }
  }
  const merged = mergeRanges(ranges);
  const current = merged.find((r) => r.start <= now.minutes && now.minutes <= r.end);
  if (current) {
    if (current.end >= horizonDays * MINUTES_PER_DAY - 1) return "Abierto las 24 horas";
    const time = formatMinutes(current.end);
    if (current.end - now.minutes < MINUTES_PER_DAY) return `Cierra a las ${time}`;
    return `Cierra ${dayPhrase(now, Math.floor(current.end / MINUTES_PER_DAY))} a las ${time}`;
  }
  const next = merged.find((r) => r.start > now.minutes && r.start < (NEXT_CHANGE_DAYS + 1) * MINUTES_PER_DAY);
  if (!next) return null;
  const offset = Math.floor(next.start / MINUTES_PER_DAY);
  const time = formatMinutes(next.start);
  return offset === 0 ? `Abre a las ${time}` : `Abre ${dayPhrase(now, offset)} a las ${time}`;
}

function dayPhrase(now: BuenosAiresNow, offset: number): string {
  if (offset === 1) return "mañana";
  return `el ${DAY_NAMES_LOWER[(now.dayOfWeek + offset) % 7]}`;
}

/** Sorts and merges overlapping or touching inclusive ranges (end + 1 === next start). */
function mergeRanges(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: MinuteRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
