/**
 * The Content-Security-Policy: scripts and styles only from our origin or carrying this request's
 * nonce (no 'unsafe-inline'), no plugins, no <base> hijacking, never framed. server.ts generates a
 * nonce per request and hands it to the app in a request header (entry.server.tsx puts it on React
 * Router's inline scripts; app/lib/nonce.tsx gives it to the theme bootstrap in root.tsx and to the
 * pages' colour rules). The analytics tools' hosts are added per response,
 * only when their ids are set (`analyticsCsp`).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { type AnalyticsConfig, type AnalyticsCspSources, analyticsCspSources } from "#core/analytics.ts";
import { logger } from "../logger.ts";

export const NONCE_HEADER = "x-vilma-csp-nonce";

/** A fresh nonce for each request, replacing anything a client sent under the same header. */
export function cspNonce(): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64url");
    res.locals.cspNonce = nonce;
    req.headers[NONCE_HEADER] = nonce;
    next();
  };
}

type Directive = string | ((req: unknown, res: { locals: Record<string, unknown> }) => string);

/**
 * Reads which analytics tools this page loads (`analyticsFor`: the site settings, cached; the server
 * entry hands it in, so HTTP plumbing does not reach into a feature) before Helmet writes the
 * policy, so the policy names their hosts only when an id is set. Only page requests need it; a
 * failure to read the settings (database down) only leaves the tools out.
 */
export function analyticsCsp(
  analyticsFor: (cookieHeader: string | undefined) => Promise<AnalyticsConfig | null>,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" && req.headers.accept?.includes("text/html")) {
      try {
        const analytics = await analyticsFor(req.headers.cookie);
        if (analytics) res.locals.analyticsCsp = analyticsCspSources(analytics);
      } catch (error) {
        logger.debug({ err: error }, "csp: sin la configuración de analítica");
      }
    }
    next();
  };
}

/** A directive's sources, with the analytics hosts this response allows. */
function withAnalytics(kind: keyof AnalyticsCspSources, sources: Directive[]): Directive {
  return (req, res) => {
    const extra = (res.locals.analyticsCsp as AnalyticsCspSources | undefined)?.[kind] ?? [];
    return [...sources.map((s) => (typeof s === "string" ? s : s(req, res))), ...extra].join(" ");
  };
}

/**
 * Helmet's directives. Development keeps 'unsafe-inline' for Vite's injected scripts and styles (never
 * production). `imageOrigins` are other hosts whose images we show: the sign-in provider's, for the
 * profile photos it hands us (Google's are on googleusercontent.com; a configured stand-in's on its own origin).
 * `mapTileUrl` (MAP_TILE_URL): the map's tiles are images from its origin.
 */
export function cspDirectives(
  options: { dev?: boolean; imageOrigins?: string[]; mapTileUrl?: string } = {},
): Record<string, Directive[] | null> {
  const tileOrigin = options.mapTileUrl ? mapTileOrigin(options.mapTileUrl) : null;
  const nonce: Directive = (_req, res) => `'nonce-${String(res.locals.cspNonce)}'`;
  return {
    "script-src": [withAnalytics("script", options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce])],
    // Stylesheets from this origin only (Helmet's default also allowed any https: host), and <style>
    // elements with the nonce (a page's admin-chosen colours: core/color-rules.ts, root.tsx). A
    // nonce never allows a style="" attribute: server-rendered markup uses classes; what React sets
    // after hydration goes through the CSSOM, which the policy does not govern. Development keeps
    // 'unsafe-inline' for the styles Vite injects (a nonce beside it would turn it off).
    "style-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "img-src": [
      withAnalytics("img", [
        "'self'",
        "data:",
        "blob:",
        "https://*.googleusercontent.com",
        ...(options.imageOrigins ?? []),
        ...(tileOrigin ? [tileOrigin] : []),
      ]),
    ],
    // blob: the photo preview before upload is a blob: URL the browser reads back.
    "connect-src": [withAnalytics("connect", ["'self'", "blob:", ...(options.dev ? ["ws:"] : [])])],
    // The service worker (/sw.js) and the web manifest, both from this origin only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "upgrade-insecure-requests": null,
  };
}

/**
 * The origin of a tile URL template, as a CSP source: `https://tile.openstreetmap.org/{z}/{x}/{y}.png`
 * → `https://tile.openstreetmap.org`; a subdomain placeholder (`https://{s}.tile.example.com/…`)
 * becomes a wildcard (`https://*.tile.example.com`). Null when it is not an http(s) URL.
 */
export function mapTileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#\s]+)/i.exec(template);
  if (!match) return null;
  const [, scheme, rawHost] = match as unknown as [string, string, string];
  const host = rawHost.replace(/\{[a-z]+\}/gi, "*");
  // Only a whole leading label may be a wildcard in a CSP host source.
  if (!/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(host) && !/^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) return null;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}
