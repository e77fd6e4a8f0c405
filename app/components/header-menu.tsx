import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Heart, LogOut, Menu, ShieldCheck, Sparkles, Store, UserRound } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { initials } from "#core/initials.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { ThemeToggle } from "./theme-toggle.tsx";

type MenuUser = Pick<SessionUser, "name" | "email" | "avatarUrl" | "isAdmin" | "isBusinessOwner">;

const row = "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm hover:bg-surface-muted";

/**
 * "Menú", the top bar's second line of actions under 1024px: the first screen keeps the labelled
 * actions (Buscar, Ofertas, the bell, Ingresar), and the rest lives here with its name: favourites,
 * the owner's and the admin's areas, the profile, the theme and "Salir" (signed in); "Sumá tu
 * comercio", "Planes" and the theme (signed out). A <details>, so it opens without JavaScript; it
 * closes on navigation and on a tap outside. From 1024px the bar has room for all of them
 * (account-nav.tsx) and this is not drawn.
 */
export function HeaderMenu({ user }: { user: MenuUser | null }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/auth/salir";

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, []);

  return (
    <details ref={ref} className="relative shrink-0 lg:hidden" data-header-menu>
      <summary
        className="flex h-12 min-w-12 cursor-pointer list-none flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[0.6875rem] text-fg-muted leading-none hover:bg-surface-muted hover:text-fg sm:text-xs [&::-webkit-details-marker]:hidden"
        data-signed-in={user ? "" : undefined}
      >
        {user ? (
          user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt=""
              className="size-6 rounded-full object-cover"
              referrerPolicy="no-referrer"
            />
          ) : (
            <span
              aria-hidden
              className="grid size-6 place-items-center rounded-full bg-brand-600 font-semibold text-[0.625rem] text-white"
            >
              {initials(user.name, user.email)}
            </span>
          )
        ) : (
          <Menu className="size-5" aria-hidden />
        )}
        Menú
      </summary>
      <div className="fixed top-16 right-2 z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface p-2 text-fg shadow-xl sm:absolute sm:top-full sm:right-0 sm:mt-2">
        <nav aria-label="Menú">
          <ul className="space-y-0.5">
            {user ? (
              <>
                <li className="px-3 pt-1 pb-2 text-fg-muted text-xs">
                  <span className="block truncate font-semibold text-fg text-sm">{user.name || user.email}</span>
                  {user.name && <span className="block truncate">{user.email}</span>}
                </li>
                <li>
                  <Link to="/profile" className={row}>
                    <UserRound className="size-5 text-fg-muted" aria-hidden />
                    Mi perfil
                  </Link>
                </li>
                <li>
                  <Link to="/favorites" className={row}>
                    <Heart className="size-5 text-fg-muted" aria-hidden />
                    Favoritos
                  </Link>
                </li>
                <li>
                  <Link to="/mi-comercio" className={row}>
                    <Store className="size-5 text-fg-muted" aria-hidden />
                    {user.isBusinessOwner || user.isAdmin ? "Mi comercio" : "Sumá tu comercio"}
                  </Link>
                </li>
                {user.isAdmin && (
                  <li>
                    <Link to="/admin" className={row}>
                      <ShieldCheck className="size-5 text-fg-muted" aria-hidden />
                      Admin
                    </Link>
                  </li>
                )}
              </>
            ) : (
              <>
                <li>
                  <Link to="/mi-comercio" className={row}>
                    <Store className="size-5 text-fg-muted" aria-hidden />
                    Sumá tu comercio
                  </Link>
                </li>
                <li>
                  <Link to="/pricing" className={row}>
                    <Sparkles className="size-5 text-fg-muted" aria-hidden />
                    Planes
                  </Link>
                </li>
              </>
            )}
            <li>
              <ThemeToggle labelled />
            </li>
            {user && (
              <li className="border-line border-t pt-1">
                <Form method="post" action="/auth/salir">
                  <button type="submit" disabled={signingOut} className={cn(row, "w-full disabled:opacity-60")}>
                    <LogOut className="size-5 text-fg-muted" aria-hidden />
                    Salir
                  </button>
                </Form>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </details>
  );
}
