import { lazy, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Bell, Heart, LogOut, ShieldCheck, Store } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { initials } from "#core/initials.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { headerIconClass } from "./header-icon.ts";

// The bell's dropdown, its data and its polling load after hydration: no visitor downloads them, and
// until then (or without JavaScript) the bell is a plain link to every notification.
const NotificationBell = lazy(() => import("../notification-bell.tsx").then((m) => ({ default: m.NotificationBell })));

function HeaderBell() {
  const hydrated = useHydrated();
  const link = (
    <Link to="/notifications" title="Notificaciones" className={headerIconClass}>
      <Bell className="size-5" aria-hidden />
      <span className="sr-only">Notificaciones</span>
    </Link>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <NotificationBell />
    </Suspense>
  );
}

type HeaderUser = Pick<SessionUser, "name" | "email" | "avatarUrl" | "isAdmin" | "isBusinessOwner">;

/**
 * The header's signed-in half: the bell, then, from 1024px, favourites, the owner's and the admin's
 * areas, the profile and "Salir" with their names. Under 1024px those live in "Menú"
 * (header-menu.tsx) and only the bell stays in the bar.
 */
export function AccountNav({ user }: { user: HeaderUser }) {
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/auth/salir";
  const ownerLabel = user.isBusinessOwner || user.isAdmin ? "Mi comercio" : "Sumá tu comercio";
  const labelled = "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 font-medium text-sm sm:h-10";

  return (
    <>
      <HeaderBell />
      <div className="hidden lg:contents">
        <Link to="/favorites" aria-label="Favoritos" title="Favoritos" className={headerIconClass}>
          <Heart className="size-5" aria-hidden />
        </Link>
        {/* Everyone: owners run their businesses there, anyone else registers or claims one. */}
        <Link
          to="/mi-comercio"
          title={ownerLabel}
          className={cn(labelled, "text-fg-muted hover:bg-surface-muted hover:text-fg")}
        >
          <Store className="size-5" aria-hidden />
          {ownerLabel}
        </Link>
        {user.isAdmin && (
          <Link
            to="/admin"
            title="Admin"
            className={cn(labelled, "text-fg-muted hover:bg-surface-muted hover:text-fg")}
          >
            <ShieldCheck className="size-5" aria-hidden />
            Admin
          </Link>
        )}
        <Link
          to="/profile"
          title="Mi perfil"
          className="grid size-9 shrink-0 place-items-center rounded-full hover:ring-2 hover:ring-brand-500/40 sm:size-10"
          data-signed-in
        >
          {user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt=""
              className="size-8 rounded-full object-cover"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              aria-hidden
              className="grid size-8 place-items-center rounded-full bg-brand-600 font-semibold text-white text-xs"
            >
              {initials(user.name, user.email)}
            </span>
          )}
          <span className="sr-only">Mi perfil</span>
        </Link>
        <Form method="post" action="/auth/salir" className="shrink-0">
          <button
            type="submit"
            disabled={signingOut}
            title="Salir"
            className={cn(labelled, "border border-line text-fg hover:bg-surface-muted disabled:opacity-60")}
          >
            <LogOut className="size-4" aria-hidden />
            Salir
          </button>
        </Form>
      </div>
    </>
  );
}
