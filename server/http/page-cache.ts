import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createTtlCache } from "../cache/ttl-cache.ts";

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * Micro-caches whole HTML pages that are identical for every anonymous visitor (the home page, the
 * category list) for a few seconds: rendering them costs ~10 ms of CPU, serving a copy almost none.
 * Requests with cookies (signed-in people) and anything but a plain GET of the document bypass it.
 */
export function pageCache(options: { build: ServerBuild; mode: string; paths: string[]; ttlMs: number }) {
  const handler = createRequestHandler(options.build, options.mode);
  const cache = createTtlCache<CachedPage | null>({ ttlMs: options.ttlMs, maxEntries: options.paths.length });
  const paths = new Set(options.paths);

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" || !paths.has(req.path) || req.originalUrl !== req.path || req.headers.cookie) {
      next();
      return;
    }
    try {
      const page = await cache.get(req.path, async () => {
        const url = new URL(req.path, `http://${req.headers.host ?? "localhost"}`);
        const response = await handler(new Request(url, { headers: { accept: "text/html" } }));
        if (response.status !== 200) return null;
        return {
          status: response.status,
          headers: [...response.headers.entries()],
          body: Buffer.from(await response.arrayBuffer()),
        };
      });
      if (!page) {
        next();
        return;
      }
      for (const [name, value] of page.headers) res.setHeader(name, value);
      res.status(page.status).send(page.body);
    } catch (error) {
      next(error);
    }
  };
}
