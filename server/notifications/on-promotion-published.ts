/**
 * "promotion.published" → one favorite_update notification for every person who favourited the
 * promotion's business: "Nueva promoción en <negocio>", the promotion's title and benefit, a link
 * to the business page.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "#core/zod.ts";
import type { Database } from "../platform/db/client.ts";
import { businesses, businessPromotions, favorites, userNotifications } from "../platform/db/schema.ts";
import { type EventHandler, PermanentEventError } from "../platform/events/types.ts";

const Payload = z.object({ promotionId: z.guid() });

export function promotionNotificationText(
  promotion: { title: string; discountBenefit: string | null },
  business: {
    name: string;
  },
) {
  const benefit = promotion.discountBenefit?.trim();
  return {
    title: `Nueva promoción en ${business.name}`,
    message: benefit ? `${promotion.title.trim()}: ${benefit}` : promotion.title.trim(),
  };
}

export const onPromotionPublished: EventHandler = async (db: Database, event) => {
  const payload = Payload.safeParse(event.payload);
  if (!payload.success) throw new PermanentEventError("payload inválido: se esperaba { promotionId: uuid }");
  const { promotionId } = payload.data;
  const [promotion] = await db
    .select({
      title: businessPromotions.title,
      discountBenefit: businessPromotions.discountBenefit,
      businessUuid: businesses.uuid,
      name: businesses.name,
      slug: businesses.slug,
      status: businesses.status,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(eq(businessPromotions.id, promotionId));
  // Deleted since, or its business is not public: nobody should be sent to a page that isn't there.
  if (promotion?.status !== "active") return;

  const { title, message } = promotionNotificationText(promotion, promotion);
  const key = `promotion.published:${promotionId.toLowerCase()}:`;
  // One statement for any number of followers. The id is derived from promotion and user (see
  // create-notifications.ts), so a second run for the same promotion inserts nothing.
  await db.execute(sql`
    insert into ${userNotifications} (id, user_id, type, title, message, link)
    select md5(${key} || f.user_id)::uuid, f.user_id, 'favorite_update', ${title}, ${message}, ${`/${promotion.slug}`}
    from ${favorites} as f
    where f.business_uuid = ${promotion.businessUuid}
    on conflict (id) do nothing`);
};
