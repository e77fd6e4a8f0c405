/** The browser side of /api/notifications: what the bell and the enhanced page call. */
import { isErrorBody } from "#core/errors.ts";
import type { NotificationArea, NotificationItem } from "#core/notifications.ts";

export const NOTIFICATIONS_API = "/api/notifications";

export interface RecentNotifications {
  items: NotificationItem[];
  unreadCount: number;
}

export type NotificationRequest =
  | { intent: "mark-read"; id: string }
  | { intent: "mark-all"; area?: NotificationArea }
  | { intent: "delete"; id: string };

export interface NotificationActionResult {
  unreadCount: number;
  /** For mark-read: the notification's internal link, if it has one. */
  link?: string | null;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (isErrorBody(body)) return body.error.message;
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return "No pudimos actualizar tus notificaciones. Probá de nuevo en un rato.";
}

export async function fetchRecentNotifications(signal?: AbortSignal): Promise<RecentNotifications> {
  const response = await fetch(NOTIFICATIONS_API, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(await errorMessage(response));
  return (await response.json()) as RecentNotifications;
}

export async function sendNotificationAction(request: NotificationRequest): Promise<NotificationActionResult> {
  const response = await fetch(NOTIFICATIONS_API, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(await errorMessage(response));
  return (await response.json()) as NotificationActionResult;
}
