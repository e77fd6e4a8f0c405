/** Spec §4: a notification can be deleted, only by the person it was for. */
import { and, eq } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { userNotifications } from "../platform/db/schema.ts";

/** True when it was the user's and is gone; false for an unknown id or someone else's. */
export async function remove(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const db = await getDb();
  const rows = await db
    .delete(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.id, id)))
    .returning({ id: userNotifications.id });
  return rows.length > 0;
}
