/**
 * "business.activated" → a new_business notification for everyone who favourited at least one
 * business of the same category (they care about that kind of place), except the business's own
 * owners. Links to the new business.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "#core/zod.ts";
import type { Database } from "../platform/db/client.ts";
import { businesses, categories, favorites, userNotifications, userRoles } from "../platform/db/schema.ts";
import { type EventHandler, PermanentEventError } from "../platform/events/types.ts";

const Payload = z.object({ businessUuid: z.guid() });

export function newBusinessNotificationText(business: { name: string; city: string }, category: { name: string }) {
  return {
    title: `Nuevo en ${category.name}: ${business.name}`,
    message: `${business.name} se sumó a Vilma en ${business.city}. Conocé sus horarios, datos de contacto y promociones.`,
  };
}

export const onBusinessActivated: EventHandler = async (db: Database, event) => {
  const payload = Payload.safeParse(event.payload);
  if (!payload.success) throw new PermanentEventError("payload inválido: se esperaba { businessUuid: uuid }");
  const businessUuid = payload.data.businessUuid.toLowerCase();
  const [business] = await db
    .select({
      uuid: businesses.uuid,
      name: businesses.name,
      slug: businesses.slug,
      city: businesses.city,
      status: businesses.status,
      categoryId: businesses.categoryId,
      categoryName: categories.name,
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(eq(businesses.uuid, businessUuid));
  // Deactivated again before we got here, or no category to match people by: nothing to announce.
  if (business?.status !== "active" || business.categoryId === null || !business.categoryName) return;

  const { title, message } = newBusinessNotificationText(business, { name: business.categoryName });
  const key = `business.activated:${businessUuid}:`;
  await db.execute(sql`
    insert into ${userNotifications} (id, user_id, type, title, message, link)
    select md5(${key} || fans.user_id)::uuid, fans.user_id, 'new_business', ${title}, ${message}, ${`/${business.slug}`}
    from (
      select distinct f.user_id
      from ${favorites} as f
      join ${businesses} as b on b.uuid = f.business_uuid
      where b.category_id = ${business.categoryId} and b.uuid <> ${businessUuid}
    ) as fans
    where not exists (
      select 1 from ${userRoles} as r where r.user_id = fans.user_id and r.business_uuid = ${businessUuid}
    )
    on conflict (id) do nothing`);
};
