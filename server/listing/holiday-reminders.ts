/**
 * A week before each listed holiday or bridge day (core/holidays.ts), every owner of a public
 * business that has not said what it does that day gets an in-app reminder with a one-tap answer.
 * Idempotent across runs and instances: one notification per business, date and owner, by a
 * deterministic id; a business that already has special hours for the date is left alone.
 */
import { and, eq, inArray, isNotNull, notExists } from "drizzle-orm";
import { formatDate } from "#core/format.ts";
import { holidaysBetween } from "#core/holidays.ts";
import { DAY_LABELS } from "#core/opening-hours.ts";
import { addDaysToDateKey, buenosAiresDateKey, dayOfWeekOfDateKey } from "#core/time-zone.ts";
import { createNotifications, type NewNotification } from "../notifications/create-notifications.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessSpecialHours, userRoles } from "../platform/db/schema.ts";
import type { PeriodicTask } from "../platform/schedule/periodic-tasks.ts";

/** How many days ahead the reminder goes out. */
export const HOLIDAY_REMINDER_DAYS = 7;
const REMINDED_STATUSES = ["active", "approved"];

export const holidayConfirmPath = (businessUuid: string, date: string) =>
  `/mi-comercio/${businessUuid}/horarios/feriado/${date}`;

export async function sendHolidayReminders(now: Date): Promise<number> {
  const today = buenosAiresDateKey(now);
  // From tomorrow: a reminder on the day itself comes too late to plan anything.
  const coming = holidaysBetween(addDaysToDateKey(today, 1), addDaysToDateKey(today, HOLIDAY_REMINDER_DAYS));
  if (coming.length === 0) return 0;
  const db = await getDb();
  let sent = 0;
  for (const holiday of coming) {
    const owners = await db
      .select({ userId: userRoles.userId, businessUuid: businesses.uuid, name: businesses.name })
      .from(userRoles)
      .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
      .where(
        and(
          eq(userRoles.role, "business_owner"),
          isNotNull(userRoles.businessUuid),
          inArray(businesses.status, REMINDED_STATUSES),
          notExists(
            db
              .select({ one: businessSpecialHours.id })
              .from(businessSpecialHours)
              .where(
                and(
                  eq(businessSpecialHours.businessUuid, businesses.uuid),
                  eq(businessSpecialHours.date, holiday.date),
                ),
              ),
          ),
        ),
      );
    const day = `${(DAY_LABELS[dayOfWeekOfDateKey(holiday.date)] ?? "").toLowerCase()} ${formatDate(holiday.date)}`;
    const rows: NewNotification[] = owners.map((o) => ({
      userId: o.userId,
      type: "holiday_reminder",
      title: `Feriado el ${day}: ¿abrís?`,
      message: `${holiday.name}. Contale a tus clientes qué horario tiene ${o.name} ese día: se confirma en un toque.`,
      link: holidayConfirmPath(o.businessUuid, holiday.date),
      key: `holiday-reminder:${o.businessUuid}:${holiday.date}:${o.userId}`,
    }));
    sent += await createNotifications(db, rows);
  }
  return sent;
}

export const holidayReminderTask: PeriodicTask = {
  name: "recordatorio de feriados",
  everyMs: 3600_000,
  run: sendHolidayReminders,
};
