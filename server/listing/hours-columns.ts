import { businessHours, businessSpecialHours } from "../platform/db/schema.ts";

/** The columns the opening-hours rule reads (core/opening-hours.ts), selected the same everywhere. */
export const weeklySlotColumns = {
  dayOfWeek: businessHours.dayOfWeek,
  openTime: businessHours.openTime,
  closeTime: businessHours.closeTime,
  isClosed: businessHours.isClosed,
  timeSlotIndex: businessHours.timeSlotIndex,
  crossesMidnight: businessHours.crossesMidnight,
};

export const specialHoursColumns = {
  date: businessSpecialHours.date,
  name: businessSpecialHours.name,
  openTime: businessSpecialHours.openTime,
  closeTime: businessSpecialHours.closeTime,
  isClosed: businessSpecialHours.isClosed,
};
