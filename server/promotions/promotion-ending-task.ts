/**
 * Two days before a promotion ends, its business's owners are told (type "promotion_ending", a link
 * to the promotion's edit screen, where they can extend it). A periodic task: the notification id
 * derives from the promotion, its end date and the owner, so every run (and every instance) writes
 * it once, and an owner who moves the end date is told again before the new one.
 */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import { formatDate } from "#core/format.ts";
import { createNotifications, type NewNotification } from "../notifications/create-notifications.ts";
import { ownersOfBusinesses } from "../owner/business-owners.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessPromotions } from "../platform/db/schema.ts";

export const PROMOTION_ENDING_NOTICE_MS = 2 * 86_400_000;

export async function notifyPromotionsEnding(now: Date): Promise<number> {
  const db = await getDb();
  const ending = await db
    .select({
      id: businessPromotions.id,
      title: businessPromotions.title,
      endDate: businessPromotions.endDate,
      businessUuid: businessPromotions.businessUuid,
      businessName: businesses.name,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(
      and(
        // Running now (a paused one is on hold; one not started yet has time) and ending within two days.
        isNull(businessPromotions.pausedAt),
        lte(businessPromotions.startDate, now),
        gte(businessPromotions.endDate, now),
        lte(businessPromotions.endDate, new Date(now.getTime() + PROMOTION_ENDING_NOTICE_MS)),
      ),
    );
  if (ending.length === 0) return 0;
  const owners = await ownersOfBusinesses(db, [...new Set(ending.map((p) => p.businessUuid))]);
  const rows: NewNotification[] = ending.flatMap((p) =>
    (owners.get(p.businessUuid) ?? []).map((userId) => ({
      userId,
      type: "promotion_ending" as const,
      title: `Tu promoción termina el ${formatDate(p.endDate)}`,
      message: `“${p.title}” de ${p.businessName} deja de verse en Vilma en dos días. Si querés que siga, extendé la fecha.`,
      link: `/mi-comercio/${p.businessUuid}/promociones/${p.id}`,
      key: `promotion.ending:${p.id}:${p.endDate.toISOString()}:${userId}`,
    })),
  );
  return createNotifications(db, rows);
}
