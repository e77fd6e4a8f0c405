/**
 * Today's hours as the business page's first screen says them: today's row of the week table
 * (`weekSchedule`), so the summary, the table and "Abierto"/"Cerrado" read one rule: a special day,
 * a holiday or a duty replaces the usual week, and `note` says which ("De turno", the holiday's name).
 */
import { type SpecialHours, type WeeklySlot, weekSchedule } from "./opening-hours.ts";
import type { DutyWindow } from "./pharmacy-duty.ts";

export interface TodayHours {
  /** "Lunes"… in Buenos Aires. */
  dayLabel: string;
  /** [] means closed today. */
  slots: string[];
  /** Why today is not the usual week ("De turno", "Feriado de Navidad", "Horario especial"), else null. */
  specialName: string | null;
  isSpecial: boolean;
}

export function todayHours(
  weekly: WeeklySlot[],
  special: SpecialHours[],
  at: Date,
  duties: readonly DutyWindow[] = [],
): TodayHours {
  const today = weekSchedule(weekly, at, special, duties).find((d) => d.isToday)!;
  const note = today.note ?? null;
  return { dayLabel: today.label, slots: today.slots, specialName: note, isSpecial: note !== null };
}
