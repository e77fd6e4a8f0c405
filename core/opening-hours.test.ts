import { describe, expect, it } from "vitest";
import {
  buenosAiresNow,
  describeWeek,
  formatMinutes,
  isOpenAt,
  nextChange,
  OPEN_ALL_DAY,
  parseTimeToMinutes,
  type SpecialHours,
  upcomingSpecialHours,
  type WeeklySlot,
  weekSchedule,
} from "./opening-hours.ts";

/** A Buenos Aires wall-clock time (UTC−3, no DST) as an instant. */
const ba = (local: string): Date => new Date(`${local}-03:00`);

// Calendar used below (2026): Mon 16 Nov … Fri 20, Sat 21, Sun 22, Mon 23 Nov; Thu 24 Dec, Fri 25 Dec.
const slot = (dayOfWeek: number, openTime: string | null, closeTime: string | null, extra: Partial<WeeklySlot> = {}) =>
  ({ dayOfWeek, openTime, closeTime, isClosed: false, ...extra }) satisfies WeeklySlot;
const closedDay = (dayOfWeek: number): WeeklySlot => ({ dayOfWeek, openTime: null, closeTime: null, isClosed: true });

/** Mon–Fri 08:30–12:30 and 16:30–20:30 (PostgreSQL "HH:MM:SS"), Sat 09:00–13:00, Sun closed. */
const splitShift: WeeklySlot[] = [
  ...[1, 2, 3, 4, 5].flatMap((d) => [
    slot(d, "08:30:00", "12:30:00", { timeSlotIndex: 0 }),
    slot(d, "16:30:00", "20:30:00", { timeSlotIndex: 1 }),
  ]),
  slot(6, "09:00", "13:00"),
  closedDay(0),
];

/** Fri 20:00–02:00 flagged; Sat 20:00–02:00 with the flag missing (close < open is enough). */
const nightBar: WeeklySlot[] = [
  slot(5, "20:00:00", "02:00:00", { crossesMidnight: true }),
  slot(6, "20:00:00", "02:00:00"),
  closedDay(0),
];

/** Sat 23:00–01:00 and Sun 22:00–03:00: exercises the Saturday→Sunday and Sunday→Monday wrap. */
const weekendNights: WeeklySlot[] = [slot(6, "23:00", "01:00"), slot(0, "22:00", "03:00", { crossesMidnight: true })];

const allDay: WeeklySlot[] = [0, 1, 2, 3, 4, 5, 6].map((d) => slot(d, "00:00:00", "23:59:00"));

const holidayClosed: SpecialHours[] = [
  { date: "2026-12-25", name: "Navidad", openTime: null, closeTime: null, isClosed: true },
];
const christmasEveNight: SpecialHours[] = [
  { date: "2026-12-24", name: "Nochebuena", openTime: "20:00:00", closeTime: "02:00:00", isClosed: false },
];

describe("buenosAiresNow", () => {
  it.each([
    ["2026-11-22T02:30:00Z", { date: "2026-11-21", dayOfWeek: 6, minutes: 23 * 60 + 30 }],
    ["2026-11-22T03:00:00Z", { date: "2026-11-22", dayOfWeek: 0, minutes: 0 }],
    ["2026-11-23T11:30:59Z", { date: "2026-11-23", dayOfWeek: 1, minutes: 8 * 60 + 30 }],
    ["2027-01-01T02:59:59Z", { date: "2026-12-31", dayOfWeek: 4, minutes: 23 * 60 + 59 }],
  ])("%s → %o", (iso, expected) => {
    expect(buenosAiresNow(new Date(iso))).toEqual(expected);
  });
});

describe("parseTimeToMinutes / formatMinutes", () => {
  it.each([
    ["08:30:00", 510],
    ["08:30", 510],
    ["8:05", 485],
    ["23:59:59", 1439],
    ["00:00:00", 0],
    ["24:00:00", 1440],
    ["24:30", null],
    ["25:00", null],
    ["12:60", null],
    ["", null],
    ["abc", null],
    [null, null],
  ] as const)("%s → %s", (input, expected) => {
    expect(parseTimeToMinutes(input)).toBe(expected);
  });

  it.each([
    [0, "00:00"],
    [510, "08:30"],
    [1439, "23:59"],
    [1440, "00:00"],
    [1440 + 125, "02:05"],
  ])("%i → %s", (minutes, expected) => {
    expect(formatMinutes(minutes)).toBe(expected);
  });
});

describe("isOpenAt", () => {
  const cases: [string, WeeklySlot[], SpecialHours[], Date, boolean][] = [
    // Split shifts and inclusive boundaries (minute resolution).
    ["split: Mon 08:29 before opening", splitShift, [], ba("2026-11-16T08:29:59"), false],
    ["split: Mon 08:30 exactly at opening", splitShift, [], ba("2026-11-16T08:30:00"), true],
    ["split: Mon 10:00 morning shift", splitShift, [], ba("2026-11-16T10:00:00"), true],
    ["split: Mon 12:30 exactly at closing", splitShift, [], ba("2026-11-16T12:30:00"), true],
    ["split: Mon 12:30:59 still the closing minute", splitShift, [], ba("2026-11-16T12:30:59"), true],
    ["split: Mon 12:31 after closing", splitShift, [], ba("2026-11-16T12:31:00"), false],
    ["split: Mon 14:00 siesta gap", splitShift, [], ba("2026-11-16T14:00:00"), false],
    ["split: Mon 16:30 afternoon opening", splitShift, [], ba("2026-11-16T16:30:00"), true],
    ["split: Mon 20:30 afternoon closing", splitShift, [], ba("2026-11-16T20:30:00"), true],
    ["split: Mon 20:31", splitShift, [], ba("2026-11-16T20:31:00"), false],
    ["split: Sat 09:30", splitShift, [], ba("2026-11-21T09:30:00"), true],
    ["split: Sat 16:30 (no afternoon shift)", splitShift, [], ba("2026-11-21T16:30:00"), false],
    ["split: Sun closed slot never opens", splitShift, [], ba("2026-11-22T10:00:00"), false],
    // After-midnight closing.
    ["night: Fri 19:59", nightBar, [], ba("2026-11-20T19:59:00"), false],
    ["night: Fri 20:00", nightBar, [], ba("2026-11-20T20:00:00"), true],
    ["night: Fri 23:59", nightBar, [], ba("2026-11-20T23:59:59"), true],
    ["night: Sat 00:00 (Friday's slot)", nightBar, [], ba("2026-11-21T00:00:00"), true],
    ["night: Sat 01:30 (Friday's slot)", nightBar, [], ba("2026-11-21T01:30:00"), true],
    ["night: Sat 02:00 at close (inclusive)", nightBar, [], ba("2026-11-21T02:00:00"), true],
    ["night: Sat 02:01", nightBar, [], ba("2026-11-21T02:01:00"), false],
    ["night: Sat 02:30", nightBar, [], ba("2026-11-21T02:30:00"), false],
    ["night: Sat 21:00, flag missing but close < open", nightBar, [], ba("2026-11-21T21:00:00"), true],
    ["night: Sun 01:30 from Saturday's unflagged slot", nightBar, [], ba("2026-11-22T01:30:00"), true],
    ["night: Thu 01:00 (Wednesday has no slot)", nightBar, [], ba("2026-11-19T01:00:00"), false],
    ["night: Fri 01:00 (Thursday has no slot)", nightBar, [], ba("2026-11-20T01:00:00"), false],
    // Week wrap: yesterday of Sunday is Saturday, of Monday is Sunday.
    ["wrap: Sun 00:30 from Saturday 23:00–01:00", weekendNights, [], ba("2026-11-22T00:30:00"), true],
    ["wrap: Sun 01:01", weekendNights, [], ba("2026-11-22T01:01:00"), false],
    ["wrap: Mon 02:30 from Sunday 22:00–03:00", weekendNights, [], ba("2026-11-23T02:30:00"), true],
    ["wrap: Mon 03:01", weekendNights, [], ba("2026-11-23T03:01:00"), false],
    ["wrap: Sat 00:30 (Friday has no slot)", weekendNights, [], ba("2026-11-21T00:30:00"), false],
    // Whole day.
    ["24 h: 00:00", allDay, [], ba("2026-11-18T00:00:00"), true],
    ["24 h: 12:00", allDay, [], ba("2026-11-18T12:00:00"), true],
    ["24 h: 23:59:59", allDay, [], ba("2026-11-18T23:59:59"), true],
    ["24 h via 00:00–00:00", [slot(3, "00:00", "00:00")], [], ba("2026-11-18T15:00:00"), true],
    ["24 h via 08:00–24:00 at 23:59", [slot(3, "08:00", "24:00:00")], [], ba("2026-11-18T23:59:00"), true],
    // No hours, closed or incomplete slots.
    ["no hours at all", [], [], ba("2026-11-18T12:00:00"), false],
    [
      "is_closed slot with times",
      [slot(3, "08:00", "20:00", { isClosed: true })],
      [],
      ba("2026-11-18T12:00:00"),
      false,
    ],
    ["slot without close time", [slot(3, "08:00", null)], [], ba("2026-11-18T12:00:00"), false],
    ["slot with garbage time", [slot(3, "8am", "8pm")], [], ba("2026-11-18T12:00:00"), false],
    // Special hours override weekly hours.
    ["holiday closed overrides weekly open", splitShift, holidayClosed, ba("2026-12-25T10:00:00"), false],
    ["holiday only affects its date", splitShift, holidayClosed, ba("2026-12-24T10:00:00"), true],
    [
      "closed wins over an open window on the same date",
      splitShift,
      [...holidayClosed, { date: "2026-12-25", openTime: "09:00", closeTime: "13:00", isClosed: false }],
      ba("2026-12-25T10:00:00"),
      false,
    ],
    [
      "special window opens an otherwise closed Sunday",
      splitShift,
      [{ date: "2026-11-22", openTime: "10:00:00", closeTime: "14:00:00", isClosed: false }],
      ba("2026-11-22T11:00:00"),
      true,
    ],
    [
      "special window replaces weekly hours (outside it → closed)",
      splitShift,
      [{ date: "2026-11-16", openTime: "10:00", closeTime: "11:00", isClosed: false }],
      ba("2026-11-16T17:00:00"),
      false,
    ],
    [
      "special: any of several windows",
      [],
      [
        { date: "2026-11-16", openTime: "09:00", closeTime: "10:00", isClosed: false },
        { date: "2026-11-16", openTime: "18:00", closeTime: "19:00", isClosed: false },
      ],
      ba("2026-11-16T18:30:00"),
      true,
    ],
    [
      "special entry without times and not closed → closed",
      splitShift,
      [{ date: "2026-11-16", openTime: null, closeTime: null, isClosed: false }],
      ba("2026-11-16T10:00:00"),
      false,
    ],
    ["special crossing midnight: 21:00 on its date", splitShift, christmasEveNight, ba("2026-12-24T21:00:00"), true],
    ["special crossing midnight: 01:00 on its date", splitShift, christmasEveNight, ba("2026-12-24T01:00:00"), true],
    ["special crossing midnight: 02:00 at close", splitShift, christmasEveNight, ba("2026-12-24T02:00:00"), true],
    ["special crossing midnight: 10:00 outside", splitShift, christmasEveNight, ba("2026-12-24T10:00:00"), false],
    [
      "special today overrides yesterday's overnight weekly slot",
      nightBar,
      [{ date: "2026-11-21", openTime: "10:00", closeTime: "12:00", isClosed: false }],
      ba("2026-11-21T01:30:00"),
      false,
    ],
    [
      "special date accepts a timestamp-looking string",
      [],
      [{ date: "2026-11-16T00:00:00", openTime: "10:00", closeTime: "12:00", isClosed: false }],
      ba("2026-11-16T11:00:00"),
      true,
    ],
    // Instants given in UTC whose Buenos Aires calendar day differs.
    ["UTC Sun 02:30 is Sat 23:30 in BA", [slot(6, "22:00", "23:59")], [], new Date("2026-11-22T02:30:00Z"), true],
    ["UTC Sun 02:30 is not Sunday in BA", [slot(0, "00:00", "23:59")], [], new Date("2026-11-22T02:30:00Z"), false],
    ["UTC Sat 01:00 is Fri 22:00 in BA", nightBar, [], new Date("2026-11-21T01:00:00Z"), true],
    ["UTC Sat 05:30 is Sat 02:30 in BA", nightBar, [], new Date("2026-11-21T05:30:00Z"), false],
    [
      "UTC Dec 25 02:00 is still Dec 24 in BA (holiday not yet)",
      allDay,
      holidayClosed,
      new Date("2026-12-25T02:00:00Z"),
      true,
    ],
    ["UTC Dec 25 03:00 is the holiday in BA", allDay, holidayClosed, new Date("2026-12-25T03:00:00Z"), false],
    [
      "UTC Dec 25 02:00 is Dec 24 23:00 in BA (special of Dec 24 applies)",
      [],
      christmasEveNight,
      new Date("2026-12-25T02:00:00Z"),
      true,
    ],
  ];

  it.each(cases)("%s", (_name, weekly, special, at, expected) => {
    expect(isOpenAt(weekly, special, at)).toBe(expected);
  });
});

describe("nextChange", () => {
  const cases: [string, WeeklySlot[], SpecialHours[], Date, string | null][] = [
    ["open, closes this shift", splitShift, [], ba("2026-11-16T10:00:00"), "Cierra a las 12:30"],
    ["open at the closing minute", splitShift, [], ba("2026-11-16T12:30:00"), "Cierra a las 12:30"],
    ["siesta, reopens today", splitShift, [], ba("2026-11-16T13:00:00"), "Abre a las 16:30"],
    ["before opening today", splitShift, [], ba("2026-11-16T07:00:00"), "Abre a las 08:30"],
    ["after closing, opens tomorrow", splitShift, [], ba("2026-11-16T21:00:00"), "Abre mañana a las 08:30"],
    ["Friday night, Saturday hours", splitShift, [], ba("2026-11-20T21:00:00"), "Abre mañana a las 09:00"],
    ["Saturday afternoon, Sunday closed", splitShift, [], ba("2026-11-21T14:00:00"), "Abre el lunes a las 08:30"],
    ["Sunday, opens Monday", splitShift, [], ba("2026-11-22T10:00:00"), "Abre mañana a las 08:30"],
    ["overnight, closes after midnight", nightBar, [], ba("2026-11-20T21:00:00"), "Cierra a las 02:00"],
    ["overnight, in the after-midnight part", nightBar, [], ba("2026-11-21T01:30:00"), "Cierra a las 02:00"],
    ["closed until Friday", nightBar, [], ba("2026-11-22T10:00:00"), "Abre el viernes a las 20:00"],
    [
      "opens only Mondays, checked after Monday's closing",
      [slot(1, "08:30", "12:30")],
      [],
      ba("2026-11-16T13:00:00"),
      "Abre el lunes a las 08:30",
    ],
    ["no hours", [], [], ba("2026-11-16T10:00:00"), null],
    ["only closed slots", [closedDay(1), closedDay(2)], [], ba("2026-11-16T10:00:00"), null],
    ["always open", allDay, [], ba("2026-11-16T10:00:00"), "Abierto las 24 horas"],
    [
      "open past tomorrow's midnight",
      [slot(5, "00:00", "23:59"), slot(6, "00:00", "20:00")],
      [],
      ba("2026-11-20T10:00:00"),
      "Cierra mañana a las 20:00",
    ],
    ["closes at 24:00", [slot(1, "18:00", "24:00:00")], [], ba("2026-11-16T19:00:00"), "Cierra a las 00:00"],
    ["holiday tomorrow skipped", splitShift, holidayClosed, ba("2026-12-24T21:00:00"), "Abre el sábado a las 09:00"],
    [
      "special hours today",
      splitShift,
      [{ date: "2026-11-16", openTime: "10:00", closeTime: "11:00", isClosed: false }],
      ba("2026-11-16T09:00:00"),
      "Abre a las 10:00",
    ],
    [
      "UTC instant on the next UTC day",
      splitShift,
      [],
      new Date("2026-11-17T00:00:00Z"), // Mon 21:00 in BA
      "Abre mañana a las 08:30",
    ],
  ];

  it.each(cases)("%s", (_name, weekly, special, at, expected) => {
    expect(nextChange(weekly, special, at)).toBe(expected);
  });

  it("agrees with isOpenAt on every quarter hour of a week", () => {
    const weekly = [...splitShift, ...nightBar];
    for (let i = 0; i < 7 * 96; i++) {
      const at = new Date(ba("2026-11-16T00:00:00").getTime() + i * 15 * 60_000);
      const line = nextChange(weekly, [], at);
      expect(line?.startsWith("Cierra") ?? false).toBe(isOpenAt(weekly, [], at));
    }
  });
});

describe("weekSchedule", () => {
  it("starts on Monday, labels in Spanish, sorts slots and marks today", () => {
    const shuffled = [...splitShift].reverse();
    const week = weekSchedule(shuffled, ba("2026-11-22T10:00:00")); // Sunday
    expect(week.map((d) => d.label)).toEqual([
      "Lunes",
      "Martes",
      "Miércoles",
      "Jueves",
      "Viernes",
      "Sábado",
      "Domingo",
    ]);
    expect(week.map((d) => d.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]).toEqual({
      dayOfWeek: 1,
      label: "Lunes",
      isToday: false,
      slots: ["08:30 – 12:30", "16:30 – 20:30"],
    });
    expect(week[5]?.slots).toEqual(["09:00 – 13:00"]);
    expect(week[6]).toEqual({ dayOfWeek: 0, label: "Domingo", isToday: true, slots: [] });
    expect(week.filter((d) => d.isToday)).toHaveLength(1);
  });

  it("shows overnight slots as written and 24:00 as 24:00", () => {
    const week = weekSchedule([...nightBar, slot(1, "18:00", "24:00:00")], ba("2026-11-20T12:00:00"));
    expect(week[4]).toEqual({ dayOfWeek: 5, label: "Viernes", isToday: true, slots: ["20:00 – 02:00"] });
    expect(week[0]?.slots).toEqual(["18:00 – 24:00"]);
  });

  it("says a day open from midnight to midnight is open 24 hours", () => {
    const week = weekSchedule(
      [slot(1, "00:00", "23:59"), slot(2, "00:00", "24:00"), slot(3, "00:00", "00:00"), slot(4, "00:01", "23:59")],
      ba("2026-11-20T12:00:00"),
    );
    expect(week.slice(0, 4).map((d) => d.slots)).toEqual([
      [OPEN_ALL_DAY],
      [OPEN_ALL_DAY],
      [OPEN_ALL_DAY],
      ["00:01 – 23:59"],
    ]);
    expect(OPEN_ALL_DAY).toBe("Abierto 24 horas");
  });

  it("uses the Buenos Aires day for isToday", () => {
    const week = weekSchedule(splitShift, new Date("2026-11-22T02:30:00Z")); // Saturday 23:30 in BA
    expect(week.find((d) => d.isToday)?.label).toBe("Sábado");
  });
});

describe("describeWeek", () => {
  it("groups days in a row with the same hours, with the business page's times", () => {
    expect(describeWeek(splitShift)).toBe("Lun a vie 08:30 – 12:30 y 16:30 – 20:30 · Sáb 09:00 – 13:00 · Dom cerrado");
    // Days not in the rows are closed too; two days together read "y".
    expect(describeWeek([slot(6, "10:00", "14:00"), slot(0, "10:00", "14:00")])).toBe(
      "Lun a vie cerrado · Sáb y dom 10:00 – 14:00",
    );
  });

  it("says a whole week in a few words, and overnight and 24-hour days as the page does", () => {
    expect(describeWeek(allDay)).toBe("Todos los días abierto 24 horas");
    expect(describeWeek([0, 1, 2, 3, 4, 5, 6].map(closedDay))).toBe("Cerrado todos los días");
    expect(describeWeek([])).toBe("Sin horarios");
    expect(describeWeek(nightBar)).toBe("Lun a jue cerrado · Vie y sáb 20:00 – 02:00 · Dom cerrado");
  });
});

describe("upcomingSpecialHours", () => {
  const entries: SpecialHours[] = [
    { date: "2026-12-31", name: "Fin de año", openTime: "09:00", closeTime: "13:00", isClosed: false },
    { date: "2026-11-20", name: "Ayer", openTime: null, closeTime: null, isClosed: true },
    { date: "2026-11-21", name: "Hoy", openTime: "10:00", closeTime: "12:00", isClosed: false },
    { date: "2026-12-25", name: "Navidad", openTime: null, closeTime: null, isClosed: true },
    { date: "2026-12-20", name: "Límite", openTime: null, closeTime: null, isClosed: true },
    { date: "2026-12-21", name: "Fuera", openTime: null, closeTime: null, isClosed: true },
    { date: "not-a-date", name: "Roto", openTime: null, closeTime: null, isClosed: true },
  ];

  it("keeps today through the next 29 days, sorted", () => {
    // 2026-11-22T02:30Z is still the 21st in Buenos Aires.
    const names = upcomingSpecialHours(entries, new Date("2026-11-22T02:30:00Z")).map((e) => e.name);
    expect(names).toEqual(["Hoy", "Límite"]);
  });

  it("accepts a custom window", () => {
    const names = upcomingSpecialHours(entries, ba("2026-11-21T12:00:00"), 60).map((e) => e.name);
    expect(names).toEqual(["Hoy", "Límite", "Fuera", "Navidad", "Fin de año"]);
  });
});

describe("pharmacy duties in the open/closed rule", () => {
  // Sat 21 Nov 2026: the pharmacy opens 08:30–13:00; on duty from 08:00 to Sunday 08:00.
  const pharmacy: WeeklySlot[] = [
    ...[1, 2, 3, 4, 5].map((d) => slot(d, "08:30", "20:30")),
    slot(6, "08:30", "13:00"),
    closedDay(0),
  ];
  const duty = { startsAt: ba("2026-11-21T08:00"), endsAt: ba("2026-11-22T08:00") };

  it("is open all the duty long, past the usual close and past midnight", () => {
    expect(isOpenAt(pharmacy, [], ba("2026-11-21T22:00"))).toBe(false);
    expect(isOpenAt(pharmacy, [], ba("2026-11-21T22:00"), [duty])).toBe(true);
    expect(isOpenAt(pharmacy, [], ba("2026-11-22T03:00"), [duty])).toBe(true);
    expect(isOpenAt(pharmacy, [], ba("2026-11-22T09:00"), [duty])).toBe(false);
  });

  it("wins over a special day that says closed", () => {
    const closed: SpecialHours[] = [{ date: "2026-11-21", openTime: null, closeTime: null, isClosed: true }];
    expect(isOpenAt(pharmacy, closed, ba("2026-11-21T15:00"), [duty])).toBe(true);
  });

  it("says when the duty ends, and the week table's today row says the same", () => {
    const at = ba("2026-11-21T14:00");
    expect(nextChange(pharmacy, [], at, [duty])).toBe("Cierra a las 08:00");
    const today = weekSchedule(pharmacy, at, [], [duty]).find((d) => d.isToday)!;
    expect(today.label).toBe("Sábado");
    expect(today.note).toBe("De turno");
    expect(today.slots).toEqual(["08:00 – 08:00 (mañana)"]);
    // The other days keep the usual week.
    expect(weekSchedule(pharmacy, at, [], [duty]).find((d) => d.dayOfWeek === 1)!.slots).toEqual(["08:30 – 20:30"]);
  });

  it("shows a special day's real hours and name on today's row", () => {
    const special: SpecialHours[] = [
      { date: "2026-11-21", name: "Feriado", openTime: "09:00", closeTime: "12:00", isClosed: false },
    ];
    const today = weekSchedule(pharmacy, ba("2026-11-21T10:00"), special).find((d) => d.isToday)!;
    expect(today).toMatchObject({ note: "Feriado", slots: ["09:00 – 12:00"] });
    expect(weekSchedule(pharmacy, ba("2026-11-21T10:00")).find((d) => d.isToday)!.note).toBeUndefined();
  });
});
