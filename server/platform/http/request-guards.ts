/** Express middleware that every request passes before the app. */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";

/** The header clientIpHeader fills with the client's address (never trusted from the client itself). */
export const CLIENT_IP_HEADER = "x-vilma-client-ip";

/**
 * The client's address for rate limits and session records, as Express resolved it under the
 * configured "trust proxy". Whatever a client sent in this header is thrown away first.
 */
export function clientIpHeader(): RequestHandler {
  return (req, _res, next) => {
    delete req.headers[CLIENT_IP_HEADER];
    if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser says come from another site (a forged form
 * post): the Origin header names another host, or Sec-Fetch-Site says cross-site. Requests
 * without either (curl, scripts) are not browsers carrying a victim's cookies.
 */
export function rejectCrossSiteWrites(allowedOrigins: () => string[] = () => []): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    let crossSite = fetchSite === "cross-site";
    if (origin === "null") {
      // Browsers send "null" for a same-origin form post under a no-referrer policy; trust their
      // own Sec-Fetch-Site then, and refuse an opaque origin that doesn't say where it comes from.
      crossSite = fetchSite !== "same-origin";
    } else if (origin) {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        host = null;
      }
      crossSite = host !== req.get("host") && !allowedOrigins().includes(origin);
    }
    if (!crossSite) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Solicitud rechazada: viene de otro sitio.");
  };
}

/**
 * TRUST_PROXY as Express wants it. "false" (the default) or empty trusts no forwarded header: the
 * client address is the connection's, so nobody can choose it by sending X-Forwarded-For.
 */
export function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false" || value.trim() === "") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The methods some route answers (loaders take GET and HEAD, actions the others). */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const SERVED = new Set<string>(SERVED_METHODS);
const NOT_SERVED_MESSAGE = `Método no admitido: este sitio atiende ${SERVED_METHODS.join(", ")}.`;

/**
 * A method no route takes (TRACE, OPTIONS, PROPFIND, PURGE…) is answered here, 501 with Allow: React
 * Router cannot even build a request for TRACE (a 500 and a stack in the log per request), and logs a
 * stack for the others before its 405 (issue 21 §4.4).
 */
export function refuseUnservedMethods(): RequestHandler {
  return (req, res, next) => {
    if (SERVED.has(req.method)) return next();
    res
      .status(501)
      .set({ Allow: SERVED_METHODS.join(", "), "Cache-Control": "no-store" })
      .type("text/plain; charset=utf-8")
      .send(NOT_SERVED_MESSAGE);
  };
}

/**
 * CONNECT never reaches Express: Node hands it to the server's "connect" listener, and with none it
 * drops the connection without a word. This listener answers the same 501 and closes it.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = Buffer.from(NOT_SERVED_MESSAGE);
  socket.on("error", () => {});
  socket.end(
    "HTTP/1.1 501 Not Implemented\r\n" +
      `Allow: ${SERVED_METHODS.join(", ")}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${body.length}\r\n` +
      "Connection: close\r\n\r\n" +
      NOT_SERVED_MESSAGE,
  );
}
