/**
 * Mercado Pago's webhook signature, as its documentation gives it: the `x-signature` header is
 * "ts=<unix time>,v1=<hex HMAC-SHA256>", computed with the webhook secret over the manifest
 * "id:<data.id>;request-id:<x-request-id>;ts:<ts>;", where data.id comes from the query string
 * and is lowercased when alphanumeric. A part missing from the notification leaves the manifest.
 * A notification older (or newer) than `maxAgeMs` is refused: a captured one cannot be sent again later.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  let manifest = "";
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  return `${manifest}ts:${ts};`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

export function verifyWebhookSignature(input: {
  header: string | null;
  requestId: string | null;
  dataId: string | null;
  secret: string;
  now: Date;
  maxAgeMs?: number;
}): SignatureCheck {
  if (!input.header) return { ok: false, reason: "missing" };
  const parts = new Map<string, string>();
  for (const part of input.header.split(",")) {
    const at = part.indexOf("=");
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false, reason: "malformed" };
  // Seconds as documented; milliseconds also seen in the wild.
  const tsMs = ts.length > 11 ? Number(ts) : Number(ts) * 1000;
  if (Math.abs(input.now.getTime() - tsMs) > (input.maxAgeMs ?? SIGNATURE_MAX_AGE_MS))
    return { ok: false, reason: "stale" };
  const expected = createHmac("sha256", input.secret)
    .update(signatureManifest(input.dataId, input.requestId, ts))
    .digest();
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: "mismatch" };
}
