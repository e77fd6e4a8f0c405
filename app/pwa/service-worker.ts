/// <reference lib="webworker" />
/**
 * Vilma's service worker, bundled after `react-router build` by tooling/service-worker-build.ts
 * (workbox-build injects the precache list into `self.__WB_MANIFEST`) and served at /sw.js.
 *
 * - The built JS/CSS, icons and manifest are precached; the offline page is kept per build.
 * - Pages (navigations and React Router's .data requests) are network first with a short timeout,
 *   falling back to the copy of a recently visited public page (core/offline-pages.ts says which);
 *   a page never visited sends the person to the offline page (a redirect, so the page hydrates as
 *   itself). The API, sign-in and signed-in areas are never stored.
 * - Images are cache first, bounded.
 * - A new version waits until the page asks it to take over ("Actualizar", app/pwa/register.ts):
 *   never a silent skipWaiting under an open tab.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import { isCacheablePage, OFFLINE_PATH, offlineFallbackPath, pageOfDataRequest } from "#core/offline-pages.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };
/** Replaced at build time: a hash of the precache list. */
declare const __VILMA_BUILD__: string;

const OFFLINE_CACHE = `vilma-offline-${__VILMA_BUILD__}`;
const PAGES_CACHE = "vilma-pages";
const DATA_CACHE = "vilma-page-data";
const IMAGES_CACHE = "vilma-images";
const NETWORK_TIMEOUT_SECONDS = 4;
const DAY = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener("install", (event) => {
  // Signed out on purpose: the offline page must not carry the person's name from the install.
  event.waitUntil(
    caches.open(OFFLINE_CACHE).then((cache) => cache.add(new Request(OFFLINE_PATH, { credentials: "omit" }))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith("vilma-offline-") && n !== OFFLINE_CACHE).map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Signing out forgets the pages seen while signed in (their header carried the person's name).
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname === "/auth/salir") {
    event.waitUntil(Promise.all([caches.delete(PAGES_CACHE), caches.delete(DATA_CACHE)]));
  }
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const pageExpiration = () => new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true });

// The offline page itself: the network when there is one, else this build's copy.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && url.pathname === OFFLINE_PATH,
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await caches.match(OFFLINE_PATH, { cacheName: OFFLINE_CACHE })) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isCacheablePage(url.pathname),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), pageExpiration()],
  }),
);

// Client-side navigations load "/page.data": kept like the page, so a visited page opens offline
// both by link and by address.
registerRoute(
  ({ request, url }) => {
    if (request.method !== "GET" || !sameOrigin(url)) return false;
    const page = pageOfDataRequest(url.pathname);
    return page !== null && isCacheablePage(page);
  },
  new NetworkFirst({
    cacheName: DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), pageExpiration()],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === "image" && sameOrigin(url) && !url.pathname.startsWith("/api/"),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Every other navigation (signed-in areas included) goes to the network; any that fails offline,
// with nothing kept, lands on the offline page.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === "navigate" && sameOrigin(url)) {
    return Response.redirect(new URL(offlineFallbackPath(url.pathname, url.search), self.location.origin).href, 302);
  }
  return Response.error();
});
