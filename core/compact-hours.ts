/**
 * The compact hours column of a CSV import: `lun-vie 9-13,16-20; sáb 9-13; dom cerrado`.
 *
 * - Groups are separated by `;` (or a line break); each is days, a space, then hours.
 * - Days: lun mar mié/mie jue vie sáb/sab dom (full names too: "lunes", "miércoles"), a range
 *   `lun-vie` (it may wrap: `vie-lun`) or a list `lun,mié,vie`; both mixed: `lun-mié,vie`.
 * - Hours: ranges `9-13`, `9:30-13`, `09:30-13:30` separated by `,`; `20-2` crosses midnight;
 *   `24` closes at midnight; `cerrado` closes the day.
 * - A day not named is closed. A day named twice, overlapping ranges or more than four ranges a
 *   day are refused, with a Spanish message.
 *
 * The result is the week the owner's hours editor saves (`DayHours`, Sunday = 0), so the import
 * writes the same `business_hours` rows through `weeklyRows`.
 */
import { type DayHours, MAX_SLOTS_PER_DAY, type TimeSlot, weekOverlaps } from "./hours-form.ts";
import type { WeeklySlot } from "./opening-hours.ts";

export const COMPACT_HOURS_EXAMPLE = "lun-vie 9-13,16-20; sáb 9-13";

/** Monday first, as people list a week; the value is the database's day (Sunday = 0). */
const DAY_WORDS: [string[], number][] = [
  [["lun", "lunes"], 1],
  [["mar", "martes"], 2],
  [["mie", "mié", "miércoles", "miercoles"], 3],
  [["jue", "jueves"], 4],
  [["vie", "viernes"], 5],
  [["sab", "sáb", "sábado", "sabado"], 6],
  [["dom", "domingo"], 0],
];
const DAY_BY_WORD = new Map(DAY_WORDS.flatMap(([words, day]) => words.map((w) => [w, day] as const)));
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];
const SHORT = ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"];

export type CompactHoursResult = { ok: true; days: DayHours[] } | { ok: false; message: string };

const fail = (message: string): CompactHoursResult => ({ ok: false, message });

/** "9" → "09:00", "9:30" / "09:30" / "9.30" → "09:30", "24" → "00:00"; else null. */
export function compactTime(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*h(?:s)?)?$/i.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = m[2] === undefined ? 0 : Number(m[2]);
  if (h === 24 && min === 0) return "00:00";
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

function parseDays(text: string): number[] | string {
  const days: number[] = [];
  for (const part of text.split(",")) {
    const bounds = part
      .trim()
      .split("-")
      .map((w) => w.trim().toLowerCase());
    const known = bounds.map((w) => DAY_BY_WORD.get(w));
    if (bounds.length > 2 || known.some((d) => d === undefined)) {
      return `No entiendo el día «${part.trim()}»: usá lun, mar, mié, jue, vie, sáb o dom`;
    }
    if (known.length === 1) days.push(known[0]!);
    else {
      let i = MONDAY_FIRST.indexOf(known[0]!);
      const end = MONDAY_FIRST.indexOf(known[1]!);
      days.push(MONDAY_FIRST[i]!);
      while (i !== end) {
        i = (i + 1) % 7;
        days.push(MONDAY_FIRST[i]!);
      }
    }
  }
  return days;
}

function parseSlots(text: string): TimeSlot[] | "closed" | string {
  const cleaned = text.trim().toLowerCase();
  if (cleaned === "cerrado" || cleaned === "cerrada") return "closed";
  const slots: TimeSlot[] = [];
  for (const part of cleaned.split(",")) {
    const m = /^([^-–]+)[-–]([^-–]+)$/.exec(part.trim());
    const open = m ? compactTime(m[1]!) : null;
    const close = m ? compactTime(m[2]!) : null;
    if (!open || !close) return `No entiendo el horario «${part.trim()}»: escribilo como 9-13 o 9:30-20:30`;
    if (open === close) return `El horario «${part.trim()}» abre y cierra a la misma hora`;
    slots.push({ open, close });
  }
  return slots;
}

/** Reads the column; an empty cell is null (the row says nothing about hours). */
export function parseCompactHours(text: string): CompactHoursResult | null {
  const source = text.trim();
  if (!source) return null;
  const week = new Map<number, TimeSlot[] | "closed">();
  for (const group of source.split(/[;\n]+/)) {
    const trimmed = group.trim().replace(/\s*([,\-–])\s*/g, "$1");
    if (!trimmed) continue;
    const m = /^(\S+)\s+(.+)$/u.exec(trimmed);
    if (!m) return fail(`Falta el horario después de «${trimmed}» (ej.: ${COMPACT_HOURS_EXAMPLE})`);
    const days = parseDays(m[1]!.replace(/\s+/g, ""));
    if (typeof days === "string") return fail(days);
    const slots = parseSlots(m[2]!.replace(/\s+/g, ""));
    if (typeof slots === "string" && slots !== "closed") return fail(slots);
    for (const day of days) {
      if (week.has(day)) return fail(`El ${SHORT[day]} aparece dos veces en los horarios`);
      week.set(day, slots);
    }
  }
  const days: DayHours[] = Array.from({ length: 7 }, (_, dayOfWeek) => {
    const slots = week.get(dayOfWeek);
    return !slots || slots === "closed"
      ? { dayOfWeek, closed: true, slots: [] }
      : { dayOfWeek, closed: false, slots: [...slots].sort((a, b) => a.open.localeCompare(b.open)) };
  });
  const crowded = days.find((d) => d.slots.length > MAX_SLOTS_PER_DAY);
  if (crowded) return fail(`El ${SHORT[crowded.dayOfWeek]} tiene más de ${MAX_SLOTS_PER_DAY} horarios`);
  const overlap = weekOverlaps(days)[0];
  if (overlap) return fail(`Los horarios del ${SHORT[overlap.dayOfWeek]} se superponen`);
  return { ok: true, days };
}

/**
 * Stored rows as the compact column writes them ("lun-vie 09:00-13:00,16:00-20:00; sáb 09:00-13:00;
 * dom cerrado"), days with the same hours grouped; "" when the business has no hours at all. Two
 * weeks are the same exactly when their texts are.
 */
export function formatCompactHours(rows: readonly WeeklySlot[]): string {
  if (rows.length === 0) return "";
  const perDay = MONDAY_FIRST.map((day) => {
    const open = rows
      .filter((r) => r.dayOfWeek === day && !r.isClosed && r.openTime && r.closeTime)
      .map((r) => `${r.openTime!.slice(0, 5)}-${r.closeTime!.slice(0, 5)}`)
      .sort();
    return { day, text: open.length ? open.join(",") : "cerrado" };
  });
  const groups: { from: number; to: number; text: string }[] = [];
  for (const [i, d] of perDay.entries()) {
    const last = groups.at(-1);
    if (last && last.text === d.text && last.to === i - 1) last.to = i;
    else groups.push({ from: i, to: i, text: d.text });
  }
  return groups
    .map((g) => {
      const from = SHORT[MONDAY_FIRST[g.from]!];
      const to = SHORT[MONDAY_FIRST[g.to]!];
      return `${g.from === g.to ? from : `${from}-${to}`} ${g.text}`;
    })
    .join("; ");
}
