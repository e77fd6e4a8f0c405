import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { notificationIdForKey } from "../notifications/create-notifications.ts";
import { businesses, businessSpecialHours, userNotifications, userRoles } from "../platform/db/schema.ts";
import { PERIODIC_TASKS } from "../schedule/tasks.ts";
import { holidayReminderTask } from "./holiday-reminders.ts";

const database = setupTestDatabase();
const OWNER = "demo-comercio";
// Wednesday 2 December 2026, noon in Buenos Aires: the bridge day of 7 December and the holiday of
// the 8th are within the week; Christmas is not.
const NOW = new Date("2026-12-02T15:00:00Z");

let a: string;
let b: string;

async function reminders() {
  return database()
    .db.select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, OWNER), eq(userNotifications.type, "holiday_reminder")));
}

beforeAll(async () => {
  const { db } = database();
  const owned = await db.select({ uuid: userRoles.businessUuid }).from(userRoles).where(eq(userRoles.userId, OWNER));
  a = owned[0]?.uuid as string;
  b = owned[1]?.uuid as string;
  await db
    .delete(businessSpecialHours)
    .where(
      and(
        inArray(businessSpecialHours.businessUuid, [a, b]),
        inArray(businessSpecialHours.date, ["2026-12-07", "2026-12-08"]),
      ),
    );
  // A already said what it does on the 8th.
  await db
    .insert(businessSpecialHours)
    .values({ businessUuid: a, date: "2026-12-08", name: "Feriado", isClosed: true });
  await db
    .update(businesses)
    .set({ status: "active" })
    .where(inArray(businesses.uuid, [a, b]));
  await db.delete(userNotifications).where(eq(userNotifications.type, "holiday_reminder"));
});

describe("holiday reminders", () => {
  it("is one of the app's periodic tasks", () => {
    expect(PERIODIC_TASKS).toContain(holidayReminderTask);
  });

  it("sends nothing for holidays more than a week away", async () => {
    expect(await holidayReminderTask.run(new Date("2026-11-25T15:00:00Z"))).toBeGreaterThanOrEqual(0);
    expect(await reminders()).toEqual([]);
  });

  it("reminds the owners of businesses without special hours for the day, once", async () => {
    await holidayReminderTask.run(NOW);
    const sent = await reminders();
    const keys = sent.map((n) => n.link).sort();
    expect(keys).toEqual(
      [
        `/mi-comercio/${a}/horarios/feriado/2026-12-07`,
        `/mi-comercio/${b}/horarios/feriado/2026-12-07`,
        `/mi-comercio/${b}/horarios/feriado/2026-12-08`,
      ].sort(),
    );
    expect(sent.map((n) => n.id)).toContain(notificationIdForKey(`holiday-reminder:${b}:2026-12-08:${OWNER}`));
    expect(sent.find((n) => n.link?.endsWith(`${b}/horarios/feriado/2026-12-08`))?.title).toBe(
      "Feriado el martes 08/12/2026: ¿abrís?",
    );

    // Again (another instance, the next hour): nothing new.
    expect(await holidayReminderTask.run(NOW)).toBe(0);
    expect(await reminders()).toHaveLength(3);
  });

  it("leaves businesses that are not public, and days already past, alone", async () => {
    const { db } = database();
    await db.delete(userNotifications).where(eq(userNotifications.type, "holiday_reminder"));
    await db.update(businesses).set({ status: "suspended" }).where(eq(businesses.uuid, b));
    await holidayReminderTask.run(NOW);
    expect((await reminders()).map((n) => n.link)).toEqual([`/mi-comercio/${a}/horarios/feriado/2026-12-07`]);
    await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, b));

    await db.delete(userNotifications).where(eq(userNotifications.type, "holiday_reminder"));
    // 9 December: the 7th and 8th are past, the next listed day (24th) is more than a week away.
    await holidayReminderTask.run(new Date("2026-12-09T15:00:00Z"));
    expect(await reminders()).toEqual([]);
  });
});
