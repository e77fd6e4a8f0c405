/**
 * The header's notification bell (spec §2 "Notification bell"): only for signed-in people. A badge
 * with the unread count ("9+" above 9) and a dropdown with the 10 newest, "Marcar todas", and a link
 * to every notification. Data comes after the page loads and refreshes every 30 s.
 */

import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { Bell } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { bellLabel, NOTIFICATION_AREA_PATHS, type NotificationItem, unreadBadgeLabel } from "#core/notifications.ts";
import type { loader as rootLoader } from "../root.tsx";
import { useRecentNotifications } from "./notifications/use-recent-notifications.ts";

// The list's rows (and an icon per notification type) load when the panel first opens, or when the
// pointer or focus reaches the bell: no visitor pays for them on the first page load.
const loadEntry = () => import("./notifications/notification-entry.tsx");
const NotificationEntry = lazy(() => loadEntry().then((m) => ({ default: m.NotificationEntry })));

export function NotificationBell() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!root?.user) return null;
  // A different account starts from scratch, never with the previous one's list.
  return <SignedInBell key={root.user.id} owner={root.user.isBusinessOwner} />;
}

function SignedInBell({ owner }: { owner: boolean }) {
  const { data, failed, perform } = useRecentNotifications();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const panelId = useId();
  const titleId = useId();
  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unread);
  const hydrated = useHydrated();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // Closes on a click or tap outside, and on Escape (focus goes back to the bell).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  // Another page opened (a followed link, the back button): the dropdown has done its job.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname, search]);

  /** The pressed button may vanish (a deleted item, "Marcar todas"): keep focus inside the dropdown. */
  const change = async (request: Parameters<typeof perform>[0]) => {
    await perform(request);
    requestAnimationFrame(() => {
      if (panel.current && !panel.current.contains(document.activeElement)) panel.current.focus();
    });
  };

  const openNotification = async (n: NotificationItem) => {
    const result = await perform({ intent: "mark-read", id: n.id });
    if (result?.link) {
      setOpen(false);
      navigate(result.link);
    }
  };

  const icon = (
    <>
      <Bell className="size-5" aria-hidden />
      {/* The name is text, not aria-label: what a voice-control user sees ("2") stays part of it. */}
      <span className="sr-only">{bellLabel(unread)}</span>
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden
          className="absolute top-1 right-0.5 h-[1.125rem] min-w-[1.125rem] rounded-full bg-red-700 px-1 text-center font-bold text-[0.6875rem] text-white leading-[1.125rem]"
        >
          {badge}
        </span>
      )}
    </>
  );
  const bellClass =
    "relative grid size-9 shrink-0 place-items-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg sm:size-10";

  // Until the page's JavaScript runs (or without it), the bell is a plain link to every notification.
  if (!hydrated) {
    return (
      <Link to="/notifications" className={bellClass}>
        {icon}
      </Link>
    );
  }

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={loadEntry}
        onFocus={loadEntry}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-controls={open ? panelId : undefined}
        className={bellClass}
      >
        {icon}
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          tabIndex={-1}
          aria-labelledby={titleId}
          // Phones: pinned under the header against the right edge; larger screens: under the bell.
          className="fixed top-16 right-2 z-50 outline-none w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-line bg-surface text-fg shadow-xl sm:absolute sm:top-full sm:right-0 sm:mt-2"
        >
          <div className="flex items-center justify-between gap-2 border-line border-b px-4 py-3">
            <h2 id={titleId} className="font-semibold text-base">
              Notificaciones
            </h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => change({ intent: "mark-all" })}
                className="rounded-md px-2 py-1 font-medium text-brand-700 text-sm hover:bg-surface-muted dark:text-blue-300"
              >
                Marcar todas
              </button>
            )}
          </div>
          <div className="max-h-96 overflow-y-auto overscroll-contain">
            {data === null ? (
              <p className="px-4 py-8 text-center text-fg-muted text-sm" role="status">
                {failed ? "No pudimos cargar tus notificaciones. Probá de nuevo en un rato." : "Cargando…"}
              </p>
            ) : data.items.length === 0 ? (
              <p className="px-4 py-8 text-center text-fg-muted text-sm">No tenés notificaciones</p>
            ) : (
              <Suspense
                fallback={
                  <p className="px-4 py-8 text-center text-fg-muted text-sm" role="status">
                    Cargando…
                  </p>
                }
              >
                <ul aria-labelledby={titleId}>
                  {data.items.map((n) => (
                    <NotificationEntry
                      key={n.id}
                      notification={n}
                      now={new Date()}
                      returnTo="/notifications"
                      onOpen={openNotification}
                      onDelete={(item) => change({ intent: "delete", id: item.id })}
                      compact
                    />
                  ))}
                </ul>
              </Suspense>
            )}
          </div>
          {/* Each notification is listed in one page only (core's NOTIFICATION_AREA): an owner gets both. */}
          <div className={owner ? "grid grid-cols-2 border-line border-t" : "border-line border-t"}>
            <Link
              to={NOTIFICATION_AREA_PATHS.personal}
              onClick={() => setOpen(false)}
              className="block px-4 py-3 text-center font-medium text-brand-700 text-sm hover:bg-surface-muted dark:text-blue-300"
            >
              {owner ? "Ver las tuyas" : "Ver todas las notificaciones"}
            </Link>
            {owner && (
              <Link
                to={NOTIFICATION_AREA_PATHS.owner}
                onClick={() => setOpen(false)}
                className="block border-line border-l px-4 py-3 text-center font-medium text-brand-700 text-sm hover:bg-surface-muted dark:text-blue-300"
              >
                Ver las de tu comercio
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
