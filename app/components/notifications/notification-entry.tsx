import type { FormEvent } from "react";
import { X } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatNotificationTime, type NotificationItem } from "#core/notifications.ts";
import { NOTIFICATIONS_API } from "./api-client.ts";
import { NotificationIcon } from "./notification-icon.tsx";

interface Props {
  notification: NotificationItem;
  now: Date;
  /** Where a plain form post (no JavaScript) comes back to. */
  returnTo: string;
  /** With JavaScript: called instead of posting the form. */
  onOpen?: (notification: NotificationItem) => void;
  onDelete?: (notification: NotificationItem) => void;
  /** The bell's list is tighter than the page's. */
  compact?: boolean;
}

/**
 * One notification: the whole row marks it read and follows its link; a small button deletes it.
 * Both are real forms posting to /api/notifications, so they work before (or without) JavaScript;
 * with JavaScript the handlers take over and nothing reloads.
 */
export function NotificationEntry({ notification: n, now, returnTo, onOpen, onDelete, compact }: Props) {
  const intercept = (handler: ((n: NotificationItem) => void) | undefined) =>
    handler
      ? (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          handler(n);
        }
      : undefined;
  const time = formatNotificationTime(n.createdAt, now);
  return (
    <li
      className={cn(
        "flex items-start gap-1 border-line border-b last:border-b-0",
        !n.isRead && "bg-brand-50 dark:bg-brand-900/30",
      )}
      data-unread={n.isRead ? undefined : "true"}
    >
      <form method="post" action={NOTIFICATIONS_API} onSubmit={intercept(onOpen)} className="min-w-0 flex-1">
        <input type="hidden" name="intent" value="mark-read" />
        <input type="hidden" name="id" value={n.id} />
        <input type="hidden" name="follow" value="1" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          className={cn(
            "flex w-full items-start gap-3 text-left hover:bg-surface-muted/70 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:-outline-offset-2",
            compact ? "px-3 py-3" : "px-4 py-4",
          )}
        >
          <NotificationIcon type={n.type} />
          <span className="min-w-0 flex-1">
            <span className={cn("block text-sm", n.isRead ? "font-medium" : "font-semibold")}>{n.title}</span>
            <span className={cn("mt-0.5 block text-fg-muted text-sm", compact && "line-clamp-2")}>{n.message}</span>
            <time dateTime={n.createdAt} className="mt-1 block text-fg-muted text-xs" suppressHydrationWarning>
              {time}
            </time>
          </span>
          {!n.isRead && (
            <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">Sin leer</span>
            </span>
          )}
        </button>
      </form>
      <form method="post" action={NOTIFICATIONS_API} onSubmit={intercept(onDelete)} className="shrink-0">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={n.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button
          type="submit"
          aria-label="Eliminar notificación"
          title="Eliminar notificación"
          className={cn(
            "grid size-9 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg",
            compact ? "mt-2 mr-1" : "mt-3 mr-2",
          )}
        >
          <X className="size-4" aria-hidden />
        </button>
      </form>
    </li>
  );
}
