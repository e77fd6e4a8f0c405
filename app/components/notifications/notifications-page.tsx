/**
 * A page of someone's notifications (/notifications, and the owner's /mi-comercio/notificaciones,
 * which lists only the owner's types). Each one marks read on click (and opens its link), can be
 * deleted, and "Marcar todas como leídas" clears the lot. All of it posts plain forms to
 * /api/notifications, so it works without JavaScript; with JavaScript the same forms are sent in the
 * background and the list reloads in place. The bell and the page keep each other up to date.
 */

import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { BellOff, CheckCheck } from "#app/components/icons/icons.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { toast } from "#app/lib/toast.tsx";
import { pluralize } from "#core/format.ts";
import type { NotificationArea, NotificationItem } from "#core/notifications.ts";
import { NOTIFICATIONS_API, type NotificationRequest, sendNotificationAction } from "./api-client.ts";
import { NotificationEntry } from "./notification-entry.tsx";
import { announceNotificationsChanged, NOTIFICATIONS_CHANGED_EVENT } from "./use-recent-notifications.ts";

export interface NotificationsPageData {
  items: NotificationItem[];
  total: number;
  unreadCount: number;
  page: number;
  pageCount: number;
  /** The server's clock, so the relative times ("hace 5 min") hydrate without a mismatch. */
  now: string;
}

/** The server's "now" first, then the browser's, ticking each minute. */
function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const tick = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(tick);
  }, []);
  return now;
}

export function NotificationsPage({
  data,
  area,
  path,
  title = "Notificaciones",
  intro,
  empty,
  before,
}: {
  data: NotificationsPageData;
  /** Whose notifications it lists: its "Marcar todas" marks only those. */
  area: NotificationArea;
  /** The page's own path ("/notifications"): pages and plain form posts come back to it. */
  path: string;
  title?: string;
  /** The line under the title while there are none. */
  intro: string;
  empty: { title: string; text: string };
  /** Above the title (a breadcrumb). */
  before?: ReactNode;
}) {
  const { items, total, unreadCount, page, pageCount } = data;
  const now = useNow(data.now);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const pagePath = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const returnTo = pagePath(page);

  // The bell changed something: show it here too.
  useEffect(() => {
    const onChanged = (event: Event) => {
      if ((event as CustomEvent<{ source?: string }>).detail?.source !== "page") revalidator.revalidate();
    };
    window.addEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(NOTIFICATIONS_CHANGED_EVENT, onChanged);
  }, [revalidator]);

  async function send(request: NotificationRequest, success?: string) {
    try {
      const result = await sendNotificationAction(request);
      announceNotificationsChanged("page");
      if (success) toast.success(success);
      return result;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "No pudimos actualizar tus notificaciones.");
      return null;
    } finally {
      revalidator.revalidate();
    }
  }

  const open = async (n: NotificationItem) => {
    const result = await send({ intent: "mark-read", id: n.id });
    if (result?.link) navigate(result.link);
  };

  const markAll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ intent: "mark-all", area }, "Marcamos todas tus notificaciones como leídas");
  };

  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {before}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-extrabold text-3xl tracking-tight">{title}</h1>
          <p className="mt-1 text-fg-muted">
            {total === 0
              ? intro
              : unreadCount > 0
                ? `${pluralize(unreadCount, "notificación sin leer", "notificaciones sin leer")} de ${pluralize(total, "notificación", "notificaciones")}.`
                : `Estás al día: ${pluralize(total, "notificación leída", "notificaciones leídas")}.`}
          </p>
        </div>
        {unreadCount > 0 && (
          <form method="post" action={NOTIFICATIONS_API} onSubmit={markAll}>
            <input type="hidden" name="intent" value="mark-all" />
            <input type="hidden" name="area" value={area} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button
              type="submit"
              className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 font-medium text-sm hover:bg-surface-muted"
            >
              <CheckCheck className="size-4 text-brand-600" aria-hidden />
              Marcar todas como leídas
            </button>
          </form>
        )}
      </header>

      {items.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-line border-dashed bg-surface px-6 py-16 text-center">
          <BellOff className="size-10 text-fg-muted" aria-hidden />
          <h2 className="font-bold text-xl">{empty.title}</h2>
          <p className="max-w-md text-fg-muted">{empty.text}</p>
        </div>
      ) : (
        <ul aria-label="Tus notificaciones" className="mt-6 overflow-hidden rounded-2xl border border-line bg-surface">
          {items.map((n) => (
            <NotificationEntry
              key={n.id}
              notification={n}
              now={now}
              returnTo={returnTo}
              onOpen={open}
              onDelete={(item) => send({ intent: "delete", id: item.id }, "Notificación eliminada")}
            />
          ))}
        </ul>
      )}

      <Pagination page={page} pageCount={pageCount} href={pagePath} />
    </main>
  );
}
