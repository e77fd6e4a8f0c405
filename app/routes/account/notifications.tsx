/**
 * /notifications: every notification of the signed-in person, newest first, 20 per page (?page=N).
 * Each one marks read on click (and opens its link), can be deleted, and "Marcar todas como leídas"
 * clears the lot. All of it posts plain forms to /api/notifications, so it works without JavaScript;
 * with JavaScript the same forms are sent in the background and the list reloads in place.
 */
import { BellOff, CheckCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import {
  NOTIFICATIONS_API,
  type NotificationRequest,
  sendNotificationAction,
} from "#app/components/notifications/api-client.ts";
import { NotificationEntry } from "#app/components/notifications/notification-entry.tsx";
import {
  announceNotificationsChanged,
  NOTIFICATIONS_CHANGED_EVENT,
} from "#app/components/notifications/use-recent-notifications.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { toast } from "#app/lib/toast.tsx";
import { pluralize } from "#core/format.ts";
import type { NotificationItem } from "#core/notifications.ts";
import { requireUser } from "#server/auth/guards.ts";
import { listPage } from "#server/notifications/list-notifications.ts";
import type { Route } from "./+types/notifications";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await listPage(user.id, Number.isFinite(asked) ? asked : 1);
  // The server's clock, so the relative times ("hace 5 min") hydrate without a mismatch.
  return { ...result, now: new Date().toISOString() };
}

/** Someone's notifications: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: "Notificaciones", path: "/notifications", origin: originFrom(matches), noindex: true });

const pagePath = (page: number) => (page > 1 ? `/notifications?page=${page}` : "/notifications");

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

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { items, total, unreadCount, page, pageCount } = loaderData;
  const now = useNow(loaderData.now);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
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
    send({ intent: "mark-all" }, "Marcamos todas tus notificaciones como leídas");
  };

  return (
    <main id="contenido" className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-extrabold text-3xl tracking-tight">Notificaciones</h1>
          <p className="mt-1 text-fg-muted">
            {total === 0
              ? "Acá vas a ver las novedades de tus comercios favoritos."
              : unreadCount > 0
                ? `${pluralize(unreadCount, "notificación sin leer", "notificaciones sin leer")} de ${pluralize(total, "notificación", "notificaciones")}.`
                : `Estás al día: ${pluralize(total, "notificación leída", "notificaciones leídas")}.`}
          </p>
        </div>
        {unreadCount > 0 && (
          <form method="post" action={NOTIFICATIONS_API} onSubmit={markAll}>
            <input type="hidden" name="intent" value="mark-all" />
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
          <h2 className="font-bold text-xl">No tenés notificaciones</h2>
          <p className="max-w-md text-fg-muted">
            Guardá comercios en favoritos y te avisamos cuando publiquen promociones o abran lugares parecidos.
          </p>
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
