/**
 * What an authenticator app does (RFC 6238: HMAC-SHA1, 30-second periods, 6 digits), written
 * independently of Better Auth so the tests check its codes against the standard, not against itself.
 */
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`base32 inválido: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator shows at `at` (a Date or epoch milliseconds) for a base32 secret. */
export function totpCode(base32Secret: string, at: Date | number = Date.now(), offsetPeriods = 0): string {
  const ms = typeof at === "number" ? at : at.getTime();
  const counter = Math.floor(ms / 30_000) + offsetPeriods;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac("sha1", base32Decode(base32Secret)).update(message).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, "0");
}

/** The secret inside an otpauth:// URI. */
export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`sin secreto: ${totpUri}`);
  return secret;
}
