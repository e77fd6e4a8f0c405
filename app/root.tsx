import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Toaster, toast } from "sonner";
import { isGoogleEnabled } from "#server/auth/google.ts";
import { getOptionalUser, sessionMiddleware } from "#server/auth/guards.ts";
import { getConfig } from "#server/config.ts";
import { listFavoriteUuids } from "#server/favorites/list-favorite-uuids.ts";
import { flashMiddleware, getFlash } from "#server/http/flash.ts";
import { getPublicSettings } from "#server/settings/public-settings.ts";
import { siteOrigin } from "#server/site-origin.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { NotFoundPage } from "./components/not-found-page.tsx";
import { themeBootstrapScript } from "./theme/theme-script.ts";

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware, flashMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  const [settings, favoriteUuids] = await Promise.all([getPublicSettings(), user ? listFavoriteUuids(user.id) : []]);
  return {
    origin: siteOrigin(request),
    settings,
    user,
    favoriteUuids,
    googleEnabled: isGoogleEnabled(getConfig()),
    flash: getFlash(context),
  };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  // A signed-in person's saved theme wins over this device's, from the first paint.
  const themePreference = useRouteLoaderData<typeof loader>("root")?.user?.themePreference;
  return (
    <html lang="es-AR" data-theme-preference={themePreference} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d64e0" />
        {/* Runs before first paint so a server-rendered page never flashes the wrong theme. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no user input */}
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        {children}
        <Toaster position={useToastPosition()} richColors closeButton />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
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
  return <Outlet />;
}

/** Shows the toast a redirect carried (sign-in, sign-out, a saved form), once. */
function useFlashToast(flash: Route.ComponentProps["loaderData"]["flash"]) {
  useEffect(() => {
    if (!flash) return;
    toast[flash.type](flash.title, { id: flash.id, description: flash.description });
  }, [flash]);
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const forbidden = status === 403;
  const reason = isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : null;
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{forbidden ? "Sin permiso | Vilma" : "Error | Vilma"}</title>
      <p className="font-bold text-6xl text-brand-600">{status}</p>
      <h1 className="font-semibold text-2xl">
        {forbidden ? "No tenés permiso para ver esta página" : "Algo salió mal"}
      </h1>
      <p className="text-fg-muted">
        {forbidden
          ? (reason ?? "Tu cuenta no tiene acceso a esta sección.")
          : status >= 500
            ? "Tuvimos un problema para mostrar esta página. Probá de nuevo en unos minutos."
            : (reason ?? "No pudimos procesar tu pedido.")}
      </p>
      <a href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
        Volver al inicio
      </a>
    </main>
  );
}
