/**
 * Which pages the service worker (app/pwa/service-worker.ts) may keep for offline use. Public pages
 * only: anything behind sign-in, the API and the sign-in screens themselves are never stored on the
 * phone, and resource routes (feeds, sitemaps, CSV exports) are not pages.
 */

/** First path segments that are never cached: the API, sign-in, and every signed-in-only area. */
// "contacto" shows a signed-in person their own name and e-mail in its form.
const NEVER_CACHED = new Set([
  "api",
  "auth",
  "admin",
  "mi-comercio",
  "favorites",
  "profile",
  "notifications",
  "contacto",
]);

/** The page the worker falls back to for a page never visited. */
export const OFFLINE_PATH = "/offline";

/** A page path (no ".data" suffix) the worker may keep: network first, this copy when offline. */
export function isCacheablePage(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  if (NEVER_CACHED.has(first)) return false;
  if (pathname === OFFLINE_PATH) return false;
  // Resource routes: /sitemap.xml, /robots.txt, /magazine/rss.xml, …/estadisticas.csv, the category sprite.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * React Router's data requests for a client-side navigation ("/farmacia-x.data"; "/_.data" for "/"),
 * as the page path they load, read as React Router's server reads them (getNormalizedPath in
 * react-router's server-runtime/urls); null for anything else.
 */
export function pageOfDataRequest(pathname: string): string | null {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (!pathname.endsWith(".data")) return null;
  return pathname.slice(0, -".data".length);
}

/** Where the worker sends a navigation it cannot answer: the offline page, remembering the address. */
export function offlineFallbackPath(pathname: string, search: string): string {
  const from = `${pathname}${search}`;
  return from === "/" ? OFFLINE_PATH : `${OFFLINE_PATH}?desde=${encodeURIComponent(from)}`;
}
