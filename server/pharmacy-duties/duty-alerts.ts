/**
 * "Avisarme cuando esté de turno": a person who favourited a pharmacy may ask (on /favorites) to be
 * told when it is on duty; the choice is `favorites.duty_alerts`. The task below writes one
 * notification per duty and person ("… está de turno hoy"), once its duty is about to start or on,
 * with a natural key so several instances and re-runs write it once.
 */
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { describeDuty, PHARMACY_CATEGORY_SLUG } from "#core/pharmacy-duty.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories, favorites, pharmacyDuties } from "../platform/db/schema.ts";
import type { PeriodicTask } from "../platform/schedule/periodic-tasks.ts";

/** How long before a duty starts the notification goes out. */
export const DUTY_ALERT_LEAD_MS = 2 * 3600_000;

export const DUTY_ALERT_MESSAGES = {
  notFavorite: "Primero guardá la farmacia en tus favoritos",
  notPharmacy: "Los avisos de turno son sólo para farmacias",
} as const;

/** Turns the alert on or off for one of the person's favourite pharmacies. */
export async function setDutyAlerts(
  userId: string,
  businessUuid: string,
  on: boolean,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const db = await getDb();
  const [row] = await db
    .select({ category: categories.slug, parent: categories.parentId })
    .from(favorites)
    .innerJoin(businesses, eq(businesses.uuid, favorites.businessUuid))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(and(eq(favorites.userId, userId), eq(favorites.businessUuid, businessUuid)));
  if (!row) return { ok: false, message: DUTY_ALERT_MESSAGES.notFavorite };
  if (row.category !== PHARMACY_CATEGORY_SLUG) return { ok: false, message: DUTY_ALERT_MESSAGES.notPharmacy };
  await db
    .update(favorites)
    .set({ dutyAlerts: on })
    .where(and(eq(favorites.userId, userId), eq(favorites.businessUuid, businessUuid)));
  return { ok: true };
}

/** The person's favourites with the alert on. */
export async function dutyAlertUuids(userId: string): Promise<Set<string>> {
  const db = await getDb();
  const rows = await db
    .select({ uuid: favorites.businessUuid })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.dutyAlerts, true)));
  return new Set(rows.map((r) => r.uuid));
}

/** Writes the notifications due at `now`; answers how many were new. */
export async function notifyDuties(now: Date): Promise<number> {
  const db = await getDb();
  const duties = await db
    .select({
      id: pharmacyDuties.id,
      businessUuid: pharmacyDuties.businessUuid,
      startsAt: pharmacyDuties.startsAt,
      endsAt: pharmacyDuties.endsAt,
      name: businesses.name,
      slug: businesses.slug,
    })
    .from(pharmacyDuties)
    .innerJoin(businesses, eq(businesses.uuid, pharmacyDuties.businessUuid))
    .where(
      and(
        eq(businesses.status, "active"),
        lte(pharmacyDuties.startsAt, new Date(now.getTime() + DUTY_ALERT_LEAD_MS)),
        gt(pharmacyDuties.endsAt, now),
      ),
    );
  if (duties.length === 0) return 0;
  const fans = await db
    .select({ userId: favorites.userId, businessUuid: favorites.businessUuid })
    .from(favorites)
    .where(
      and(
        eq(favorites.dutyAlerts, true),
        inArray(
          favorites.businessUuid,
          duties.map((d) => d.businessUuid),
        ),
      ),
    );
  const rows = fans.flatMap((fan) =>
    duties
      .filter((d) => d.businessUuid === fan.businessUuid)
      .map((d) => ({
        userId: fan.userId,
        type: "favorite_update" as const,
        title: `${d.name} está de turno`,
        message: `${describeDuty(d, now)}. Abrí Farmacias de turno para ver cómo llegar.`,
        link: `/${d.slug}`,
        key: `pharmacy_duty:${d.id}:${fan.userId}`,
      })),
  );
  return createNotifications(db, rows);
}

export const dutyAlertTask: PeriodicTask = {
  name: "avisos de farmacias de turno",
  everyMs: 15 * 60_000,
  run: notifyDuties,
};
