/**
 * The signed-in user's notifications: the bell's newest few and the /notifications page. Every query
 * filters by the user's id (spec §6: "queries filter by own id"); nobody reads anyone else's.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationItem,
  type NotificationType,
  RECENT_NOTIFICATIONS_LIMIT,
} from "#core/notifications.ts";
import { getDb } from "../db/client.ts";
import { userNotifications } from "../db/schema.ts";
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

/** The badge's number. */
export async function countUnread(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false)));
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
 * One page of everything the user has (or, with `types`, of those types only: the owner's page),
 * newest first. Any page number is accepted (clamped).
 */
export async function listPage(
  userId: string,
  page: number,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
  types?: readonly NotificationType[],
): Promise<NotificationPage> {
  const db = await getDb();
  const size = Math.max(1, Math.floor(pageSize));
  const mine = and(
    eq(userNotifications.userId, userId),
    types ? inArray(userNotifications.type, [...types]) : undefined,
  );
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
