/**
 * What time passing does to subscriptions (a periodic task, server/schedule/tasks.ts): subscriptions
 * whose end date passed expire (the business falls back to the free plan, keeping all its data),
 * owners are told 7 days and 1 day before a plan ends, and premium flags whose subscription just
 * started (a renewal by transfer that begins when the previous one ends) are brought in step.
 * Idempotent: an expired subscription no longer matches, reminders have deterministic ids.
 */
import { and, eq, gt, inArray, lt, lte } from "drizzle-orm";
import { formatDate } from "#core/format.ts";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import { type Database, getDb } from "../db/client.ts";
import { businesses, businessSubscriptions, plans, userRoles } from "../db/schema.ts";
import { createNotifications, type NewNotification } from "../notifications/create-notifications.ts";
import { syncPremium } from "./premium-sync.ts";
import { applyTransition } from "./transitions.ts";

const DAY = 86_400_000;
export const REMINDER_DAYS = [7, 1] as const;

/** Expires what ended before `now` (one business only, for the browser tests' clock). */
export async function expireSubscriptions(now: Date, options: { businessUuid?: string } = {}): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: businessSubscriptions.id })
    .from(businessSubscriptions)
    .where(
      and(
        eq(businessSubscriptions.isActive, true),
        lt(businessSubscriptions.endDate, now),
        options.businessUuid ? eq(businessSubscriptions.businessUuid, options.businessUuid) : undefined,
      ),
    );
  let done = 0;
  for (const { id } of due) {
    const result = await applyTransition(id, { kind: "expire" }, { actor: { id: null }, now });
    if (result.ok && result.changed) done++;
  }
  return done;
}

/**
 * "Tu plan vence en 7 días" / "mañana": once per subscription, end date and threshold. A plan
 * that renews by itself (Mercado Pago, authorized) is not "ending": its owner hears of the renewal.
 */
export async function remindEndingSubscriptions(now: Date): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({
      id: businessSubscriptions.id,
      businessUuid: businessSubscriptions.businessUuid,
      businessName: businesses.name,
      planName: plans.name,
      status: businessSubscriptions.status,
      paymentMethod: businessSubscriptions.paymentMethod,
      endDate: businessSubscriptions.endDate,
    })
    .from(businessSubscriptions)
    .innerJoin(businesses, eq(businesses.uuid, businessSubscriptions.businessUuid))
    .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(
      and(
        eq(businessSubscriptions.isActive, true),
        gt(businessSubscriptions.endDate, now),
        lte(businessSubscriptions.endDate, new Date(now.getTime() + REMINDER_DAYS[0] * DAY)),
      ),
    );
  const ending = rows.filter((r) => !(r.paymentMethod === "mercadopago" && r.status === "authorized"));
  if (ending.length === 0) return 0;
  // A later subscription already paid for (a transfer renewal) means the plan does not end.
  const renewed = await db
    .select({ businessUuid: businessSubscriptions.businessUuid, endDate: businessSubscriptions.endDate })
    .from(businessSubscriptions)
    .where(
      and(
        eq(businessSubscriptions.isActive, true),
        inArray(
          businessSubscriptions.businessUuid,
          ending.map((r) => r.businessUuid),
        ),
      ),
    );
  const owners = await db
    .select({ userId: userRoles.userId, businessUuid: userRoles.businessUuid })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.role, "business_owner"),
        inArray(
          userRoles.businessUuid,
          ending.map((r) => r.businessUuid),
        ),
      ),
    );
  const notes: NewNotification[] = [];
  for (const sub of ending) {
    if (renewed.some((r) => r.businessUuid === sub.businessUuid && r.endDate.getTime() > sub.endDate.getTime()))
      continue;
    const left = sub.endDate.getTime() - now.getTime();
    // The smallest threshold already reached: 1 day left → the 1-day reminder only.
    const threshold = [...REMINDER_DAYS].reverse().find((days) => left <= days * DAY);
    if (!threshold) continue;
    const plan = sub.planName ?? "Tu plan";
    for (const owner of owners.filter((o) => o.businessUuid === sub.businessUuid)) {
      notes.push({
        userId: owner.userId,
        type: "subscription",
        title: threshold === 1 ? `${plan} vence mañana` : `${plan} vence en ${threshold} días`,
        message: `${sub.businessName}: vigente hasta el ${formatDate(sub.endDate)}. Renovalo para seguir destacado; si no, vuelve al plan Básico sin perder datos.`,
        link: `/mi-comercio/${sub.businessUuid}/plan`,
        key: `subscription-reminder:${sub.id}:${sub.endDate.toISOString()}:${threshold}:${owner.userId}`,
      });
    }
  }
  return createNotifications(db, notes);
}

/** Brings premium flags in step (subscriptions that started since the last run). */
export async function syncAllPremium(now: Date): Promise<number> {
  const db = await getDb();
  const changed = await db.transaction((tx) => syncPremium(tx as unknown as Database, now));
  if (changed.length > 0) await clearPublicCaches();
  return changed.length;
}

/** The periodic task's body. */
export async function runBillingSchedule(now: Date): Promise<number> {
  const expired = await expireSubscriptions(now);
  const reminded = await remindEndingSubscriptions(now);
  const synced = await syncAllPremium(now);
  return expired + reminded + synced;
}
