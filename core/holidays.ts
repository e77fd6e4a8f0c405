/**
 * Argentina's national holidays, bridge days and non-working days, written out per year as the
 * government publishes them (Ley 27.399 and the yearly decree that fixes the movable dates and the
 * "días no laborables con fines turísticos"). A maintained list rather than a formula: the movable
 * dates and the bridges are decided by decree, so a formula is wrong some years.
 *
 * Maintaining it: add the next year when its decree is out (usually in the second half of the year
 * before), and check `HOLIDAY_YEARS` in the test. Dates are Buenos Aires civil dates (`yyyy-MM-dd`).
 */
export type HolidayKind =
  /** Feriado nacional: a public holiday. */
  | "holiday"
  /** Día no laborable con fines turísticos (a "puente"): optional for private employers. */
  | "bridge"
  /** Día no laborable (Jueves Santo): optional for private employers. */
  | "non_working"
  /** Nochebuena and Fin de Año: ordinary days on which most shops close early. */
  | "eve";

export interface Holiday {
  date: string;
  name: string;
  kind: HolidayKind;
}

const HOLIDAYS_2026: Holiday[] = [
  { date: "2026-01-01", name: "Año Nuevo", kind: "holiday" },
  { date: "2026-02-16", name: "Carnaval", kind: "holiday" },
  { date: "2026-02-17", name: "Carnaval", kind: "holiday" },
  { date: "2026-03-23", name: "Día no laborable con fines turísticos", kind: "bridge" },
  { date: "2026-03-24", name: "Día Nacional de la Memoria por la Verdad y la Justicia", kind: "holiday" },
  { date: "2026-04-02", name: "Día del Veterano y de los Caídos en la Guerra de Malvinas", kind: "holiday" },
  { date: "2026-04-03", name: "Viernes Santo", kind: "holiday" },
  { date: "2026-05-01", name: "Día del Trabajador", kind: "holiday" },
  { date: "2026-05-25", name: "Día de la Revolución de Mayo", kind: "holiday" },
  { date: "2026-06-15", name: "Paso a la Inmortalidad del General Martín Miguel de Güemes", kind: "holiday" },
  { date: "2026-06-20", name: "Paso a la Inmortalidad del General Manuel Belgrano", kind: "holiday" },
  { date: "2026-07-09", name: "Día de la Independencia", kind: "holiday" },
  { date: "2026-07-10", name: "Día no laborable con fines turísticos", kind: "bridge" },
  { date: "2026-08-17", name: "Paso a la Inmortalidad del General José de San Martín", kind: "holiday" },
  { date: "2026-10-12", name: "Día del Respeto a la Diversidad Cultural", kind: "holiday" },
  { date: "2026-11-23", name: "Día de la Soberanía Nacional", kind: "holiday" },
  { date: "2026-12-07", name: "Día no laborable con fines turísticos", kind: "bridge" },
  { date: "2026-12-08", name: "Inmaculada Concepción de María", kind: "holiday" },
  { date: "2026-12-24", name: "Nochebuena", kind: "eve" },
  { date: "2026-12-25", name: "Navidad", kind: "holiday" },
  { date: "2026-12-31", name: "Fin de Año", kind: "eve" },
];

// 2027: the fixed dates, and the movable ones moved as Ley 27.399 says. The bridge days of 2027 are
// fixed by a decree not yet published when this list was written: add them when it is.
const HOLIDAYS_2027: Holiday[] = [
  { date: "2027-01-01", name: "Año Nuevo", kind: "holiday" },
  { date: "2027-02-08", name: "Carnaval", kind: "holiday" },
  { date: "2027-02-09", name: "Carnaval", kind: "holiday" },
  { date: "2027-03-24", name: "Día Nacional de la Memoria por la Verdad y la Justicia", kind: "holiday" },
  { date: "2027-03-25", name: "Jueves Santo", kind: "non_working" },
  { date: "2027-03-26", name: "Viernes Santo", kind: "holiday" },
  { date: "2027-04-02", name: "Día del Veterano y de los Caídos en la Guerra de Malvinas", kind: "holiday" },
  { date: "2027-05-01", name: "Día del Trabajador", kind: "holiday" },
  { date: "2027-05-25", name: "Día de la Revolución de Mayo", kind: "holiday" },
  { date: "2027-06-20", name: "Paso a la Inmortalidad del General Manuel Belgrano", kind: "holiday" },
  { date: "2027-06-21", name: "Paso a la Inmortalidad del General Martín Miguel de Güemes", kind: "holiday" },
  { date: "2027-07-09", name: "Día de la Independencia", kind: "holiday" },
  { date: "2027-08-16", name: "Paso a la Inmortalidad del General José de San Martín", kind: "holiday" },
  { date: "2027-10-11", name: "Día del Respeto a la Diversidad Cultural", kind: "holiday" },
  { date: "2027-11-20", name: "Día de la Soberanía Nacional", kind: "holiday" },
  { date: "2027-12-08", name: "Inmaculada Concepción de María", kind: "holiday" },
  { date: "2027-12-24", name: "Nochebuena", kind: "eve" },
  { date: "2027-12-25", name: "Navidad", kind: "holiday" },
  { date: "2027-12-31", name: "Fin de Año", kind: "eve" },
];

/** Every listed day, in date order. */
export const HOLIDAYS: readonly Holiday[] = [...HOLIDAYS_2026, ...HOLIDAYS_2027];

/** The years the list covers; a date outside them has no known holidays. */
export const HOLIDAY_YEARS = [2026, 2027] as const;

/** The listed day on a civil date, if any. */
export function holidayOn(date: string): Holiday | undefined {
  return HOLIDAYS.find((h) => h.date === date);
}

/** Listed days from `fromDate` to `toDate`, both included (civil dates, `yyyy-MM-dd`). */
export function holidaysBetween(fromDate: string, toDate: string): Holiday[] {
  return HOLIDAYS.filter((h) => h.date >= fromDate && h.date <= toDate);
}
