/**
 * The billing schedule's e-mails: the 7-day and 1-day reminders and the expiry reach each owner by
 * e-mail as well as in the app, once per owner and event even when several instances run the task
 * at the same moment (each instance runs the periodic tasks).
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import {
  businesses,
  businessSubscriptions,
  plans,
  profiles,
  userNotifications,
  userRoles,
  users,
} from "../platform/db/schema.ts";
import { readStoredMail } from "../platform/mail/send-mail.ts";
import { expireSubscriptions, remindEndingSubscriptions } from "./billing-schedule.ts";

const database = setupTestDatabase();
const DAY = 86_400_000;

/** Two owners of its own (addresses no other test writes to) and a transfer plan ending 10 days after TEST_NOW. */
async function businessWithEndingPlan() {
  const { db } = database();
  const tag = randomUUID().slice(0, 8);
  const owners = [`duena-${tag}@example.com`, `socio-${tag}@example.com`];
  const ids = owners.map((_, i) => `owner-${tag}-${i}`);
  await db
    .insert(users)
    .values(owners.map((email, i) => ({ id: ids[i]!, email, name: `Persona ${i}`, emailVerified: true })));
  await db
    .insert(profiles)
    .values(owners.map((email, i) => ({ id: ids[i]!, email, fullName: i === 0 ? "Dueña" : "Socio" })));
  const [business] = await db
    .insert(businesses)
    .values({ name: `Almacén ${tag}`, slug: `almacen-${tag}`, status: "active" })
    .returning({ uuid: businesses.uuid, name: businesses.name });
  await db
    .insert(userRoles)
    .values(ids.map((userId) => ({ userId, role: "business_owner", businessUuid: business!.uuid })));
  const [plan] = await db.select({ id: plans.id, name: plans.name }).from(plans).where(eq(plans.slug, "destacado"));
  const endDate = new Date(TEST_NOW.getTime() + 10 * DAY);
  await db.insert(businessSubscriptions).values({
    businessUuid: business!.uuid,
    planId: plan!.id,
    status: "authorized",
    isActive: true,
    paymentMethod: "transfer",
    amountArs: 18_000,
    startDate: new Date(endDate.getTime() - 30 * DAY),
    endDate,
    activatedAt: new Date(endDate.getTime() - 30 * DAY),
  });
  return { business: business!, owners, ids, endDate, planName: plan!.name };
}

const subjects = async (email: string) => (await readStoredMail(email)).map((m) => m.subject).sort();

describe("billing e-mails", () => {
  it("7 days and 1 day before the end, each owner gets one e-mail per reminder, however many runs at once", async () => {
    const { business, owners, ids, endDate, planName } = await businessWithEndingPlan();
    const weekBefore = new Date(endDate.getTime() - 6 * DAY);
    // Two instances at the same moment, then a later run within the same threshold.
    const counts = await Promise.all([remindEndingSubscriptions(weekBefore), remindEndingSubscriptions(weekBefore)]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(2);
    await remindEndingSubscriptions(new Date(weekBefore.getTime() + DAY));
    const weekSubject = `${planName} de ${business.name} vence en 7 días`;
    for (const email of owners) expect(await subjects(email)).toEqual([weekSubject]);

    const dayBefore = new Date(endDate.getTime() - 12 * 3_600_000);
    await Promise.all([remindEndingSubscriptions(dayBefore), remindEndingSubscriptions(dayBefore)]);
    await remindEndingSubscriptions(dayBefore);
    const daySubject = `${planName} de ${business.name} vence mañana`;
    for (const email of owners) expect(await subjects(email)).toEqual([daySubject, weekSubject].sort());

    const [mail] = (await readStoredMail(owners[0]!)).filter((m) => m.subject === daySubject);
    expect(mail!.text).toContain("¡Hola, Dueña!");
    expect(mail!.text).toContain(`${business.name} está vigente hasta el`);
    expect(mail!.links.some((l) => l.endsWith(`/mi-comercio/${business.uuid}/plan`))).toBe(true);
    // The in-app notifications are still there, one per owner and reminder.
    const notes = await database()
      .db.select({ userId: userNotifications.userId, title: userNotifications.title })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, ids[1]!)));
    expect(notes.map((n) => n.title).sort()).toEqual([`${planName} vence en 7 días`, `${planName} vence mañana`]);
  });

  it("the expiry: one e-mail per owner, even with two runs at once and a later one", async () => {
    const { business, owners, endDate, planName } = await businessWithEndingPlan();
    const after = new Date(endDate.getTime() + 60_000);
    const expired = await Promise.all([
      expireSubscriptions(after, { businessUuid: business.uuid }),
      expireSubscriptions(after, { businessUuid: business.uuid }),
    ]);
    expect(expired[0]! + expired[1]!).toBe(1);
    expect(await expireSubscriptions(after, { businessUuid: business.uuid })).toBe(0);
    const subject = `${planName} de ${business.name} venció`;
    for (const email of owners) expect(await subjects(email)).toEqual([subject]);
    const [mail] = await readStoredMail(owners[1]!);
    expect(mail!.text).toContain("volvió al plan Básico sin perder ningún dato");
  });
});
