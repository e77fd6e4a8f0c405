/**
 * The demo owner's (comercio@vilma.test) month of promotions and reviews: on their businesses,
 * promotions in every state — active with and without a picture, scheduled, paused, ended a few days
 * ago, one ending within two days — featured only where the business's plan includes featured
 * promotions (the Premium plan does); reviews with and without the business's reply; and the owner
 * notifications those would have produced (a new review, a promotion about to end), with the same
 * ids the real producers use, so the periodic task does not send them again.
 */
import { and, asc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { notificationIdForKey } from "../../notifications/create-notifications.ts";
import { getActivePlan } from "../../plans/active-plan.ts";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import type { Rng } from "./random.ts";
import { addMs, DAY, HOUR } from "./time.ts";

const OWNER_ID = "demo-comercio";

const REPLIES = [
  "¡Gracias por venir y por tomarte el tiempo de escribir! Te esperamos pronto.",
  "Gracias por la reseña. Ya lo hablamos con el equipo para que la próxima vez sea mejor.",
  "¡Qué lindo leer esto! Gracias por elegirnos siempre.",
];

const NEW_REVIEWS = [
  { rating: 5, comment: "Muy buena atención y todo impecable. Volvería sin dudarlo." },
  { rating: 4, comment: "Buenos precios. El sábado había mucha espera, pero valió la pena." },
  { rating: 3, comment: null },
  { rating: 5, comment: "Me asesoraron re bien y me hicieron precio por pagar en efectivo." },
];

export async function seedOwnerPromotions(db: Database, rng: Rng, now: Date): Promise<number> {
  const owned = await db
    .select({ uuid: schema.businesses.uuid, name: schema.businesses.name, slug: schema.businesses.slug })
    .from(schema.userRoles)
    .innerJoin(schema.businesses, eq(schema.businesses.uuid, schema.userRoles.businessUuid))
    .where(and(eq(schema.userRoles.userId, OWNER_ID), eq(schema.userRoles.role, "business_owner")))
    .orderBy(asc(schema.businesses.name));
  if (owned.length === 0) return 0;
  // Premium includes "ofertas destacadas" (see /pricing): the plan column says so.
  await db.update(schema.plans).set({ includesFeaturedPromotions: true }).where(eq(schema.plans.slug, "premium"));

  const sec = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
  const rows: (typeof schema.businessPromotions.$inferInsert)[] = [];
  let endingSoon: { id: string; title: string; endDate: Date; businessUuid: string; businessName: string } | null =
    null;
  for (const [index, business] of owned.entries()) {
    const plan = await getActivePlan(db, business.uuid, now);
    const mayFeature = plan?.includesFeaturedPromotions ?? false;
    const promo = (
      title: string,
      benefit: string,
      start: Date,
      end: Date,
      extra: Partial<typeof schema.businessPromotions.$inferInsert> = {},
    ) => {
      const id = rng.uuid();
      const started = start.getTime() <= now.getTime();
      const views = started ? rng.int(60, 900) : 0;
      const clicks = Math.round(views * rng.float(0.04, 0.12));
      const row: typeof schema.businessPromotions.$inferInsert & { id: string; title: string; endDate: Date } = {
        id,
        businessUuid: business.uuid,
        title,
        discountBenefit: benefit,
        description: "Válido presentando el cupón o mencionándolo al pagar. No acumulable con otras promociones.",
        imageUrl: null,
        couponCode: null,
        startDate: sec(start),
        endDate: sec(end),
        isFeatured: false,
        viewsCount: views,
        clicksCount: clicks,
        couponCopiesCount: extra.couponCode ? Math.round(clicks * 0.3) : 0,
        createdAt: sec(addMs(start, -2 * DAY)),
        updatedAt: sec(addMs(start, -2 * DAY)),
        ...extra,
      };
      rows.push(row);
      return row;
    };
    const label = index === 0 ? "" : ` (${business.name})`;
    const anniversary = promo(`Semana aniversario${label}`, "20% OFF", addMs(now, -5 * DAY), addMs(now, 20 * DAY), {
      couponCode: index === 0 ? "ANIVERSARIO20" : null,
      isFeatured: mayFeature,
    });
    anniversary.imageUrl = `/media/demo/promo/${anniversary.id}.svg`;
    promo(`Martes 2x1${label}`, "2x1", addMs(now, -10 * DAY), addMs(now, 30 * DAY));
    if (index > 0) continue;
    // The first business shows every state.
    const ending = promo("Liquidación de temporada", "Hasta 40% OFF", addMs(now, -12 * DAY), addMs(now, 36 * HOUR), {
      couponCode: "LIQUI40",
    });
    endingSoon = {
      id: ending.id,
      title: ending.title,
      endDate: ending.endDate,
      businessUuid: business.uuid,
      businessName: business.name,
    };
    promo("Promo Día del Padre", "15% OFF", addMs(now, 6 * DAY), addMs(now, 16 * DAY), { couponCode: "PAPA15" });
    promo("Envío gratis los jueves", "Envío gratis", addMs(now, -3 * DAY), addMs(now, 25 * DAY), {
      pausedAt: sec(addMs(now, -1 * DAY)),
    });
    promo("Cyber semana", "30% OFF", addMs(now, -20 * DAY), addMs(now, -4 * DAY), { couponCode: "CYBER30" });
  }
  await db.insert(schema.businessPromotions).values(rows);

  // Reviews: a few more on the owner's businesses from demo neighbours, some answered.
  const ownedUuids = owned.map((b) => b.uuid);
  const reviewers = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(notInArray(schema.users.id, ["demo-admin", OWNER_ID]))
    .orderBy(asc(schema.users.id))
    .limit(40);
  const first = owned[0];
  if (!first) return rows.length;
  const already = await db
    .select({ userId: schema.businessReviews.userId })
    .from(schema.businessReviews)
    .where(eq(schema.businessReviews.businessUuid, first.uuid));
  const free = reviewers.filter((r) => !already.some((a) => a.userId === r.id));
  const inserted = await db
    .insert(schema.businessReviews)
    .values(
      NEW_REVIEWS.slice(0, free.length).map((review, i) => ({
        businessUuid: first.uuid,
        userId: free[i]?.id ?? "",
        rating: review.rating,
        comment: review.comment,
        createdAt: sec(addMs(now, -(i * 2 + 1) * DAY - rng.int(1, 10) * HOUR)),
        updatedAt: sec(addMs(now, -(i * 2 + 1) * DAY)),
      })),
    )
    .returning({
      id: schema.businessReviews.id,
      rating: schema.businessReviews.rating,
      comment: schema.businessReviews.comment,
    });

  // The older reviews of the owner's businesses: every other one answered.
  const older = await db
    .select({ id: schema.businessReviews.id, createdAt: schema.businessReviews.createdAt })
    .from(schema.businessReviews)
    .where(
      and(
        inArray(schema.businessReviews.businessUuid, ownedUuids),
        isNull(schema.businessReviews.ownerReply),
        notInArray(
          schema.businessReviews.id,
          inserted.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(schema.businessReviews.createdAt), asc(schema.businessReviews.id));
  for (const [i, review] of older.entries()) {
    if (i % 2 === 1) continue;
    const at = sec(new Date(Math.min(now.getTime() - HOUR, review.createdAt.getTime() + rng.int(2, 48) * HOUR)));
    await db
      .update(schema.businessReviews)
      .set({ ownerReply: REPLIES[i % REPLIES.length], ownerReplyAt: at, ownerReplyBy: OWNER_ID })
      .where(eq(schema.businessReviews.id, review.id));
  }

  // What the owner was told: the newest review, and the promotion about to end.
  const newest = inserted[0];
  const notifications: (typeof schema.userNotifications.$inferInsert)[] = [];
  if (newest) {
    notifications.push({
      id: notificationIdForKey(`review.created:${newest.id}:${OWNER_ID}`),
      userId: OWNER_ID,
      type: "new_review",
      title: `Nueva reseña de ${newest.rating} estrellas en ${first.name}`,
      message: newest.comment ?? "Sin comentario. Podés responderla desde Mi comercio.",
      link: `/mi-comercio/${first.uuid}/resenas`,
      createdAt: sec(addMs(now, -1 * DAY - 2 * HOUR)),
    });
  }
  if (endingSoon) {
    notifications.push({
      id: notificationIdForKey(`promotion.ending:${endingSoon.id}:${endingSoon.endDate.toISOString()}:${OWNER_ID}`),
      userId: OWNER_ID,
      type: "promotion_ending",
      title: "Tu promoción termina en dos días",
      message: `“${endingSoon.title}” de ${endingSoon.businessName} deja de verse en Vilma en dos días. Si querés que siga, extendé la fecha.`,
      link: `/mi-comercio/${endingSoon.businessUuid}/promociones/${endingSoon.id}`,
      createdAt: sec(addMs(now, -3 * HOUR)),
    });
  }
  if (notifications.length > 0) await db.insert(schema.userNotifications).values(notifications);
  return rows.length;
}
