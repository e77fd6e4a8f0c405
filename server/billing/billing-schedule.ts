/**
 * What time passing does to subscriptions (a periodic task, server/schedule/tasks.ts): subscriptions
 * whose end date passed expire (the business falls back to the free plan, keeping all its data),
 * owners are told 7 days and 1 day before a plan ends, and premium flags whose subscription just
 * started (a renewal by transfer that begins when the previous one ends) are brought in step.
 * Reminders and expiries reach the owners in the app and by e-mail.
 * Idempotent, with every instance running it: an expired subscription no longer matches (and only
 * the run whose transition changed it mails), reminders have deterministic ids and only the run
 * whose insert was new mails. A mail that fails is logged; the notification is there.
 */
import { and, eq, gt, inArray, lt, lte, sql } from "drizzle-orm";
import { formatDate } from "#core/format.ts";
import {
  insertNotifications,
  type NewNotification,
  notificationIdForKey,
} from "../notifications/create-notifications.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, businessSubscriptions, plans, profiles, userRoles, users } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { type OutgoingMail, sendMail } from "../platform/mail/send-mail.ts";
import { planEndingMail, planExpiredMail } from "../platform/mail/templates.ts";
import { defaultOrigin, siteOrigin } from "../platform/site-origin.ts";
import { syncPremium } from "./premium-sync.ts";
import { selectSubscriptionRows } from "./subscription-rows.ts";
import { applyTransition } from "./transitions.ts";

const DAY = 86_400_000;
export const REMINDER_DAYS = [7, 1] as const;

interface OwnerContact {
  userId: string;
  businessUuid: string;
  email: string;
  name: string;
}

/** The owners of these businesses, with the address and name their e-mails use. */
export async function ownerContacts(db: Database, businessUuids: string[]): Promise<OwnerContact[]> {
  if (businessUuids.length === 0) return [];
  const rows = await db
    .selectDistinct({
      userId: userRoles.userId,
      businessUuid: userRoles.businessUuid,
      email: users.email,
      name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.role, "business_owner"), inArray(userRoles.businessUuid, businessUuids)));
  return rows.map((r) => ({ ...r, businessUuid: r.businessUuid as string }));
}

/** No request here: links use PUBLIC_URL, else the default origin. */
export const mailOrigin = () => siteOrigin(defaultOrigin());

export async function sendAll(mails: OutgoingMail[], what: string): Promise<void> {
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (error) {
      logger.error({ err: error, to: mail.to }, `no se pudo enviar el correo: ${what}`);
    }
  }
}

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
  const expired: { businessUuid: string; businessName: string; planName: string | null }[] = [];
  for (const { id } of due) {
    const result = await applyTransition(id, { kind: "expire" }, { actor: { id: null }, now });
    // Only the run that changed it: another instance (or a re-run) finds it expired already.
    if (result.ok && result.changed) {
      done++;
      expired.push(result.subscription);
    }
  }
  const owners = await ownerContacts(
    db,
    expired.map((s) => s.businessUuid),
  );
  const origin = mailOrigin();
  await sendAll(
    expired.flatMap((sub) =>
      owners
        .filter((o) => o.businessUuid === sub.businessUuid)
        .map((o) =>
          planExpiredMail(o.email, o.name, {
            planName: sub.planName ?? "Tu plan",
            businessName: sub.businessName,
            url: `${origin}/mi-comercio/${sub.businessUuid}/plan`,
          }),
        ),
    ),
    "plan vencido",
  );
  return done;
}

/**
 * "Tu plan vence en 7 días" / "mañana": once per subscription, end date and threshold. A plan
 * that renews by itself (Mercado Pago, authorized) is not "ending": its owner hears of the renewal.
 */
export async function remindEndingSubscriptions(now: Date): Promise<number> {
  const db = await getDb();
  const rows = await selectSubscriptionRows(db, {
    businessName: businesses.name,
    planName: plans.name,
    status: businessSubscriptions.status,
    paymentMethod: businessSubscriptions.paymentMethod,
    endDate: businessSubscriptions.endDate,
  }).where(
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
  const owners = await ownerContacts(
    db,
    ending.map((r) => r.businessUuid),
  );
  const origin = mailOrigin();
  const notes: NewNotification[] = [];
  /** Each reminder's e-mail, by the id its notification gets. */
  const mails = new Map<string, OutgoingMail>();
  for (const sub of ending) {
    if (renewed.some((r) => r.businessUuid === sub.businessUuid && r.endDate.getTime() > sub.endDate.getTime()))
      continue;
    const left = sub.endDate.getTime() - now.getTime();
    // The smallest threshold already reached: 1 day left → the 1-day reminder only.
    const threshold = [...REMINDER_DAYS].reverse().find((days) => left <= days * DAY);
    if (!threshold) continue;
    const plan = sub.planName ?? "Tu plan";
    for (const owner of owners.filter((o) => o.businessUuid === sub.businessUuid)) {
      const key = `subscription-reminder:${sub.id}:${sub.endDate.toISOString()}:${threshold}:${owner.userId}`;
      const link = `/mi-comercio/${sub.businessUuid}/plan`;
      notes.push({
        userId: owner.userId,
        type: "subscription",
        title: threshold === 1 ? `${plan} vence mañana` : `${plan} vence en ${threshold} días`,
        message: `${sub.businessName}: vigente hasta el ${formatDate(sub.endDate)}. Renovalo para seguir destacado; si no, vuelve al plan Básico sin perder datos.`,
        link,
        key,
      });
      mails.set(
        notificationIdForKey(key),
        planEndingMail(owner.email, owner.name, {
          planName: plan,
          businessName: sub.businessName,
          endDate: formatDate(sub.endDate),
          days: threshold,
          url: `${origin}${link}`,
        }),
      );
    }
  }
  const inserted = await insertNotifications(db, notes);
  // Only the reminders this run wrote: one e-mail per owner and reminder, whoever runs the task.
  await sendAll(
    inserted.flatMap((id) => mails.get(id) ?? []),
    "aviso de vencimiento",
  );
  return inserted.length;
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
