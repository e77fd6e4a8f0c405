/**
 * Demo data for /admin/notifications and /admin/event-bus: notifications the administration sent
 * (delivered through the real handler, some read), and the outbox in every state: processed events
 * of the last days, a pending one waiting for its back-off, and failed ones with real-looking errors
 * after 5 tries. Failed events are never taken by the dispatcher (only "Reintentar" puts them back),
 * and the pending one is not due until well after `npm start`.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { MAX_EVENT_ATTEMPTS } from "#core/event-bus.ts";
import { deliverBroadcast } from "../../notifications/broadcast.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;

export async function seedEvents(db: Database, now: Date): Promise<{ broadcasts: number; events: number }> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  // The business with the most followers, and a category that has followers.
  const [popular] = await db
    .select({ uuid: schema.businesses.uuid, name: schema.businesses.name, categoryId: schema.businesses.categoryId })
    .from(schema.businesses)
    .innerJoin(schema.favorites, eq(schema.favorites.businessUuid, schema.businesses.uuid))
    .where(eq(schema.businesses.status, "active"))
    .groupBy(schema.businesses.uuid, schema.businesses.name, schema.businesses.categoryId)
    .orderBy(desc(sql`count(*)`), asc(schema.businesses.name))
    .limit(1);
  const active = await db
    .select({ uuid: schema.businesses.uuid, name: schema.businesses.name })
    .from(schema.businesses)
    .where(eq(schema.businesses.status, "active"))
    .orderBy(asc(schema.businesses.id))
    .limit(6);
  const promotions = await db
    .select({ id: schema.businessPromotions.id, businessUuid: schema.businessPromotions.businessUuid })
    .from(schema.businessPromotions)
    .innerJoin(schema.businesses, eq(schema.businesses.uuid, schema.businessPromotions.businessUuid))
    .where(and(eq(schema.businesses.status, "active")))
    .orderBy(asc(schema.businessPromotions.createdAt), asc(schema.businessPromotions.id))
    .limit(6);
  if (!popular || active.length < 3 || promotions.length < 4) return { broadcasts: 0, events: 0 };

  // Sent notifications, delivered by the same code the event bus runs.
  const sent = [
    {
      type: "other",
      title: "Vilma se renovó",
      message: "Ahora ves si un comercio está abierto, sus promociones y cómo llegar, todo en un lugar.",
      link: "/",
      audience: "all",
      audienceRef: null,
      daysAgo: 12,
      readShare: 0.6,
    },
    {
      type: "promotion",
      title: `Semana de descuentos en ${popular.name}`,
      message: "Hasta el domingo, 15% en todo pagando con débito.",
      link: "/ofertas",
      audience: "business_favorites",
      audienceRef: popular.uuid,
      daysAgo: 5,
      readShare: 0.4,
    },
    {
      type: "recommendation",
      title: "Feriado largo: mirá quién abre",
      message: "Revisá los horarios especiales antes de salir.",
      link: "/buscar",
      audience: popular.categoryId ? "category_favorites" : "all",
      audienceRef: popular.categoryId ? String(popular.categoryId) : null,
      daysAgo: 2,
      readShare: 0.2,
    },
    {
      type: "other",
      title: "Gracias por tus reseñas",
      message: "Tus opiniones ayudan a otros vecinos a elegir. ¡Seguí contándonos!",
      link: "/perfil",
      audience: "user",
      audienceRef: "demo-vecino",
      daysAgo: 1,
      readShare: 0,
    },
  ] as const;
  let broadcasts = 0;
  for (const [i, b] of sent.entries()) {
    const createdAt = at(b.daysAgo * DAY + i * 37 * MINUTE);
    const [row] = await db
      .insert(schema.notificationBroadcasts)
      .values({
        type: b.type,
        title: b.title,
        message: b.message,
        link: b.link,
        audience: b.audience,
        audienceRef: b.audienceRef,
        sentBy: "demo-admin",
        createdAt,
      })
      .returning({ id: schema.notificationBroadcasts.id });
    if (!row) continue;
    await deliverBroadcast(db, row.id);
    const sentAt = new Date(createdAt.getTime() + 4_000);
    await db.update(schema.notificationBroadcasts).set({ sentAt }).where(eq(schema.notificationBroadcasts.id, row.id));
    const prefix = `b40adca5${row.id.toString(16).padStart(8, "0")}`;
    const range = sql`${schema.userNotifications.id} between ${`${prefix}0000000000000000`}::uuid and ${`${prefix}ffffffffffffffff`}::uuid`;
    // Some recipients read it (a stable share: the ids are hashes, so "< threshold" is a fair pick).
    const threshold = Math.floor(b.readShare * 0xffff)
      .toString(16)
      .padStart(4, "0");
    await db
      .update(schema.userNotifications)
      .set({
        createdAt: sentAt,
        isRead: sql`substr(${schema.userNotifications.id}::text, 20, 4) < ${threshold}`,
      })
      .where(range);
    await db.insert(schema.domainEvents).values({
      type: "notification.broadcast",
      aggregateType: "notification_broadcast",
      aggregateId: String(row.id),
      payload: { broadcastId: row.id },
      status: "processed",
      attempts: 1,
      createdAt,
      processedAt: sentAt,
    });
    broadcasts++;
  }

  const [a, b, c] = active as [(typeof active)[0], (typeof active)[0], (typeof active)[0]];
  const [p1, p2, p3, p4] = promotions as [
    (typeof promotions)[0],
    (typeof promotions)[0],
    (typeof promotions)[0],
    (typeof promotions)[0],
  ];
  const promotionEvent = (p: (typeof promotions)[0]) => ({
    type: "promotion.published",
    aggregateType: "business_promotion",
    aggregateId: p.id,
    payload: { promotionId: p.id },
  });
  const businessEvent = (x: (typeof active)[0]) => ({
    type: "business.activated",
    aggregateType: "business",
    aggregateId: x.uuid,
    payload: { businessUuid: x.uuid },
  });
  const events = [
    {
      ...promotionEvent(p1),
      status: "processed",
      attempts: 1,
      createdAt: at(9 * DAY),
      processedAt: at(9 * DAY - 2_000),
    },
    { ...businessEvent(a), status: "processed", attempts: 1, createdAt: at(7 * DAY), processedAt: at(7 * DAY - 1_500) },
    {
      ...promotionEvent(p2),
      status: "processed",
      attempts: 2,
      lastError: "Error: Connection terminated unexpectedly",
      createdAt: at(4 * DAY),
      processedAt: at(4 * DAY - 12_000),
    },
    // Waiting for its third try: not due for a while after the server starts.
    {
      ...promotionEvent(p3),
      status: "pending",
      attempts: 2,
      lastError: "Error: canceling statement due to statement timeout",
      nextAttemptAt: new Date(now.getTime() + 45 * MINUTE),
      createdAt: at(15 * MINUTE),
    },
    // Failed after every try: they wait for a person to press "Reintentar".
    {
      ...businessEvent(b),
      status: "failed",
      attempts: MAX_EVENT_ATTEMPTS,
      lastError: "Error: Connection terminated due to connection timeout",
      createdAt: at(3 * DAY),
    },
    {
      ...promotionEvent(p4),
      status: "failed",
      attempts: MAX_EVENT_ATTEMPTS,
      lastError: 'error: could not obtain lock on row in relation "user_notifications"',
      createdAt: at(2 * DAY),
    },
    {
      ...businessEvent(c),
      status: "failed",
      attempts: MAX_EVENT_ATTEMPTS,
      lastError: "Error: canceling statement due to statement timeout",
      createdAt: at(DAY),
    },
  ];
  await db.insert(schema.domainEvents).values(events);
  return { broadcasts, events: events.length + broadcasts };
}
