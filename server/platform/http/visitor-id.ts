/**
 * Who a request comes from, for counting without storing addresses: keyed hashes (HMAC with the
 * app's secret), so the stored value can't be turned back into an IP by hashing the 4 billion
 * IPv4 addresses, and every instance with the same AUTH_SECRET computes the same value.
 */
import { createHmac } from "node:crypto";
import { getConfig } from "../config.ts";
import { resolveAuthSecret } from "../signing-secret.ts";
import { CLIENT_IP_HEADER } from "./request-guards.ts";

let secret: string | undefined;
function key(): string {
  secret ??= resolveAuthSecret(getConfig());
  return secret;
}

function keyedHash(...parts: string[]): string {
  return createHmac("sha256", key()).update(parts.join("\u0000")).digest("base64url").slice(0, 32);
}

/** The client's address as server.ts resolved it (never what the client claims); "sin-ip" if none. */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "sin-ip";
}

/**
 * A visitor for "once per visitor per hour" counts: the signed-in user's id, else IP + user agent
 * hashed with a salt that changes every UTC day (a visitor can't be followed from one day to the next).
 */
export function visitorId(request: Request, userId: string | null, now: Date = new Date()): string {
  if (userId) return `u:${userId}`;
  const day = now.toISOString().slice(0, 10);
  return `a:${keyedHash("visitor", day, clientIp(request), request.headers.get("user-agent") ?? "")}`;
}

/** One client (its address) for "seen from several clients" rules, stable across days. */
export function clientHash(request: Request): string {
  return keyedHash("client", clientIp(request));
}
