/**
 * Spec §4: an unread notification becomes read when clicked or through "Marcar todas". Both filter
 * by the signed-in user's id, so another user's notification id changes nothing.
 */
import { and, eq } from "drizzle-orm";
import type { NotificationArea } from "#core/notifications.ts";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { userNotifications } from "../platform/db/schema.ts";
import { inArea } from "./list-notifications.ts";

/** Marks one as read; null when the user has no notification with that id. Gives back its link. */
export async function markRead(userId: string, id: string): Promise<{ link: string | null } | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.id, id)))
    .returning({ link: userNotifications.link });
  return row ?? null;
}

/**
 * Spec §7: is_read = true for all of the user's where is_read is false (the bell's "Marcar todas"),
 * or for one area's only (its page's: the other page keeps its unread ones). Returns how many changed.
 */
export async function markAllRead(userId: string, area?: NotificationArea): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(inArea(userId, area), eq(userNotifications.isRead, false)))
    .returning({ id: userNotifications.id });
  return rows.length;
}
