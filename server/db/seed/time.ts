/** Date helpers for the seed. Every date is relative to `now`; calendar dates are Buenos Aires dates. */

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

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export interface Holiday {
  date: string;
  name: string;
  /** "holiday": feriado; "eve": 24 and 31 December, open with reduced hours. */
  kind: "holiday" | "eve";
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Movable holidays (Ley 27.399): on a Tuesday or Wednesday they move to the previous Monday,
 * on a Thursday or Friday to the next Monday. An approximation of the yearly decree.
 */
function movable(ymd: string): string {
  const wd = civilWeekday(ymd);
  if (wd === 2 || wd === 3) return addCivilDays(ymd, -(wd - 1));
  if (wd === 4 || wd === 5) return addCivilDays(ymd, 8 - wd);
  return ymd;
}

/** Argentine national holidays of one year, plus Nochebuena and Fin de Año. */
export function argentineHolidays(year: number): Holiday[] {
  const on = (m: number, d: number) => `${year}-${pad(m)}-${pad(d)}`;
  const easterSunday = easter(year);
  const list: Holiday[] = [
    { date: on(1, 1), name: "Año Nuevo", kind: "holiday" },
    { date: addCivilDays(easterSunday, -48), name: "Carnaval", kind: "holiday" },
    { date: addCivilDays(easterSunday, -47), name: "Carnaval", kind: "holiday" },
    { date: on(3, 24), name: "Día Nacional de la Memoria por la Verdad y la Justicia", kind: "holiday" },
    { date: on(4, 2), name: "Día del Veterano y de los Caídos en la Guerra de Malvinas", kind: "holiday" },
    { date: addCivilDays(easterSunday, -2), name: "Viernes Santo", kind: "holiday" },
    { date: on(5, 1), name: "Día del Trabajador", kind: "holiday" },
    { date: on(5, 25), name: "Día de la Revolución de Mayo", kind: "holiday" },
    { date: movable(on(6, 17)), name: "Paso a la Inmortalidad del General Martín Miguel de Güemes", kind: "holiday" },
    { date: on(6, 20), name: "Paso a la Inmortalidad del General Manuel Belgrano", kind: "holiday" },
    { date: on(7, 9), name: "Día de la Independencia", kind: "holiday" },
    { date: movable(on(8, 17)), name: "Paso a la Inmortalidad del General José de San Martín", kind: "holiday" },
    { date: movable(on(10, 12)), name: "Día del Respeto a la Diversidad Cultural", kind: "holiday" },
    { date: movable(on(11, 20)), name: "Día de la Soberanía Nacional", kind: "holiday" },
    { date: on(12, 8), name: "Inmaculada Concepción de María", kind: "holiday" },
    { date: on(12, 24), name: "Nochebuena", kind: "eve" },
    { date: on(12, 25), name: "Navidad", kind: "holiday" },
    { date: on(12, 31), name: "Fin de Año", kind: "eve" },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * Holidays whose Buenos Aires date falls within [today, today + days]. When none does (a quiet
 * stretch of the calendar), the next one is returned so special hours are never empty.
 */
export function upcomingHolidays(now: Date, days = 60): Holiday[] {
  const today = baDate(now);
  const until = addCivilDays(today, days);
  const year = Number(today.slice(0, 4));
  const all = [...argentineHolidays(year), ...argentineHolidays(year + 1)];
  const inWindow = all.filter((h) => h.date >= today && h.date <= until);
  if (inWindow.length > 0) return inWindow;
  const next = all.find((h) => h.date >= today);
  return next ? [next] : [];
}
