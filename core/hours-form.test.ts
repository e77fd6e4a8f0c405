import { describe, expect, it } from "vitest";
import {
  HOURS_MESSAGES,
  previewWeek,
  specialDaySchema,
  specialRows,
  usualDay,
  weeklyHoursSchema,
  weeklyRows,
} from "./hours-form.ts";
import { isOpenAt, nextChange } from "./opening-hours.ts";

type Day = { closed?: string; slots?: { open?: string; close?: string }[] };
const week = (days: Record<number, Day>) => ({
  days: Array.from({ length: 7 }, (_, i) => days[i] ?? { closed: "on" }),
});

function errorsOf(result: ReturnType<typeof weeklyHoursSchema.safeParse>) {
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("weekly hours rules", () => {
  it("takes split shifts and a slot that crosses midnight", () => {
    const parsed = weeklyHoursSchema.parse(
      week({
        1: {
          slots: [
            { open: "16:00", close: "20:00" },
            { open: "9:00", close: "13:00" },
          ],
        },
        5: { slots: [{ open: "20:00", close: "02:00" }] },
      }),
    );
    expect(parsed[1]).toEqual({
      dayOfWeek: 1,
      closed: false,
      slots: [
        { open: "09:00", close: "13:00" },
        { open: "16:00", close: "20:00" },
      ],
    });
    const rows = weeklyRows(parsed);
    expect(rows.filter((r) => r.dayOfWeek === 5)).toEqual([
      { dayOfWeek: 5, openTime: "20:00", closeTime: "02:00", isClosed: false, timeSlotIndex: 0, crossesMidnight: true },
    ]);
    expect(rows.filter((r) => r.dayOfWeek === 0)).toEqual([
      { dayOfWeek: 0, openTime: null, closeTime: null, isClosed: true, timeSlotIndex: 0, crossesMidnight: false },
    ]);
    // Saturday 01:30 in Buenos Aires: Friday's slot is still open (the public rule).
    expect(isOpenAt(rows, [], new Date("2026-11-28T04:30:00Z"))).toBe(true);
    expect(isOpenAt(rows, [], new Date("2026-11-28T05:30:00Z"))).toBe(false);
  });

  it("refuses close equal to open", () => {
    const result = weeklyHoursSchema.safeParse(week({ 2: { slots: [{ open: "09:00", close: "09:00" }] } }));
    expect(errorsOf(result)).toEqual([{ path: "days.2.slots.0.close", message: HOURS_MESSAGES.sameTime }]);
  });

  it("refuses overlapping slots on the same day, touching ones are fine", () => {
    expect(
      weeklyHoursSchema.safeParse(
        week({
          1: {
            slots: [
              { open: "09:00", close: "13:00" },
              { open: "13:00", close: "17:00" },
            ],
          },
        }),
      ).success,
    ).toBe(true);
    const result = weeklyHoursSchema.safeParse(
      week({
        1: {
          slots: [
            { open: "09:00", close: "13:00" },
            { open: "12:00", close: "17:00" },
          ],
        },
      }),
    );
    expect(errorsOf(result)).toEqual([{ path: "days.1.slots.1.open", message: HOURS_MESSAGES.overlap }]);
  });

  it("refuses a next-day slot that overlaps the night before, also Saturday into Sunday", () => {
    const result = weeklyHoursSchema.safeParse(
      week({ 5: { slots: [{ open: "20:00", close: "03:00" }] }, 6: { slots: [{ open: "02:00", close: "06:00" }] } }),
    );
    expect(errorsOf(result)).toEqual([
      { path: "days.6.slots.0.open", message: HOURS_MESSAGES.overlapOvernight("Viernes") },
    ]);
    const wrap = weeklyHoursSchema.safeParse(
      week({ 6: { slots: [{ open: "22:00", close: "04:00" }] }, 0: { slots: [{ open: "03:00", close: "08:00" }] } }),
    );
    expect(errorsOf(wrap)).toEqual([
      { path: "days.0.slots.0.open", message: HOURS_MESSAGES.overlapOvernight("Sábado") },
    ]);
  });

  it("asks for the missing half of a slot, refuses bad times and a fifth slot", () => {
    const result = weeklyHoursSchema.safeParse(
      week({ 3: { slots: [{ open: "09:00" }, { open: "25:00", close: "10:00" }] } }),
    );
    expect(errorsOf(result)).toEqual([
      { path: "days.3.slots.0.close", message: HOURS_MESSAGES.closeRequired },
      { path: "days.3.slots.1.open", message: HOURS_MESSAGES.invalidTime },
    ]);
    const five = Array.from({ length: 5 }, (_, i) => ({ open: `0${i}:00`, close: `0${i}:30` }));
    expect(errorsOf(weeklyHoursSchema.safeParse(week({ 4: { slots: five } })))).toEqual([
      { path: "days.4.slots", message: HOURS_MESSAGES.tooMany },
    ]);
  });

  it("ignores the slots of a day marked closed; a day without slots is closed", () => {
    const parsed = weeklyHoursSchema.parse(
      week({ 1: { closed: "on", slots: [{ open: "09:00", close: "09:00" }] }, 2: {} }),
    );
    expect(parsed[1]?.closed).toBe(true);
    expect(parsed[2]?.closed).toBe(true);
  });

  it("previews what is typed through the public rule, skipping unfinished rows", () => {
    const weekly = previewWeek(week({ 3: { slots: [{ open: "09:00", close: "13:00" }, { open: "16:00" }] } }));
    // Wednesday 2026-11-25 10:00 in Buenos Aires.
    const at = new Date("2026-11-25T13:00:00Z");
    expect(isOpenAt(weekly, [], at)).toBe(true);
    expect(nextChange(weekly, [], at)).toBe("Cierra a las 13:00");
  });
});

describe("special days", () => {
  const schema = specialDaySchema({ today: "2026-11-25" });

  it("takes a holiday with two slots as two rows of the same date, read by the public rule", () => {
    const day = schema.parse({
      date: "2026-12-08",
      name: "Inmaculada Concepción",
      slots: [
        { open: "17:00", close: "21:00" },
        { open: "09:00", close: "12:00" },
      ],
    });
    const rows = specialRows(day);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.date === "2026-12-08" && r.name === "Inmaculada Concepción")).toBe(true);
    expect(isOpenAt([], rows, new Date("2026-12-08T13:00:00Z"))).toBe(true); // 10:00
    expect(isOpenAt([], rows, new Date("2026-12-08T17:00:00Z"))).toBe(false); // 14:00
    expect(isOpenAt([], rows, new Date("2026-12-08T21:00:00Z"))).toBe(true); // 18:00
  });

  it("refuses past dates, empty days and overlaps", () => {
    const issues = (input: unknown) => {
      const r = schema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(issues({ date: "2026-11-24", closed: "on" })).toEqual([`date: ${HOURS_MESSAGES.datePast}`]);
    expect(issues({ date: "2026-11-25", closed: "on" })).toEqual([]);
    expect(issues({ date: "2026-12-01" })).toEqual([`slots: ${HOURS_MESSAGES.specialNeedsSlot}`]);
    expect(
      issues({
        date: "2026-12-01",
        slots: [
          { open: "20:00", close: "02:00" },
          { open: "01:00", close: "03:00" },
        ],
      }),
    ).toEqual([`slots.1.open: ${HOURS_MESSAGES.overlap}`]);
  });

  it("'Abro como siempre' copies that weekday's slots, or closes when it usually is closed", () => {
    const weekly = weeklyRows(
      weeklyHoursSchema.parse(
        week({
          1: {
            slots: [
              { open: "09:00", close: "13:00" },
              { open: "16:00", close: "20:00" },
            ],
          },
        }),
      ),
    );
    expect(usualDay(weekly, "2026-12-07", 1, "Feriado puente")).toEqual({
      date: "2026-12-07",
      name: "Feriado puente",
      closed: false,
      slots: [
        { open: "09:00", close: "13:00" },
        { open: "16:00", close: "20:00" },
      ],
    });
    expect(usualDay(weekly, "2026-12-08", 2, "Feriado").closed).toBe(true);
  });
});
