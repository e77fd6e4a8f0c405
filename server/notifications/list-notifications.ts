/**
 * The signed-in user's notifications: the bell's newest few (every type) and each area's page
 * (/notifications the personal ones, /mi-comercio/notificaciones the owner's: core's
 * NOTIFICATION_AREA puts each type in exactly one). Every query filters by the user's id (spec §6:
 * "queries filter by own id"); nobody reads anyone else's.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationArea,
  type NotificationItem,
  notificationTypesOf,
  RECENT_NOTIFICATIONS_LIMIT,
} from "#core/notifications.ts";
import { getDb } from "../platform/db/client.ts";
import { userNotifications } from "../platform/db/schema.ts";
import { itemColumns, toNotificationItem } from "./notification-item.ts";

const newestFirst = [desc(userNotifications.createdAt), desc(userNotifications.id)];

/** Spec §7: the user's notifications, newest first by created_at, limit 10. */
export async function listRecent(userId: string, limit = RECENT_NOTIFICATIONS_LIMIT): Promise<NotificationItem[]> {
  const db = await getDb();
  const rows = await db
    .select(itemColumns)
    .from(userNotifications)
    .where(eq(userNotifications.userId, userId))
    .orderBy(...newestFirst)
    .limit(Math.max(1, Math.floor(limit)));
  return rows.map(toNotificationItem);
}

/** The user's notifications of one area (all of them without one: the bell's). */
export function inArea(userId: string, area?: NotificationArea) {
  return and(
    eq(userNotifications.userId, userId),
    area ? inArray(userNotifications.type, notificationTypesOf(area)) : undefined,
  );
}

/** The badge's number (every area), or one area's. */
export async function countUnread(userId: string, area?: NotificationArea): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(inArea(userId, area), eq(userNotifications.isRead, false)));
  return Number(row?.n ?? 0);
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unreadCount: number;
  /** The page shown: the one asked for, clamped to 1…pageCount. */
  page: number;
  /** At least 1, so "no notifications" is page 1 of 1. */
  pageCount: number;
  pageSize: number;
}

/**
 * One page of the user's notifications of one area, newest first, with that area's counts (so the
 * page's "sin leer" agrees with its list). Any page number is accepted (clamped).
 */
export async function listPage(
  userId: string,
  area: NotificationArea,
  page: number,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationPage> {
  const db = await getDb();
  const size = Math.max(1, Math.floor(pageSize));
  const mine = inArea(userId, area);
  const [counted] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${userNotifications.isRead} = false)` })
    .from(userNotifications)
    .where(mine);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const asked = Number.isFinite(page) ? Math.floor(page) : 1;
  const shown = Math.min(Math.max(1, asked), pageCount);
  const rows =
    total === 0
      ? []
      : await db
          .select(itemColumns)
          .from(userNotifications)
          .where(mine)
          .orderBy(...newestFirst)
          .limit(size)
          .offset((shown - 1) * size);
  return {
    items: rows.map(toNotificationItem),
    total,
    unreadCount: Number(counted?.unread ?? 0),
    page: shown,
    pageCount,
    pageSize: size,
  };
}
