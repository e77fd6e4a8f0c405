import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createTtlCache } from "../cache/ttl-cache.ts";
import { allowedHosts, siteOrigin } from "../site-origin.ts";
import { NONCE_HEADER } from "./csp.ts";

/** The pages server.ts micro-caches (see pageCache), and for how long at most. */
export const MICRO_CACHED_PAGES = ["/", "/categories", "/ofertas", "/ofertas?tab=bancos"];
export const PAGE_CACHE_MS = 30_000;

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML with PLACEHOLDER where each visitor's CSP nonce goes. */
  html: string;
}

/**
 * Micro-caches whole HTML pages that are identical for every anonymous visitor (the home page, the
 * category list, /ofertas' two tabs) for a few seconds: rendering them costs ~10–30 ms of CPU,
 * serving a copy almost none. `paths` are exact URLs, query included ("/ofertas?tab=bancos"): any
 * other query string renders as usual. Only pages whose loader has no per-visit effect belong here
 * (a business page counts its views: not here). Writers' clearPublicCaches empties it too.
 * Requests with cookies (signed-in people) and anything but a plain GET of the document bypass it.
 * A copy is rendered with a random placeholder as its nonce, replaced on every serve by the nonce of
 * the request being answered (which the CSP header names), so cached pages keep a strict policy.
 * A copy is rendered for, and kept under, the site's origin (siteOrigin: PUBLIC_URL or an allowed
 * host, never an unknown Host header), so one request cannot put another site into everyone's copy.
 */
export function pageCache(options: { build: ServerBuild; mode: string; paths: string[]; ttlMs: number }) {
  const handler = createRequestHandler(options.build, options.mode);
  // One copy per path and allowed origin, plus the default origin's.
  const maxEntries = options.paths.length * (allowedHosts().length + 1);
  const cache = createTtlCache<CachedPage | null>({ ttlMs: options.ttlMs, maxEntries });
  const paths = new Set(options.paths);
  // Random per process: nobody can guess it into a page's text to have it replaced.
  const placeholder = `cache${randomBytes(16).toString("hex")}`;

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !paths.has(req.originalUrl) || req.headers.cookie) {
      next();
      return;
    }
    try {
      const origin = siteOrigin(`${req.protocol}://${req.host ?? "localhost"}/`);
      const page = await cache.get(`${origin}${req.originalUrl}`, async () => {
        const url = new URL(req.originalUrl, origin);
        const headers = { accept: "text/html", [NONCE_HEADER]: placeholder };
        const response = await handler(new Request(url, { headers }));
        if (response.status !== 200) return null;
        return { status: response.status, headers: [...response.headers.entries()], html: await response.text() };
      });
      if (!page) {
        next();
        return;
      }
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.status(page.status).send(page.html.replaceAll(placeholder, String(res.locals.cspNonce)));
    } catch (error) {
      next(error);
    }
  };
}
