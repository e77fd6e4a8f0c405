/**
 * A local stand-in for the analytics tools' script hosts, for the browser tests: it serves a tiny
 * gtag.js (/gtag/js?id=), gtm.js (/gtm.js?id=) and fbevents.js (/en_US/fbevents.js) that take over
 * the queues the page set up (window.dataLayer, window.fbq) the way the real ones do, and report
 * to /collect:
 *   - "loaded" once per script run (with gtag's config: anonymize_ip, send_page_view; with the
 *     Pixel: whether its own history.pushState page views were turned off);
 *   - "page_view" for gtag's `event page_view`, a dataLayer `{event: "page_view"}` (Tag Manager) and
 *     the Pixel's `track PageView`. Like the real fbevents.js, the Pixel also counts every
 *     history.pushState as a PageView unless `fbq.disablePushState` is set.
 * Google's hits go through fetch (connect-src), the Pixel's through an image (img-src), as theirs do.
 * GET /__test/hits?id=… lists what was received for one tool id; GET /__test/health.
 *
 * Run on its own: `node tests/analytics/server.ts` (ANALYTICS_PORT, default 3246; ANALYTICS_HOST).
 */
import { createServer, type Server } from "node:http";
import { closeServer, runAsProcess } from "#tests/setup/stand-in.ts";

export const DEFAULT_ANALYTICS_PORT = 3246;

export interface AnalyticsHit {
  tool: "ga" | "gtm" | "fb";
  kind: "loaded" | "page_view";
  id: string;
  path: string;
  /** Only on "loaded": the settings the tool was started with. */
  settings?: Record<string, string>;
  at: string;
}

const TOOLS = new Set(["ga", "gtm", "fb"]);
const KINDS = new Set(["loaded", "page_view"]);

function script(origin: string, body: string): string {
  return `(function () {
  var collect = ${JSON.stringify(`${origin}/collect`)};
  function query(hit) {
    return Object.keys(hit).map(function (k) { return encodeURIComponent(k) + "=" + encodeURIComponent(String(hit[k])); }).join("&");
  }
  function viaFetch(hit) { fetch(collect + "?" + query(hit), { mode: "no-cors", keepalive: true }); }
  function viaImage(hit) { new Image().src = collect + "?" + query(hit); }
  function here() { return location.pathname + location.search; }
${body}
})();`;
}

/** gtag.js: reads the Arguments objects gtag() pushed, then every later push. */
const GTAG = `
  var dl = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript.src).searchParams.get("id");
  function handle(item) {
    if (!item || typeof item !== "object" || typeof item.length !== "number") return;
    if (item[0] === "config" && item[1] === id) {
      var c = item[2] || {};
      viaFetch({ tool: "ga", kind: "loaded", id: id, path: here(), anonymize_ip: c.anonymize_ip, send_page_view: c.send_page_view });
      if (c.send_page_view !== false) viaFetch({ tool: "ga", kind: "page_view", id: id, path: here() });
    }
    if (item[0] === "event" && item[1] === "page_view") {
      var p = item[2] || {};
      viaFetch({ tool: "ga", kind: "page_view", id: p.send_to || id, path: p.page_path || here() });
    }
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dl, arguments);
  };`;

/** gtm.js: reads the plain objects pushed to the dataLayer. */
const GTM = `
  var dl = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript.src).searchParams.get("id");
  function handle(item) {
    if (!item || typeof item !== "object" || typeof item.length === "number") return;
    if (item.event === "gtm.js") viaFetch({ tool: "gtm", kind: "loaded", id: id, path: here() });
    if (item.event === "page_view") viaFetch({ tool: "gtm", kind: "page_view", id: id, path: item.page_path || here() });
  }
  for (var i = 0; i < dl.length; i++) handle(dl[i]);
  var push = dl.push;
  dl.push = function () {
    for (var j = 0; j < arguments.length; j++) handle(arguments[j]);
    return push.apply(dl, arguments);
  };`;

/** fbevents.js: takes over fbq's queue through callMethod; counts pushState unless disabled. */
const FBEVENTS = `
  var fbq = window.fbq;
  if (!fbq) return;
  var pixel = "";
  function call(command, name) {
    if (command === "init") {
      pixel = String(name);
      viaImage({ tool: "fb", kind: "loaded", id: pixel, path: here(), disablePushState: fbq.disablePushState === true });
    }
    if (command === "track" && name === "PageView") viaImage({ tool: "fb", kind: "page_view", id: pixel, path: here() });
  }
  var queue = fbq.queue || [];
  fbq.callMethod = function () { call.apply(null, arguments); };
  for (var i = 0; i < queue.length; i++) call.apply(null, queue[i]);
  queue.length = 0;
  var pushState = history.pushState;
  history.pushState = function () {
    var result = pushState.apply(history, arguments);
    if (fbq.disablePushState !== true && pixel) call("track", "PageView");
    return result;
  };`;

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export async function startAnalyticsStandin(options: { port?: number; host?: string } = {}) {
  const host = options.host ?? "127.0.0.1";
  const hits: AnalyticsHit[] = [];
  let origin = "";

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", origin || "http://localhost");
    const js = (body: string) => {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      res.end(script(origin, body));
    };
    if (url.pathname === "/gtag/js") return js(GTAG);
    if (url.pathname === "/gtm.js") return js(GTM);
    if (url.pathname === "/en_US/fbevents.js") return js(FBEVENTS);
    if (url.pathname === "/collect") {
      const p = Object.fromEntries(url.searchParams);
      const { tool = "", kind = "", id = "", path: pagePath = "", ...settings } = p;
      if (TOOLS.has(tool) && KINDS.has(kind)) {
        hits.push({
          tool: tool as AnalyticsHit["tool"],
          kind: kind as AnalyticsHit["kind"],
          id,
          path: pagePath,
          ...(kind === "loaded" && { settings }),
          at: new Date().toISOString(),
        });
      }
      res.writeHead(200, {
        "content-type": "image/gif",
        "cache-control": "no-store",
        "access-control-allow-origin": "*",
      });
      return res.end(GIF);
    }
    if (url.pathname === "/__test/hits") {
      const id = url.searchParams.get("id");
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify(id ? hits.filter((h) => h.id === id) : hits));
    }
    if (url.pathname === "/__test/health") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end('{"ok":true}');
    }
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    stop: () => closeServer(server),
  };
}

runAsProcess(
  import.meta.url,
  () =>
    startAnalyticsStandin({
      port: Number(process.env.ANALYTICS_PORT ?? DEFAULT_ANALYTICS_PORT),
      host: process.env.ANALYTICS_HOST ?? "127.0.0.1",
    }),
  (standin) => `Analítica simulada en ${standin.url}`,
);
