import { useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { Search, Tag } from "#app/components/icons/icons.tsx";
import { TOP_BAR_SCROLL_THRESHOLD } from "#core/search-constants.ts";
import { signInPath } from "#core/urls.ts";
import { cn } from "../lib/cn.ts";
import type { loader as rootLoader } from "../root.tsx";
import { AccountNav } from "./auth/account-nav.tsx";
import { headerIconClass } from "./auth/header-icon.ts";
import { InstallButton } from "./install-button.tsx";
import { Logo } from "./logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { UnifiedSearch } from "./unified-search.tsx";

/** Pages whose hero already has the logo and the search box: the bar shows them only after scrolling. */
const HERO_PATHS = new Set(["/", "/search"]);

function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold, enabled]);
  return past;
}

export function SiteHeader() {
  const { pathname, search } = useLocation();
  const onHeroPage = HERO_PATHS.has(pathname);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD, onHeroPage);
  const showBrand = !onHeroPage || scrolled;
  const currentQuery = pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
  // "Ingresar" brings people back here afterwards (the home page is the default anyway).
  const here = `${pathname}${search}`;
  const signInHref = signInPath(here);

  return (
    <header className="sticky top-0 z-40 border-line border-b bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-brand-600 focus:px-3 focus:py-2 focus:text-white"
      >
        Saltar al contenido
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <div
          data-testid="header-brand"
          className={cn(
            "flex min-w-0 flex-1 items-center gap-3 transition-opacity",
            !showBrand && "invisible opacity-0",
          )}
          aria-hidden={!showBrand}
        >
          {/* Signed in, a phone needs the room for the account icons: the mark alone says "Vilma". */}
          <Logo className={cn(user && "max-sm:[&>span:last-child]:sr-only")} />
          <form action="/search" role="search" className="hidden min-w-0 max-w-md flex-1 md:block">
            <UnifiedSearch
              key={currentQuery}
              id="header-search"
              size="compact"
              defaultValue={currentQuery}
              placeholder="Buscar comercios, ofertas…"
            />
          </form>
        </div>
        <nav aria-label="Principal" className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          {showBrand && (
            <Link to="/search" className={cn(headerIconClass, "md:hidden")} aria-label="Buscar">
              <Search className="size-5" aria-hidden />
            </Link>
          )}
          <Link
            to="/ofertas"
            className={cn(
              "inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-2 font-medium text-sm hover:bg-surface-muted sm:px-3",
              user && "max-sm:size-9 max-sm:justify-center max-sm:px-0",
            )}
          >
            <Tag className={cn("text-accent-500", user ? "size-5 sm:size-4" : "size-4")} aria-hidden />
            {/* On a phone the word gives way to "Instalar App" while that button shows (CSS :has). */}
            <span className={cn(user ? "max-sm:sr-only" : "max-sm:[nav:has([data-install-button])_&]:sr-only")}>
              Ofertas
            </span>
          </Link>
          <InstallButton compact={Boolean(user)} />
          <ThemeToggle />
          {user ? (
            <AccountNav user={user} />
          ) : (
            <Link
              to={signInHref}
              className="shrink-0 rounded-lg bg-brand-600 px-3 py-2 font-semibold text-sm text-white hover:bg-brand-700 sm:px-4"
            >
              Ingresar
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
