/**
 * The owner's hours editor (/mi-comercio/{id}/horarios): the week, with up to four slots a day
 * (split shifts, and slots that cross midnight), and special days by date. The rules here decide
 * what may be saved; what "open" means is core/opening-hours.ts, which the preview and the public
 * page both read.
 *
 * The week as the form posts it: `days[0]` is Sunday … `days[6]` Saturday (as the database), each
 * `{ closed, slots: [{ open, close }] }`; a slot row left blank is not a slot.
 */
import { z } from "#core/zod.ts";
import { DAY_LABELS, parseTimeToMinutes, type SpecialHours, type WeeklySlot } from "./opening-hours.ts";
import { normalizeTimeText } from "./time-text.ts";
import { normalizeDateKey } from "./time-zone.ts";

export const MAX_SLOTS_PER_DAY = 4;
/** Rows a special day's form offers (a morning and an afternoon, and one more). */
export const MAX_SPECIAL_SLOTS = 3;
export const SPECIAL_NAME_MAX = 80;

export const HOURS_MESSAGES = {
  openRequired: "Ingresá la hora de apertura",
  closeRequired: "Ingresá la hora de cierre",
  invalidTime: "Ingresá una hora válida, por ejemplo 09:30",
  sameTime: "La hora de cierre no puede ser igual a la de apertura",
  overlap: "Este horario se superpone con otro del mismo día",
  overlapOvernight: (day: string) =>
    `Este horario se superpone con el del ${day.toLowerCase()}, que pasa la medianoche`,
  tooMany: `Podés cargar hasta ${MAX_SLOTS_PER_DAY} horarios por día`,
  dateRequired: "Elegí la fecha",
  datePast: "La fecha ya pasó: elegí hoy o un día que venga",
  nameLong: `El nombre no puede tener más de ${SPECIAL_NAME_MAX} caracteres`,
  specialNeedsSlot: "Cargá al menos un horario o marcá el día como cerrado",
} as const;

export interface TimeSlot {
  /** "HH:MM" */
  open: string;
  close: string;
}

export interface DayHours {
  /** 0 = Sunday … 6 = Saturday */
  dayOfWeek: number;
  /** Closed all day (also when no slot was given). */
  closed: boolean;
  slots: TimeSlot[];
}

export interface SpecialDayInput {
  date: string;
  name: string | null;
  closed: boolean;
  slots: TimeSlot[];
}

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const checked = (value: unknown) => value === "on" || value === "true" || value === true;

/** "9:30", "09:30", "930", "9.30", "09:30:00" → "09:30"; anything else → null (core/time-text.ts). */
export const normalizeTime = normalizeTimeText;

/** A slot crosses midnight when it closes before it opens ("20:00–02:00"); equal times are refused. */
export function crossesMidnight(slot: TimeSlot): boolean {
  return (parseTimeToMinutes(slot.close) ?? 0) < (parseTimeToMinutes(slot.open) ?? 0);
}

type RawSlot = { open?: unknown; close?: unknown } | undefined;
type SlotIssue = { slot: number; field: "open" | "close"; message: string };

/** Reads the posted rows of one day: blank rows dropped, each problem tied to its row and field. */
function readSlots(raw: unknown): { slots: (TimeSlot & { row: number })[]; issues: SlotIssue[] } {
  const rows: RawSlot[] = Array.isArray(raw) ? raw : [];
  const slots: (TimeSlot & { row: number })[] = [];
  const issues: SlotIssue[] = [];
  rows.forEach((row, index) => {
    const openText = text(row?.open);
    const closeText = text(row?.close);
    if (!openText && !closeText) return;
    const open = openText ? normalizeTime(openText) : null;
    const close = closeText ? normalizeTime(closeText) : null;
    if (!openText) issues.push({ slot: index, field: "open", message: HOURS_MESSAGES.openRequired });
    else if (!open) issues.push({ slot: index, field: "open", message: HOURS_MESSAGES.invalidTime });
    if (!closeText) issues.push({ slot: index, field: "close", message: HOURS_MESSAGES.closeRequired });
    else if (!close) issues.push({ slot: index, field: "close", message: HOURS_MESSAGES.invalidTime });
    if (open && close && open === close) issues.push({ slot: index, field: "close", message: HOURS_MESSAGES.sameTime });
    if (open && close && open !== close) slots.push({ open, close, row: index });
  });
  return { slots, issues };
}

/** Half-open minutes of the week [start, end) a weekly slot covers; end may pass the week's end. */
function weekRange(dayOfWeek: number, slot: TimeSlot): [number, number] {
  const open = parseTimeToMinutes(slot.open) ?? 0;
  const close = parseTimeToMinutes(slot.close) ?? 0;
  const start = dayOfWeek * MINUTES_PER_DAY + open;
  return [start, dayOfWeek * MINUTES_PER_DAY + close + (close < open ? MINUTES_PER_DAY : 0)];
}

function rangesOverlap(a: [number, number], b: [number, number], period: number | null): boolean {
  const shifts = period ? [-period, 0, period] : [0];
  return shifts.some((shift) => a[0] < b[1] + shift && b[0] + shift < a[1]);
}

/**
 * Which slots of a week overlap (touching ends are fine: 09:00–13:00 and 13:00–17:00). A slot
 * crossing midnight reaches into the next day, and Saturday's into Sunday. Answers, per day and
 * row, the message to show on the later slot.
 */
export function weekOverlaps(days: { dayOfWeek: number; slots: (TimeSlot & { row?: number })[] }[]) {
  const all = days.flatMap((d) =>
    d.slots.map((s, i) => ({ day: d.dayOfWeek, row: s.row ?? i, range: weekRange(d.dayOfWeek, s) })),
  );
  const found: { dayOfWeek: number; row: number; message: string }[] = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (!rangesOverlap(a.range, b.range, MINUTES_PER_WEEK)) continue;
      // Report on the slot that starts later in its own day; across days, on the next day's slot.
      const [earlier, later] =
        a.day === b.day ? (a.range[0] <= b.range[0] ? [a, b] : [b, a]) : a.day === (b.day + 1) % 7 ? [b, a] : [a, b];
      const message =
        earlier.day === later.day
          ? HOURS_MESSAGES.overlap
          : HOURS_MESSAGES.overlapOvernight(DAY_LABELS[earlier.day] ?? "");
      if (!found.some((f) => f.dayOfWeek === later.day && f.row === later.row)) {
        found.push({ dayOfWeek: later.day, row: later.row, message });
      }
    }
  }
  return found;
}

/** The week form's schema (the browser's live check and the action's parse). */
export const weeklyHoursSchema = z
  .object({
    days: z.preprocess(
      (v) => Array.from({ length: 7 }, (_, i) => (Array.isArray(v) ? v[i] : undefined) ?? {}),
      z.array(z.object({ closed: z.unknown().optional(), slots: z.unknown().optional() }).loose()),
    ),
  })
  .transform((form, ctx): DayHours[] => {
    const days = form.days.map((day, dayOfWeek) => {
      const closed = checked(day.closed);
      const { slots, issues } = closed ? { slots: [], issues: [] } : readSlots(day.slots);
      for (const issue of issues) {
        ctx.addIssue({
          code: "custom",
          path: ["days", dayOfWeek, "slots", issue.slot, issue.field],
          message: issue.message,
        });
      }
      if (slots.length > MAX_SLOTS_PER_DAY) {
        ctx.addIssue({ code: "custom", path: ["days", dayOfWeek, "slots"], message: HOURS_MESSAGES.tooMany });
      }
      return { dayOfWeek, closed: closed || slots.length === 0, slots };
    });
    for (const o of weekOverlaps(days)) {
      ctx.addIssue({ code: "custom", path: ["days", o.dayOfWeek, "slots", o.row, "open"], message: o.message });
    }
    return days.map((d) => ({
      dayOfWeek: d.dayOfWeek,
      closed: d.closed,
      slots: [...d.slots].sort((a, b) => a.open.localeCompare(b.open)).map(({ open, close }) => ({ open, close })),
    }));
  });

/** business_hours rows for a week: one per slot, and one closed row for a closed day. */
export function weeklyRows(days: DayHours[]): Required<WeeklySlot>[] {
  return days.flatMap((d): Required<WeeklySlot>[] =>
    d.closed || d.slots.length === 0
      ? [
          {
            dayOfWeek: d.dayOfWeek,
            openTime: null,
            closeTime: null,
            isClosed: true,
            timeSlotIndex: 0,
            crossesMidnight: false,
          },
        ]
      : d.slots.map((s, index) => ({
          dayOfWeek: d.dayOfWeek,
          openTime: s.open,
          closeTime: s.close,
          isClosed: false,
          timeSlotIndex: index,
          crossesMidnight: crossesMidnight(s),
        })),
  );
}

/** The form's starting values from stored rows. */
export function weekFormDefaults(rows: WeeklySlot[]) {
  return {
    days: Array.from({ length: 7 }, (_, dayOfWeek) => {
      const open = rows
        .filter((r) => r.dayOfWeek === dayOfWeek && !r.isClosed && r.openTime && r.closeTime)
        .sort((a, b) => (a.timeSlotIndex ?? 0) - (b.timeSlotIndex ?? 0));
      return {
        closed: open.length === 0 ? "on" : "",
        slots: open.map((r) => ({ open: (r.openTime ?? "").slice(0, 5), close: (r.closeTime ?? "").slice(0, 5) })),
      };
    }),
  };
}

/**
 * What the week on screen means while it is being typed (for the live preview): valid slots only,
 * problems ignored. Reads the same shape the form posts.
 */
export function previewWeek(form: unknown): WeeklySlot[] {
  const days = (form as { days?: unknown })?.days;
  const list = Array.isArray(days) ? days : [];
  return weeklyRows(
    Array.from({ length: 7 }, (_, dayOfWeek) => {
      const day = (list[dayOfWeek] ?? {}) as { closed?: unknown; slots?: unknown };
      const closed = checked(day.closed);
      const slots = closed ? [] : readSlots(day.slots).slots.slice(0, MAX_SLOTS_PER_DAY);
      return { dayOfWeek, closed: closed || slots.length === 0, slots };
    }),
  );
}

/** One special day: a date from `today` on, a name, closed or one or more slots. */
export function specialDaySchema({ today }: { today: string }) {
  return z
    .object({
      date: z.preprocess(
        (v) => normalizeDateKey(text(v)) ?? (text(v) ? "invalid" : undefined),
        z.string({ error: HOURS_MESSAGES.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, HOURS_MESSAGES.dateRequired),
      ),
      name: z.preprocess(
        (v) => text(v).replace(/\p{Cc}/gu, "") || undefined,
        z.string().max(SPECIAL_NAME_MAX, HOURS_MESSAGES.nameLong).optional(),
      ),
      closed: z.unknown().optional(),
      slots: z.unknown().optional(),
    })
    .transform((form, ctx): SpecialDayInput => {
      if (/^\d/.test(form.date) && form.date < today) {
        ctx.addIssue({ code: "custom", path: ["date"], message: HOURS_MESSAGES.datePast });
      }
      const closed = checked(form.closed);
      const { slots, issues } = closed ? { slots: [], issues: [] } : readSlots(form.slots);
      for (const issue of issues) {
        ctx.addIssue({ code: "custom", path: ["slots", issue.slot, issue.field], message: issue.message });
      }
      if (slots.length > MAX_SPECIAL_SLOTS) {
        ctx.addIssue({ code: "custom", path: ["slots"], message: HOURS_MESSAGES.tooMany });
      }
      if (!closed && slots.length === 0 && issues.length === 0) {
        ctx.addIssue({ code: "custom", path: ["slots"], message: HOURS_MESSAGES.specialNeedsSlot });
      }
      // On a special date a window past midnight stays on that date (core/opening-hours.ts): its
      // minutes are [open, 24:00) and [00:00, close).
      const minutes = slots.flatMap((s) => {
        const open = parseTimeToMinutes(s.open) ?? 0;
        const close = parseTimeToMinutes(s.close) ?? 0;
        const parts: [number, number][] =
          close < open
            ? [
                [open, MINUTES_PER_DAY],
                [0, close],
              ]
            : [[open, close]];
        return parts.map((range) => ({ row: s.row, range }));
      });
      const reported = new Set<number>();
      for (let i = 0; i < minutes.length; i++) {
        for (let j = i + 1; j < minutes.length; j++) {
          const a = minutes[i]!;
          const b = minutes[j]!;
          if (a.row === b.row || !rangesOverlap(a.range, b.range, null)) continue;
          const later = Math.max(a.row, b.row);
          if (reported.has(later)) continue;
          reported.add(later);
          ctx.addIssue({ code: "custom", path: ["slots", later, "open"], message: HOURS_MESSAGES.overlap });
        }
      }
      return {
        date: form.date,
        name: form.name ?? null,
        closed,
        slots: [...slots].sort((a, b) => a.open.localeCompare(b.open)).map(({ open, close }) => ({ open, close })),
      };
    });
}

/** business_special_hours rows for a day: one closed row, or one per slot (same date, several rows). */
export function specialRows(day: SpecialDayInput): SpecialHours[] {
  if (day.closed || day.slots.length === 0) {
    return [{ date: day.date, name: day.name, openTime: null, closeTime: null, isClosed: true }];
  }
  return day.slots.map((s) => ({
    date: day.date,
    name: day.name,
    openTime: s.open,
    closeTime: s.close,
    isClosed: false,
  }));
}

/** "Abro como siempre": the usual slots of that weekday as special hours (closed if it usually is). */
export function usualDay(weekly: WeeklySlot[], date: string, dayOfWeek: number, name: string | null): SpecialDayInput {
  const slots = weekly
    .filter((r) => r.dayOfWeek === dayOfWeek && !r.isClosed && r.openTime && r.closeTime)
    .sort((a, b) => (a.timeSlotIndex ?? 0) - (b.timeSlotIndex ?? 0))
    .map((r) => ({ open: (r.openTime ?? "").slice(0, 5), close: (r.closeTime ?? "").slice(0, 5) }));
  return { date, name, closed: slots.length === 0, slots };
}
