/**
 * /auth/verificacion's server half (decision 26): the authenticator's code or a recovery code,
 * checked by Better Auth's two-factor plugin against the challenge cookie the password step left.
 * The `before` hook in auth.ts throttles every attempt like a password and refuses a used code.
 */
import { getDb } from "#server/platform/db/client.ts";
import { getAuth, SESSION_COOKIE_PREFIX } from "../auth.ts";
import { getUserAccess } from "../roles.ts";
import { TWO_FACTOR_COOKIE } from "../second-step.ts";
import { runAuthCall } from "./auth-call.ts";

export const SECOND_STEP_FALLBACK = "No pudimos verificar el código. Por favor, intenta de nuevo.";

export type SecondStepMethod = "totp" | "recovery";

export type SecondStepOutcome =
  | { ok: true; setCookies: string[]; isAdmin: boolean }
  | {
      ok: false;
      status: number;
      code: string | null;
      message: string;
      /** The challenge is gone (timed out, spent, too many tries): back to the password. */
      expired: boolean;
      setCookies: string[];
    };

/** Codes that mean the challenge itself is over, whatever was typed. */
const EXPIRED_CODES = new Set([
  "INVALID_TWO_FACTOR_COOKIE",
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "TOTP_NOT_ENABLED",
  "TWO_FACTOR_NOT_ENABLED",
  "BACKUP_CODES_NOT_ENABLED",
]);

/** A pending challenge in this browser (its cookie; Better Auth checks its signature and its age). */
export function hasChallengeCookie(request: Request): boolean {
  const name = `${SESSION_COOKIE_PREFIX}.${TWO_FACTOR_COOKIE}=`;
  return (request.headers.get("cookie") ?? "").split(/;\s*/).some((c) => c.replace(/^__Secure-/, "").startsWith(name));
}

export async function verifySecondStep(
  request: Request,
  method: SecondStepMethod,
  code: string,
): Promise<SecondStepOutcome> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      method === "totp"
        ? auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true })
        : auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true }),
    SECOND_STEP_FALLBACK,
  );
  if (!result.ok) {
    return {
      ok: false,
      status: result.status,
      code: result.code,
      message: result.message,
      expired: result.code !== null && EXPIRED_CODES.has(result.code),
      setCookies: result.setCookies,
    };
  }
  const user = result.body?.user as { id?: unknown } | undefined;
  const userId = typeof user?.id === "string" ? user.id : "";
  const access = userId ? await getUserAccess(await getDb(), userId) : { isAdmin: false };
  return { ok: true, setCookies: result.setCookies, isAdmin: access.isAdmin };
}
