/** Weekly opening hours (typical Argentine patterns) and special hours (holidays, turnos). */
import { dutyWindowForDay } from "#core/pharmacy-duty.ts";
import type { HoursProfile } from "./categories.ts";
import type { Rng } from "./random.ts";
import { addCivilDays, baDate, civilWeekday, type Holiday } from "./time.ts";

export interface WeeklySlot {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
  timeSlotIndex: number;
  crossesMidnight: boolean;
}

type Window = readonly [string, string];
/** Index = day of week (0 Sunday … 6 Saturday); an empty list means closed that day. */
type Week = readonly (readonly Window[])[];

const t = (hhmm: string) => `${hhmm}:00`;

const MON_FRI = [1, 2, 3, 4, 5];

function build(days: Record<number, readonly Window[]>): Week {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => days[d] ?? []);
}

function same(dayList: readonly number[], windows: readonly Window[]): Record<number, readonly Window[]> {
  return Object.fromEntries(dayList.map((d) => [d, windows]));
}

/** Turns a week into rows: one per window, and an explicit closed row for days without windows. */
export function weekToRows(week: Week): WeeklySlot[] {
  const rows: WeeklySlot[] = [];
  week.forEach((windows, day) => {
    if (windows.length === 0) {
      rows.push({
        dayOfWeek: day,
        openTime: null,
        closeTime: null,
        isClosed: true,
        timeSlotIndex: 0,
        crossesMidnight: false,
      });
      return;
    }
    windows.forEach(([open, close], index) => {
      rows.push({
        dayOfWeek: day,
        openTime: t(open),
        closeTime: t(close),
        isClosed: false,
        timeSlotIndex: index,
        crossesMidnight: close < open,
      });
    });
  });
  return rows;
}

const ALWAYS: Week = build(same([0, 1, 2, 3, 4, 5, 6], [["00:00", "23:59"]]));

function patterns(profile: HoursProfile): Week[] {
  switch (profile) {
    case "shop":
      return [
        build({
          ...same(MON_FRI, [
            ["08:30", "12:30"],
            ["16:30", "20:30"],
          ]),
          6: [["08:30", "13:00"]],
        }),
        build({
          ...same(MON_FRI, [
            ["09:00", "13:00"],
            ["17:00", "21:00"],
          ]),
          6: [["09:00", "13:00"]],
        }),
        build(
          same(
            [1, 2, 3, 4, 5, 6],
            [
              ["08:00", "12:30"],
              ["16:00", "20:00"],
            ],
          ),
        ),
      ];
    case "shop-centre":
      return [
        build({
          ...same(MON_FRI, [
            ["09:00", "13:00"],
            ["17:00", "21:00"],
          ]),
          6: [
            ["09:30", "13:30"],
            ["17:30", "21:00"],
          ],
        }),
        build(same([1, 2, 3, 4, 5, 6], [["09:30", "20:30"]])),
      ];
    case "supermarket":
      return [
        build(same([0, 1, 2, 3, 4, 5, 6], [["08:00", "21:30"]])),
        build({ ...same([1, 2, 3, 4, 5, 6], [["08:00", "21:30"]]), 0: [["09:00", "13:30"]] }),
      ];
    case "restaurant":
      return [
        build({
          4: [["20:00", "00:30"]],
          5: [
            ["12:00", "15:30"],
            ["20:00", "01:00"],
          ],
          6: [
            ["12:00", "15:30"],
            ["20:00", "01:00"],
          ],
          0: [
            ["12:00", "15:30"],
            ["20:00", "00:30"],
          ],
        }),
        build({
          ...same(
            [2, 3, 4],
            [
              ["12:00", "15:00"],
              ["20:30", "00:30"],
            ],
          ),
          ...same(
            [5, 6],
            [
              ["12:00", "15:00"],
              ["20:30", "01:30"],
            ],
          ),
          0: [["12:00", "15:30"]],
        }),
        build(
          same(
            [1, 2, 3, 4, 5, 6],
            [
              ["11:30", "15:00"],
              ["20:00", "23:30"],
            ],
          ),
        ),
      ];
    case "pizzeria":
      return [
        build({ ...same([2, 3, 4, 0], [["19:30", "00:30"]]), ...same([5, 6], [["19:30", "01:30"]]) }),
        build({
          ...same([2, 3, 4], [["20:00", "00:30"]]),
          ...same(
            [5, 6],
            [
              ["11:30", "14:30"],
              ["20:00", "01:00"],
            ],
          ),
          0: [
            ["11:30", "14:30"],
            ["20:00", "00:30"],
          ],
        }),
      ];
    case "bar":
      return [
        build({
          ...same([3, 4], [["19:00", "01:00"]]),
          ...same([5, 6], [["20:00", "02:00"]]),
          0: [["19:00", "00:00"]],
        }),
        build(same([4, 5, 6], [["20:30", "02:00"]])),
      ];
    case "cafe":
      return [
        build({ ...same(MON_FRI, [["07:30", "21:00"]]), 6: [["08:00", "21:00"]], 0: [["16:00", "21:00"]] }),
        build({
          ...same(
            [1, 2, 3, 4, 5, 6],
            [
              ["07:00", "13:00"],
              ["16:00", "21:30"],
            ],
          ),
        }),
      ];
    case "icecream":
      return [
        build({ ...same([0, 2, 3, 4, 5, 6], [["14:00", "01:00"]]), 1: [["15:00", "00:00"]] }),
        build(same([0, 1, 2, 3, 4, 5, 6], [["13:30", "00:30"]])),
      ];
    case "rotiseria":
      return [
        build(
          same(
            [0, 2, 3, 4, 5, 6],
            [
              ["11:00", "14:30"],
              ["19:30", "23:30"],
            ],
          ),
        ),
        build({
          ...same(
            [1, 2, 3, 4, 5, 6],
            [
              ["11:30", "14:30"],
              ["19:30", "23:00"],
            ],
          ),
          0: [["11:00", "14:30"]],
        }),
      ];
    case "bakery":
      return [
        build({
          ...same(
            [1, 2, 3, 4, 5, 6],
            [
              ["07:00", "13:00"],
              ["16:30", "20:30"],
            ],
          ),
          0: [["07:30", "12:30"]],
        }),
        build({
          ...same(
            [1, 2, 3, 4, 5, 6],
            [
              ["06:30", "13:30"],
              ["17:00", "21:00"],
            ],
          ),
          0: [["07:00", "13:00"]],
        }),
      ];
    case "kiosk":
      return [
        build(same([0, 1, 2, 3, 4, 5, 6], [["07:00", "23:30"]])),
        build(same([0, 1, 2, 3, 4, 5, 6], [["08:00", "00:30"]])),
      ];
    case "pharmacy":
      return [
        build({
          ...same(MON_FRI, [
            ["08:00", "12:30"],
            ["16:30", "20:30"],
          ]),
          6: [["08:30", "13:00"]],
        }),
        build({
          ...same(MON_FRI, [["08:30", "20:30"]]),
          6: [
            ["08:30", "13:00"],
            ["17:00", "20:30"],
          ],
        }),
      ];
    case "professional":
      return [
        build(
          same(MON_FRI, [
            ["09:00", "13:00"],
            ["16:00", "20:00"],
          ]),
        ),
        build(
          same(MON_FRI, [
            ["08:30", "12:30"],
            ["17:00", "20:30"],
          ]),
        ),
        build({
          ...same(MON_FRI, [["08:00", "14:00"]]),
          ...same(
            [2, 4],
            [
              ["08:00", "14:00"],
              ["17:00", "20:00"],
            ],
          ),
        }),
      ];
    case "by-appointment":
      return [build(same(MON_FRI, [["14:00", "20:00"]])), build(same(MON_FRI, [["09:00", "18:00"]]))];
    case "trade":
      return [
        build({ ...same(MON_FRI, [["08:00", "18:00"]]), 6: [["08:00", "13:00"]] }),
        build({
          ...same(MON_FRI, [
            ["07:30", "12:30"],
            ["14:30", "19:00"],
          ]),
          6: [["08:00", "12:00"]],
        }),
      ];
    case "gym":
      return [
        build({
          ...same(MON_FRI, [["07:00", "23:00"]]),
          6: [
            ["09:00", "13:00"],
            ["17:00", "20:00"],
          ],
        }),
        build({
          ...same(MON_FRI, [
            ["08:00", "12:00"],
            ["16:00", "22:00"],
          ]),
          6: [["09:00", "12:00"]],
        }),
      ];
    case "workshop":
      return [
        build({
          ...same(MON_FRI, [
            ["08:00", "12:30"],
            ["15:00", "19:00"],
          ]),
          6: [["08:00", "12:30"]],
        }),
        build(
          same(MON_FRI, [
            ["07:30", "12:00"],
            ["14:30", "18:30"],
          ]),
        ),
      ];
    case "tyre":
      return [
        build({ ...same([1, 2, 3, 4, 5, 6], [["07:30", "20:00"]]), 0: [["08:00", "12:00"]] }),
        build(
          same(
            [1, 2, 3, 4, 5, 6],
            [
              ["08:00", "12:30"],
              ["15:00", "20:00"],
            ],
          ),
        ),
      ];
    case "education":
      return [build(same(MON_FRI, [["14:00", "21:00"]])), build(same(MON_FRI, [["07:30", "18:30"]]))];
    case "cinema":
      return [build(same([0, 1, 2, 3, 4, 5, 6], [["16:00", "00:30"]]))];
    case "always":
      return [ALWAYS];
  }
}

export function weeklyHours(rng: Rng, profile: HoursProfile, opts: { allDay?: boolean } = {}): WeeklySlot[] {
  const week = opts.allDay ? ALWAYS : rng.pick(patterns(profile));
  return weekToRows(week);
}

// ---------------------------------------------------------------------------
// Special hours

export interface SpecialHoursRow {
  date: string;
  name: string;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

const GASTRO: ReadonlySet<HoursProfile> = new Set([
  "restaurant",
  "pizzeria",
  "bar",
  "cafe",
  "icecream",
  "rotiseria",
  "cinema",
]);

const closed = (date: string, name: string): SpecialHoursRow => ({
  date,
  name,
  openTime: null,
  closeTime: null,
  isClosed: true,
});
const open = (date: string, name: string, from: string, to: string): SpecialHoursRow => ({
  date,
  name,
  openTime: t(from),
  closeTime: t(to),
  isClosed: false,
});

/** What one business does on one holiday; null means "as any other day" (no entry). */
export function holidayEntry(
  rng: Rng,
  profile: HoursProfile,
  holiday: Holiday,
  allDay: boolean,
): SpecialHoursRow | null {
  const { date, name } = holiday;
  const big = name === "Navidad" || name === "Año Nuevo";
  if (allDay || profile === "always") return big && rng.chance(0.2) ? open(date, name, "08:00", "20:00") : null;
  if (holiday.kind === "eve") {
    if (GASTRO.has(profile)) {
      if (rng.chance(0.45)) return closed(date, name);
      return rng.chance(0.5) ? open(date, name, "11:30", "15:30") : null;
    }
    if (profile === "supermarket") return open(date, name, "08:00", rng.pick(["18:00", "19:00"]));
    if (profile === "kiosk") return open(date, name, "08:00", "20:00");
    if (profile === "bakery") return open(date, name, "07:00", "18:00");
    if (rng.chance(0.25)) return closed(date, name);
    return rng.chance(0.8) ? open(date, name, rng.pick(["08:30", "09:00"]), rng.pick(["13:00", "14:00"])) : null;
  }
  if (GASTRO.has(profile)) {
    if (big) {
      if (profile === "restaurant" && rng.chance(0.4)) return open(date, name, "12:00", "16:00");
      return rng.chance(0.75) ? closed(date, name) : null;
    }
    if (rng.chance(0.25)) return closed(date, name);
    return rng.chance(0.35) ? open(date, name, rng.pick(["11:30", "12:00"]), "15:30") : null;
  }
  if (profile === "supermarket") return big ? closed(date, name) : open(date, name, "09:00", "13:00");
  if (profile === "kiosk") return big ? open(date, name, "10:00", "14:00") : open(date, name, "09:00", "22:00");
  if (profile === "bakery") return big ? closed(date, name) : open(date, name, "07:30", "12:30");
  if (profile === "tyre" && rng.chance(0.4)) return open(date, name, "08:00", "12:00");
  return rng.chance(0.85) ? closed(date, name) : null;
}

/**
 * Farmacias de turno (`pharmacy_duties`): from yesterday through the next two weeks, one pharmacy
 * per city is on duty from 08:00 to 08:00 the next day, taking turns. `pharmaciesByCity` must hold
 * the pharmacies that are not already open 24 h, as [city, uuids].
 */
export function pharmacyDutyRota(
  now: Date,
  pharmaciesByCity: readonly (readonly [string, readonly string[]])[],
  days = 14,
): { businessUuid: string; city: string; dutyDate: string; startsAt: Date; endsAt: Date }[] {
  const rows: { businessUuid: string; city: string; dutyDate: string; startsAt: Date; endsAt: Date }[] = [];
  const today = baDate(now);
  for (let d = -1; d < days; d++) {
    const date = addCivilDays(today, d);
    const window = dutyWindowForDay(date);
    if (!window) continue;
    for (const [city, list] of pharmaciesByCity) {
      if (list.length === 0) continue;
      const businessUuid = list[(((d + civilWeekday(today)) % list.length) + list.length) % list.length] as string;
      rows.push({ businessUuid, city, dutyDate: date, ...window });
    }
  }
  return rows;
}

export { closed as closedDay, open as openWindow };
