import { useEffect, useState } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { listFavoriteUuids } from "#server/favorites/list-favorite-uuids.ts";
import { isGoogleEnabled } from "#server/platform/auth/google.ts";
import { getOptionalUser, sessionMiddleware } from "#server/platform/auth/guards.ts";
import { getConfig } from "#server/platform/config.ts";
import { databaseOutageMiddleware } from "#server/platform/http/database-outage.ts";
import { flashMiddleware, getFlash } from "#server/platform/http/flash.ts";
import { pathGuardMiddleware } from "#server/platform/http/path-guard.ts";
import { refusalMiddleware } from "#server/platform/http/refusal.ts";
import { requestTimeMiddleware } from "#server/platform/http/request-time.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { analyticsFor } from "#server/settings/analytics-settings.ts";
import { getPublicSettings } from "#server/settings/public-settings.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { GeneralErrorBoundary } from "./components/errors/error-boundary.tsx";
import { AnalyticsTracker } from "./lib/analytics/analytics-tracker.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { LazyToaster, toast } from "./lib/toast.tsx";
import "./pwa/install-capture.ts";
import { themeBootstrapScript } from "./theme/theme-script.ts";

/**
 * The request's instant first (every loader of the request reads the same "now"), then the path guard (a path with a control character cannot even be rendered), then the outage
 * middleware (it answers 503 when the session lookup cannot reach the database), then the refusal
 * middleware (a resource route that threw an AppError answers its Problem).
 */
export const middleware: Route.MiddlewareFunction[] = [
  requestTimeMiddleware,
  pathGuardMiddleware,
  databaseOutageMiddleware,
  refusalMiddleware,
  sessionMiddleware,
  flashMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  const [settings, favoriteUuids, analytics] = await Promise.all([
    getPublicSettings(),
    user ? listFavoriteUuids(user.id) : [],
    analyticsFor(request.headers.get("cookie")),
  ]);
  return {
    origin: siteOrigin(request),
    settings,
    analytics,
    user,
    favoriteUuids,
    googleEnabled: isGoogleEnabled(getConfig()),
    // The maps' tiles (app/components/map/): a lazy map chunk reads them through useMapTiles.
    mapTiles: { url: getConfig().MAP_TILE_URL, attribution: getConfig().MAP_TILE_ATTRIBUTION },
    flash: getFlash(context),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // A signed-in person's saved theme wins over this device's, from the first paint.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const themePreference = rootData?.user?.themePreference;
  const nonce = useNonce();
  return (
    <html lang="es-AR" data-theme-preference={themePreference} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#1d64e0" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1120" />
        {/* Runs before first paint so a server-rendered page never flashes the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        <Meta />
        <Links />
        {/* Always rendered, so a client-side navigation only changes its text: the browser checks
            that against the nonce this element was parsed with. */}
        <style nonce={nonce}>{usePageColorRules()}</style>
      </head>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        {children}
        <LazyToaster position={useToastPosition()} richColors closeButton />
        <AnalyticsTracker config={rootData?.analytics} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The admin-chosen colours the matched routes show (categories, banks): each route's loader returns
 * them as `colorRules` (core/color-rules.ts), for the <style> above. A style="" attribute would need
 * 'unsafe-inline' in the CSP.
 */
function usePageColorRules(): string {
  return useMatches()
    .map((match) => (match.loaderData as { colorRules?: unknown } | undefined)?.colorRules)
    .filter((rules) => typeof rules === "string")
    .join("");
}

/**
 * Toasts sit at the top on wide screens and at the bottom on phones, where the top would cover the
 * header's buttons (Salir, the bell) while a toast is showing. 768 px is the spec's mobile breakpoint.
 */
function useToastPosition(): "top-center" | "bottom-center" {
  const [position, setPosition] = useState<"top-center" | "bottom-center">("top-center");
  useEffect(() => {
    const phone = window.matchMedia("(max-width: 767px)");
    const update = () => setPosition(phone.matches ? "bottom-center" : "top-center");
    update();
    phone.addEventListener("change", update);
    return () => phone.removeEventListener("change", update);
  }, []);
  return position;
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash);
  useServiceWorker();
  return <Outlet />;
}

/**
 * The service worker, the update notice and the offline directory (app/pwa/register.ts): a lazy
 * chunk started after the page's `load`, so none of it is in the first download. Production only:
 * the dev server has no /sw.js.
 */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    const start = () => void import("./pwa/register.ts").then((pwa) => pwa.startPwa(), console.error);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, []);
}

/** Shows the toast a redirect carried (sign-in, sign-out, a saved form), once. */
function useFlashToast(flash: Route.ComponentProps["loaderData"]["flash"]) {
  useEffect(() => {
    if (!flash) return;
    toast[flash.type](flash.title, { id: flash.id, description: flash.description });
  }, [flash]);
}

/** Failures of the root itself (its loader, the layouts' own loaders): the same pages, without the chrome. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
