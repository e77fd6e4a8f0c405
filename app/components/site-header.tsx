import { useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { Search, Tag } from "#app/components/icons/icons.tsx";
import { TOP_BAR_SCROLL_THRESHOLD } from "#core/search-constants.ts";
import { signInPath } from "#core/urls.ts";
import { cn } from "../lib/cn.ts";
import type { loader as rootLoader } from "../root.tsx";
import { AccountNav } from "./auth/account-nav.tsx";
import { HeaderMenu } from "./header-menu.tsx";
import { InstallButton } from "./install-button.tsx";
import { Logo } from "./logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { UnifiedSearch } from "./unified-search.tsx";

/**
 * A labelled action of the bar: on a phone the icon over its name (they all fit at 390px), from
 * 640px side by side.
 */
const barItem =
  "inline-flex h-12 min-w-12 shrink-0 flex-col items-center justify-center gap-0.5 rounded-lg px-1 font-medium text-[0.6875rem] leading-none hover:bg-surface-muted sm:h-11 sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm";

/**
 * The home's hero has the logo and the search box: there the bar shows them only after scrolling.
 * /search has its own search box (the bar's would repeat it until scrolling) but no brand of its own:
 * the bar's logo is always there.
 */
const HERO_SEARCH_PATHS = new Set(["/", "/search"]);

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
  const onHeroPage = HERO_SEARCH_PATHS.has(pathname);
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_THRESHOLD, onHeroPage);
  const showBrand = pathname !== "/" || scrolled;
  const showSearch = !onHeroPage || scrolled;
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
          <form
            action="/search"
            role="search"
            className={cn("hidden min-w-0 max-w-md flex-1", showSearch && "md:block")}
          >
            <UnifiedSearch
              key={currentQuery}
              id="header-search"
              size="compact"
              defaultValue={currentQuery}
              placeholder="Buscá comercios y ofertas"
            />
          </form>
        </div>
        <nav aria-label="Principal" className="flex shrink-0 items-center gap-0.5 sm:gap-2">
          {showSearch && (
            <Link to="/search" className={cn(barItem, "md:hidden")}>
              <Search className="size-5" aria-hidden />
              Buscar
            </Link>
          )}
          <Link to="/ofertas" className={barItem}>
            <Tag className="size-5 text-accent-500 sm:size-4" aria-hidden />
            Ofertas
          </Link>
          <InstallButton />
          <div className="hidden lg:contents">
            <ThemeToggle />
          </div>
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
          <HeaderMenu user={user} />
        </nav>
      </div>
    </header>
  );
}
