/**
 * The analytics tools in the browser (a lazy chunk, loaded only when an id is set): each tool's
 * script is added once per page load through the DOM (no inline script: the CSP's host list allows
 * them), set up without its automatic page view, and told about each page view.
 */
import { type AnalyticsConfig, analyticsScriptUrls, createPageViewGate } from "#core/analytics.ts";

type Queue = (...args: unknown[]) => void;

interface FacebookQueue extends Queue {
  callMethod?: Queue;
  queue: unknown[];
  push: Queue;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Queue;
    fbq?: FacebookQueue;
    _fbq?: FacebookQueue;
  }
}

let started = false;
const isNewPage = createPageViewGate();

/** Loads the tools (first call only) and records one page view per new address. */
export function trackPageView(config: AnalyticsConfig, pathAndSearch: string): void {
  if (!started) {
    started = true;
    start(config);
  }
  if (!isNewPage(pathAndSearch)) return;
  const page = { page_path: pathAndSearch, page_location: location.href, page_title: document.title };
  const { ids } = config;
  if (ids.googleAnalytics) window.gtag?.("event", "page_view", { ...page, send_to: ids.googleAnalytics });
  // Tag Manager's container decides what to do with it (a GA4 tag on the "page_view" event).
  if (ids.googleTagManager) window.dataLayer?.push({ event: "page_view", ...page });
  if (ids.facebookPixel) window.fbq?.("track", "PageView");
}

function start(config: AnalyticsConfig): void {
  const urls = analyticsScriptUrls(config);
  const { ids } = config;
  if (ids.googleAnalytics || ids.googleTagManager) window.dataLayer = window.dataLayer ?? [];
  if (ids.googleAnalytics && urls.googleAnalytics) {
    // gtag.js reads its commands as Arguments objects, as Google's snippet pushes them.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the Arguments object itself
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ids.googleAnalytics, { anonymize_ip: true, send_page_view: false });
    addScript(urls.googleAnalytics, "Google Analytics");
  }
  if (ids.googleTagManager && urls.googleTagManager) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(urls.googleTagManager, "Google Tag Manager");
  }
  if (ids.facebookPixel && urls.facebookPixel) {
    window.fbq = window.fbq ?? facebookQueue();
    // fbevents.js would count every history.pushState as a PageView of its own: we send them.
    window.fbq.disablePushState = true;
    window.fbq("init", ids.facebookPixel);
    addScript(urls.facebookPixel, "Facebook Pixel");
  }
}

/** Facebook's snippet's stub: queues calls until fbevents.js takes over through callMethod. */
function facebookQueue(): FacebookQueue {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, args);
    else fbq.queue.push(args);
  }) as FacebookQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  window._fbq = window._fbq ?? fbq;
  return fbq;
}

function addScript(src: string, name: string): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  // Blocked by an extension, offline, refused by the CSP: the site works the same without it.
  script.onerror = () => console.warn(`Analítica: no se pudo cargar ${name} (${src})`);
  document.head.appendChild(script);
}
