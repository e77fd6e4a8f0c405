import { eq } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessPromotions } from "../platform/db/schema.ts";

/** A promotion with its business's name and slug (the admin editor's header), or null. */
export async function findPromotionForAdmin(id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ promotion: businessPromotions, business: businesses })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(eq(businessPromotions.id, id.toLowerCase()));
  return row ?? null;
}
