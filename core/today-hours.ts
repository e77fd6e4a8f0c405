/**
 * Today's hours as the business page's first screen says them: the special day's when there is one
 * (a holiday closed, shorter hours), else the week's. Same texts as the week table ("08:30 – 12:30").
 */
import { type SpecialHours, upcomingSpecialHours, type WeeklySlot, weekSchedule } from "./opening-hours.ts";

export interface TodayHours {
  /** "Lunes"… in Buenos Aires. */
  dayLabel: string;
  /** [] means closed today. */
  slots: string[];
  /** The special day's name ("Feriado de Navidad") when today's hours are special, else null. */
  specialName: string | null;
  isSpecial: boolean;
}

const time = (value: string | null) => value?.slice(0, 5) ?? "";

export function todayHours(weekly: WeeklySlot[], special: SpecialHours[], at: Date): TodayHours {
  const today = weekSchedule(weekly, at).find((d) => d.isToday)!;
  const todays = upcomingSpecialHours(special, at, 1);
  if (todays.length === 0) return { dayLabel: today.label, slots: today.slots, specialName: null, isSpecial: false };
  const closed = todays.some((s) => s.isClosed);
  return {
    dayLabel: today.label,
    slots: closed
      ? []
      : todays.filter((s) => s.openTime && s.closeTime).map((s) => `${time(s.openTime)} – ${time(s.closeTime)}`),
    specialName: todays.find((s) => s.name)?.name ?? null,
    isSpecial: true,
  };
}
