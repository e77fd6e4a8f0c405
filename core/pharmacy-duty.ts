/**
 * Farmacias de turno: a duty is a time window during which one pharmacy stays open for the city
 * (usually from 08:00 one day to 08:00 the next, America/Argentina/Cordoba time, which is Buenos
 * Aires time). The rota is data (`pharmacy_duties`); these are its pure rules: the window of a
 * rota day, whether a duty is on at an instant, how a duty reads ("hoy 08:00 → mañana 08:00"),
 * and the order of the public page (tonight's first, then the next days). The open/closed rule
 * (`core/opening-hours.ts`) takes the same windows.
 */
import { searchWords } from "./search-text.ts";
import { addDaysToDateKey, buenosAiresDateKey, inBuenosAires, normalizeDateKey, toInstant } from "./time-zone.ts";

/** The category whose businesses can be on duty. */
export const PHARMACY_CATEGORY_SLUG = "farmacias";
/** The public page of the rota. */
export const DUTY_PAGE_PATH = "/farmacias-de-turno";
/** When a rota day's duty starts and ends (the next day) unless the rota says otherwise. */
export const DUTY_DEFAULT_START = "08:00";
export const DUTY_DEFAULT_END = "08:00";
/** How many days of the rota the public page and the offline directory carry. */
export const DUTY_DAYS_AHEAD = 7;

export interface DutyWindow {
  startsAt: Date | string;
  endsAt: Date | string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

function ms(value: Date | string): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The window of a rota day: from `start` on `date` to `end` on the same date when it is later,
 * else on the next date ("08:00" → "08:00" is 24 hours past midnight). Null for a bad date or time.
 */
export function dutyWindowForDay(
  date: string,
  start: string = DUTY_DEFAULT_START,
  end: string = DUTY_DEFAULT_END,
): { startsAt: Date; endsAt: Date } | null {
  const day = normalizeDateKey(date);
  if (!day || !TIME.test(start) || !TIME.test(end)) return null;
  const startsAt = toInstant(`${day}T${start}`);
  const endDay = end > start ? day : addDaysToDateKey(day, 1);
  const endsAt = toInstant(`${endDay}T${end}`);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** On duty at `at`: from its start (inclusive) to its end (exclusive). */
export function isOnDutyAt(duty: DutyWindow, at: Date): boolean {
  const t = at.getTime();
  return ms(duty.startsAt) <= t && t < ms(duty.endsAt);
}

export function onDutyNow(duties: readonly DutyWindow[], at: Date): boolean {
  return duties.some((d) => isOnDutyAt(d, at));
}

/** Whether the duty covers a whole day or more ("24 h"). */
export function isRoundTheClock(duty: DutyWindow): boolean {
  return ms(duty.endsAt) - ms(duty.startsAt) >= DAY - MINUTE;
}

function hhmm(at: Date): string {
  const t = inBuenosAires(at);
  return `${String(t.getHours()).padStart(2, "0")}:${String(t.getMinutes()).padStart(2, "0")}`;
}

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** "hoy", "mañana", "ayer", or "el sábado 28/11" for the Buenos Aires day of `at`, seen from `now`. */
export function dayWord(at: Date, now: Date): string {
  const day = buenosAiresDateKey(at);
  const today = buenosAiresDateKey(now);
  if (day === today) return "hoy";
  if (day === addDaysToDateKey(today, 1)) return "mañana";
  if (day === addDaysToDateKey(today, -1)) return "ayer";
  const t = inBuenosAires(at);
  return `el ${WEEKDAYS[t.getDay()]} ${String(t.getDate()).padStart(2, "0")}/${String(t.getMonth() + 1).padStart(2, "0")}`;
}

/** "De hoy 08:00 a mañana 08:00", as a person reads a duty. */
export function describeDuty(duty: DutyWindow, now: Date): string {
  const from = new Date(ms(duty.startsAt));
  const to = new Date(ms(duty.endsAt));
  const fromDay = dayWord(from, now);
  const toDay = dayWord(to, now);
  if (fromDay === toDay) return `${capitalize(fromDay)} de ${hhmm(from)} a ${hhmm(to)}`;
  // "De hoy 08:00 a mañana 08:00"; "Del jueves 03/12 08:00 al viernes 04/12 08:00".
  const de = fromDay.startsWith("el ") ? `Del ${fromDay.slice(3)}` : `De ${fromDay}`;
  const a = toDay.startsWith("el ") ? `al ${toDay.slice(3)}` : `a ${toDay}`;
  return `${de} ${hhmm(from)} ${a} ${hhmm(to)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The rota day a duty belongs to: the Buenos Aires date on which it starts. */
export function dutyDay(duty: DutyWindow): string {
  return buenosAiresDateKey(new Date(ms(duty.startsAt)));
}

export interface DutyGroup<T extends DutyWindow> {
  /** "now" for the duties on at `now` (tonight's and today's), else the rota day (yyyy-MM-dd). */
  key: "now" | string;
  /** "Ahora de turno", "Mañana, domingo 29/11", "Lunes 30/11". */
  title: string;
  duties: T[];
}

/**
 * The public page's order: the duties on now first, then one group per coming rota day, each
 * group's duties by city then by start. Duties already over are left out.
 */
export function groupDuties<T extends DutyWindow & { city: string; name: string }>(
  duties: readonly T[],
  now: Date,
): DutyGroup<T>[] {
  const t = now.getTime();
  const live = duties.filter((d) => ms(d.endsAt) > t);
  const byCityThenStart = (a: T, b: T) =>
    a.city.localeCompare(b.city, "es") || ms(a.startsAt) - ms(b.startsAt) || a.name.localeCompare(b.name, "es");
  const groups: DutyGroup<T>[] = [];
  const current = live.filter((d) => isOnDutyAt(d, now)).sort(byCityThenStart);
  if (current.length > 0) groups.push({ key: "now", title: "Ahora de turno", duties: current });
  const later = new Map<string, T[]>();
  for (const d of live) {
    if (isOnDutyAt(d, now)) continue;
    const day = dutyDay(d);
    later.set(day, [...(later.get(day) ?? []), d]);
  }
  for (const day of [...later.keys()].sort()) {
    const list = later.get(day)!.sort(byCityThenStart);
    groups.push({ key: day, title: dayTitle(day, now), duties: list });
  }
  return groups;
}

function dayTitle(day: string, now: Date): string {
  const noon = toInstant(`${day}T12:00`)!;
  const t = inBuenosAires(noon);
  const date = `${WEEKDAYS[t.getDay()]} ${String(t.getDate()).padStart(2, "0")}/${String(t.getMonth() + 1).padStart(2, "0")}`;
  const word = dayWord(noon, now);
  if (word === "hoy") return `Hoy, ${date}`;
  if (word === "mañana") return `Mañana, ${date}`;
  return capitalize(date);
}

/** The badge beside "De turno": "24 h" for a whole day, else the window ("09:00 – 23:00"). */
export function dutyHoursLabel(duty: DutyWindow): string {
  if (isRoundTheClock(duty)) return "24 h";
  return `${hhmm(new Date(ms(duty.startsAt)))} – ${hhmm(new Date(ms(duty.endsAt)))}`;
}

const DUTY_QUERIES = new Set([
  "farmacia de turno",
  "farmacias de turno",
  "farmacia turno",
  "farmacias turno",
  "farmacia de guardia",
  "farmacias de guardia",
  "turno farmacia",
  "turnos farmacias",
]);

/** A search that means "which pharmacy is on duty": it leads to DUTY_PAGE_PATH instead of a list. */
export function isDutySearch(query: string): boolean {
  // The same folding as search synonyms (normalizeSearchPhrase), without the form schemas zod brings.
  return DUTY_QUERIES.has(searchWords(query).join(" "));
}

export interface DutyNoticeText {
  /** The duty on now, as read ("De hoy 08:00 a mañana 08:00"), or null. */
  current: string | null;
  /** The next ones (three at most). */
  next: string[];
}

/** What a pharmacy's page says about its duties at `now`; null without any to come. */
export function dutyNoticeText(duties: readonly DutyWindow[], now: Date): DutyNoticeText | null {
  const coming = duties.filter((d) => ms(d.endsAt) > now.getTime());
  if (coming.length === 0) return null;
  const current = coming.find((d) => isOnDutyAt(d, now)) ?? null;
  return {
    current: current ? describeDuty(current, now) : null,
    next: coming
      .filter((d) => d !== current)
      .slice(0, 3)
      .map((d) => describeDuty(d, now)),
  };
}
