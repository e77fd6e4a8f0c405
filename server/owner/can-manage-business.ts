/**
 * Who may act for a business (publish its promotions): an owner for the businesses their
 * business_owner roles point at, an admin for any business that exists. Checked on the server on
 * every request; the form only offering the owner's businesses is no protection.
 */
import { eq } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import { ownsBusiness } from "../platform/auth/roles.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";

export interface Actor {
  id: string;
  isAdmin: boolean;
}

export async function canManageBusiness(actor: Actor, businessUuid: string): Promise<boolean> {
  // Anything but a UUID would make PostgreSQL's uuid cast fail: it can't be a business anyway.
  if (!isUuid(businessUuid)) return false;
  const db = await getDb();
  if (actor.isAdmin) {
    const [row] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid.toLowerCase()))
      .limit(1);
    return Boolean(row);
  }
  return ownsBusiness(db, actor.id, businessUuid.toLowerCase());
}
