/**
 * The Content-Security-Policy: scripts only from our origin or carrying this request's nonce (no
 * 'unsafe-inline'), no plugins, no <base> hijacking, never framed. server.ts generates a nonce per
 * request and hands it to the app in a request header (entry.server.tsx puts it on React Router's
 * inline scripts, root.tsx on the theme bootstrap).
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

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
 * Helmet's directives. Development keeps 'unsafe-inline' for Vite's injected scripts (never
 * production). `imageOrigins` are other hosts whose images we show: the sign-in provider's, for the
 * profile photos it hands us (Google's are on googleusercontent.com; a configured stand-in's on its own origin).
 */
export function cspDirectives(
  options: { dev?: boolean; imageOrigins?: string[] } = {},
): Record<string, Directive[] | null> {
  const nonce: Directive = (_req, res) => `'nonce-${String(res.locals.cspNonce)}'`;
  return {
    "script-src": options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "frame-ancestors": ["'none'"],
    "img-src": ["'self'", "data:", "blob:", "https://*.googleusercontent.com", ...(options.imageOrigins ?? [])],
    // blob: the photo preview before upload is a blob: URL the browser reads back.
    "connect-src": ["'self'", "blob:", ...(options.dev ? ["ws:"] : [])],
    // The service worker (/sw.js) and the web manifest, both from this origin only.
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "upgrade-insecure-requests": null,
  };
}
