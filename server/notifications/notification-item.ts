/** The columns every notification query reads, and the shape they leave the server in. */
import { isNotificationType, type NotificationItem } from "#core/notifications.ts";
import { userNotifications } from "../platform/db/schema.ts";

export const itemColumns = {
  id: userNotifications.id,
  type: userNotifications.type,
  title: userNotifications.title,
  message: userNotifications.message,
  link: userNotifications.link,
  isRead: userNotifications.isRead,
  createdAt: userNotifications.createdAt,
};

type ItemRow = {
  id: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: Date;
};

/** Dates become ISO strings so JSON answers and loader data look the same. */
export function toNotificationItem(row: ItemRow): NotificationItem {
  return {
    id: row.id,
    type: isNotificationType(row.type) ? row.type : "other",
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
