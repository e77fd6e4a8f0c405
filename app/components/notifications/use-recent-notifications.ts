/**
 * The bell's data: the 10 newest notifications and the unread count, fetched after the page loads
 * (the server-rendered HTML stays light), refreshed every 30 s while the page is visible, when the
 * window regains focus, and after every change (spec §7: "The list is refetched after each mutation").
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "#app/lib/toast.tsx";
import { NOTIFICATIONS_REFRESH_MS, type NotificationItem } from "#core/notifications.ts";
import {
  fetchRecentNotifications,
  type NotificationActionResult,
  type NotificationRequest,
  type RecentNotifications,
  sendNotificationAction,
} from "./api-client.ts";

/** Fired on window after any change, so the bell and the /notifications page stay in step. */
export const NOTIFICATIONS_CHANGED_EVENT = "vilma:notifications-changed";

export function announceNotificationsChanged(source: string) {
  window.dispatchEvent(new CustomEvent(NOTIFICATIONS_CHANGED_EVENT, { detail: { source } }));
}

/** Focus and visibilitychange often fire together: one fetch is enough. */
const MIN_REFETCH_GAP_MS = 2_000;

/** What a change looks like before the server confirms it, so the bell answers at once. */
function applyLocally(data: RecentNotifications, request: NotificationRequest): RecentNotifications {
  const isTarget = (n: NotificationItem) => request.intent !== "mark-all" && n.id === request.id;
  const target = data.items.find(isTarget);
  const wasUnread = target ? !target.isRead : false;
  switch (request.intent) {
    case "mark-all":
      return { items: data.items.map((n) => ({ ...n, isRead: true })), unreadCount: 0 };
    case "mark-read":
      return {
        items: data.items.map((n) => (isTarget(n) ? { ...n, isRead: true } : n)),
        unreadCount: Math.max(0, data.unreadCount - (wasUnread ? 1 : 0)),
      };
    case "delete":
      return {
        items: data.items.filter((n) => !isTarget(n)),
        unreadCount: Math.max(0, data.unreadCount - (wasUnread ? 1 : 0)),
      };
  }
}

export function useRecentNotifications() {
  const [data, setData] = useState<RecentNotifications | null>(null);
  const [failed, setFailed] = useState(false);
  const sequence = useRef(0);
  const lastFetch = useRef(0);

  const refresh = useCallback(async (force = true) => {
    if (!force && Date.now() - lastFetch.current < MIN_REFETCH_GAP_MS) return;
    lastFetch.current = Date.now();
    const mine = ++sequence.current;
    try {
      const fresh = await fetchRecentNotifications();
      // An older answer arriving after a newer one must not win.
      if (mine !== sequence.current) return;
      setData(fresh);
      setFailed(false);
    } catch {
      // Spec §8: query errors show no message; the bell keeps what it had and tries again later.
      if (mine === sequence.current) setFailed(true);
    }
  }, []);

  useEffect(() => {
    refresh();
    const tick = window.setInterval(() => {
      if (document.visibilityState === "visible") refresh();
    }, NOTIFICATIONS_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh(false);
    };
    const onFocus = () => refresh(false);
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<{ source?: string }>).detail?.source !== "bell") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onFocus);
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
      sequence.current++;
    };
  }, [refresh]);

  /** Applies the change at once, sends it, then refetches (an answer in between is ignored). */
  const perform = useCallback(
    async (request: NotificationRequest): Promise<NotificationActionResult | null> => {
      sequence.current++;
      setData((current) => (current ? applyLocally(current, request) : current));
      try {
        const result = await sendNotificationAction(request);
        announceNotificationsChanged("bell");
        return result;
      } catch (error) {
        toast.error(error instanceof Error ? error.message : "No pudimos actualizar tus notificaciones.");
        return null;
      } finally {
        void refresh();
      }
    },
    [refresh],
  );

  return { data, failed, refresh, perform };
}
