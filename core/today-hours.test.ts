import { describe, expect, it } from "vitest";
import { todayHours } from "./today-hours.ts";

// A Monday at noon in Buenos Aires.
const monday = new Date("2026-11-23T12:00:00-03:00");
const weekly = [
  { dayOfWeek: 1, openTime: "08:30:00", closeTime: "12:30:00", isClosed: false, timeSlotIndex: 0 },
  { dayOfWeek: 1, openTime: "16:30:00", closeTime: "20:30:00", isClosed: false, timeSlotIndex: 1 },
  { dayOfWeek: 2, openTime: "09:00:00", closeTime: "13:00:00", isClosed: false, timeSlotIndex: 0 },
];

describe("todayHours", () => {
  it("is the week's hours for today", () => {
    expect(todayHours(weekly, [], monday)).toEqual({
      dayLabel: "Lunes",
      slots: ["08:30 – 12:30", "16:30 – 20:30"],
      specialName: null,
      isSpecial: false,
    });
  });

  it("is closed on a day without hours", () => {
    expect(todayHours(weekly, [], new Date("2026-11-25T12:00:00-03:00")).slots).toEqual([]);
  });

  it("follows today's special hours, closed or different", () => {
    const closed = [{ date: "2026-11-23", name: "Feriado", openTime: null, closeTime: null, isClosed: true }];
    expect(todayHours(weekly, closed, monday)).toMatchObject({ slots: [], specialName: "Feriado", isSpecial: true });
    const shorter = [{ date: "2026-11-23", name: null, openTime: "10:00:00", closeTime: "14:00:00", isClosed: false }];
    expect(todayHours(weekly, shorter, monday)).toMatchObject({ slots: ["10:00 – 14:00"], isSpecial: true });
    // Another day's special hours do not change today.
    const tomorrow = [{ date: "2026-11-24", name: "Feriado", openTime: null, closeTime: null, isClosed: true }];
    expect(todayHours(weekly, tomorrow, monday).isSpecial).toBe(false);
  });
});
