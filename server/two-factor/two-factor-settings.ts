/**
 * /profile's "Verificación en dos pasos" (decision 26), through Better Auth's two-factor plugin:
 *
 * 1. **Activar** (password) stores a new secret, not yet in force, and answers the QR code, the
 *    secret as text and a setup token. The token proves that this browser typed the password: only
 *    with it does a wrong first code show the QR code again (a stolen session alone never sees a secret).
 * 2. **Confirmar** (the app's first code) puts it in force; the recovery codes are shown once, then.
 * 3. **Códigos nuevos** and **Desactivar** ask for the password again.
 *
 * Each change writes an audit entry for the person. Better Auth replaces the session when the second
 * step is turned on or off: the new cookie travels back with the answer.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import {
  groupSecret,
  secretFromTotpUri,
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  TWO_FACTOR_MESSAGES,
} from "#core/two-factor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { runAuthCall } from "../platform/auth/forms/auth-call.ts";
import type { SessionUser } from "../platform/auth/session.ts";
import { getDb } from "../platform/db/client.ts";
import { accounts, twoFactors, users } from "../platform/db/schema.ts";
import { type QrPath, qrPath } from "./qr-code.ts";

export const TWO_FACTOR_FALLBACK = "No pudimos cambiar la verificación en dos pasos. Por favor, intenta de nuevo.";

export interface TwoFactorSettings {
  enabled: boolean;
  /** Recovery codes still unused (null when it is off). */
  recoveryCodesLeft: number | null;
  /** Google-only accounts have no password to confirm these changes with. */
  hasPassword: boolean;
}

/** What the page shows between "Activar" and the first right code. */
export interface TwoFactorSetup {
  qr: QrPath;
  /** The base32 secret in groups of four, for apps that cannot scan. */
  secret: string;
  setupToken: string;
}

type Failure = { ok: false; message: string; field?: "password" | "code"; status: number };

async function authSecretKey() {
  const auth = await getAuth();
  return (await auth.$context).secretConfig;
}

/** The setup token: a keyed hash of the stored (encrypted) secret, so it dies with that secret. */
async function setupTokenFor(userId: string, storedSecret: string): Promise<string> {
  const auth = await getAuth();
  const { secret } = await auth.$context;
  return createHmac("sha256", secret).update(`2fa-setup:${userId}:${storedSecret}`).digest("base64url");
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function setupView(userId: string, uri: string, storedSecret: string): Promise<TwoFactorSetup> {
  return {
    qr: qrPath(uri),
    secret: groupSecret(secretFromTotpUri(uri) ?? ""),
    setupToken: await setupTokenFor(userId, storedSecret),
  };
}

/** The otpauth:// URI Better Auth answered on "Activar", rebuilt from the stored (encrypted) secret. */
export async function totpUriFromStored(email: string, storedSecret: string): Promise<string> {
  const raw = await symmetricDecrypt({ key: await authSecretKey(), data: storedSecret });
  const query = new URLSearchParams({
    secret: base32Encode(new TextEncoder().encode(raw)),
    issuer: TOTP_ISSUER,
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_S),
  });
  return `otpauth://totp/${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}?${query}`;
}

function base32Encode(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

async function pendingSecret(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, false)));
  return row?.secret ?? null;
}

export async function readTwoFactorSettings(userId: string): Promise<TwoFactorSettings> {
  const db = await getDb();
  const [[user], [credential]] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
      .limit(1),
  ]);
  const enabled = user?.enabled === true;
  let recoveryCodesLeft: number | null = null;
  if (enabled) {
    const auth = await getAuth();
    const codes = await auth.api.viewBackupCodes({ body: { userId } }).catch(() => null);
    recoveryCodesLeft = codes?.backupCodes.length ?? 0;
  }
  return { enabled, recoveryCodesLeft, hasPassword: Boolean(credential) };
}

/** A refusal of a password-confirmed change: a wrong password shows under the password field. */
function refused(result: { code: string | null; message: string; status: number }): Failure {
  return {
    ok: false,
    message: result.message,
    field: result.code === "INVALID_PASSWORD" ? "password" : undefined,
    status: result.status === 429 ? 429 : 400,
  };
}

const audit = async (user: SessionUser, action: string, ip: string | null) =>
  recordAudit(await getDb(), { actor: { id: user.id, ip }, action, entity: { type: "user", id: user.id } });

/** "Activar": the password, then a new secret (not in force until confirmed) and its QR code. */
export async function startTwoFactor(
  user: SessionUser,
  headers: Headers,
  password: string,
): Promise<{ ok: true; setup: TwoFactorSetup } | Failure> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () => auth.api.enableTwoFactor({ body: { password, issuer: TOTP_ISSUER }, headers, asResponse: true }),
    TWO_FACTOR_FALLBACK,
  );
  if (!result.ok) return refused(result);
  const uri = String(result.body?.totpURI ?? "");
  const stored = await pendingSecret(user.id);
  if (!secretFromTotpUri(uri) || !stored) return { ok: false, message: TWO_FACTOR_FALLBACK, status: 500 };
  return { ok: true, setup: await setupView(user.id, uri, stored) };
}

/**
 * "Confirmar": the app's first code puts the second step in force and answers the recovery codes
 * (shown this once) with the new session's cookie. A wrong code keeps the setup on screen only for
 * the browser that holds its token.
 */
export async function confirmTwoFactor(
  user: SessionUser,
  headers: Headers,
  code: string,
  setupToken: string | undefined,
  ip: string | null,
): Promise<{ ok: true; recoveryCodes: string[]; setCookies: string[] } | (Failure & { setup: TwoFactorSetup | null })> {
  const stored = await pendingSecret(user.id);
  if (!stored) return { ok: false, message: TWO_FACTOR_MESSAGES.setupExpired, status: 400, setup: null };
  const auth = await getAuth();
  const result = await runAuthCall(
    () => auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }),
    TWO_FACTOR_FALLBACK,
  );
  if (!result.ok) {
    const ours = setupToken && sameToken(setupToken, await setupTokenFor(user.id, stored));
    return {
      ok: false,
      message: result.message,
      field: "code",
      status: result.status === 429 ? 429 : 400,
      setup: ours ? await setupView(user.id, await totpUriFromStored(user.email, stored), stored) : null,
    };
  }
  const codes = await auth.api.viewBackupCodes({ body: { userId: user.id } });
  await audit(user, "user.two_factor_on", ip);
  return { ok: true, recoveryCodes: codes.backupCodes, setCookies: result.setCookies };
}

/** "Generar códigos nuevos": the old ones stop working. */
export async function renewRecoveryCodes(
  user: SessionUser,
  headers: Headers,
  password: string,
  ip: string | null,
): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () => auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true }),
    TWO_FACTOR_FALLBACK,
  );
  if (!result.ok) return refused(result);
  const codes = result.body?.backupCodes;
  if (!Array.isArray(codes)) return { ok: false, message: TWO_FACTOR_FALLBACK, status: 500 };
  await audit(user, "user.recovery_codes_renew", ip);
  return { ok: true, recoveryCodes: codes.map(String) };
}

/** "Desactivar": with the password; answers the new session's cookie. */
export async function turnOffTwoFactor(
  user: SessionUser,
  headers: Headers,
  password: string,
  ip: string | null,
): Promise<{ ok: true; setCookies: string[] } | Failure> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () => auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
    TWO_FACTOR_FALLBACK,
  );
  if (!result.ok) return refused(result);
  await audit(user, "user.two_factor_off", ip);
  return { ok: true, setCookies: result.setCookies };
}
