/**
 * Forgotten password: ask for a link by e-mail, then choose a new password with the link's token.
 * Asking answers the same for any address (no account enumeration); only a rate limit or a
 * failure of ours is reported.
 */
import { getAuth, PASSWORD_RESET_PATH } from "../auth.ts";
import { headersWithoutCookies, runAuthCall } from "./auth-call.ts";

export const RESET_FALLBACK = "No pudimos cambiar tu contraseña. Por favor, intenta de nuevo.";

export type ResetRequestOutcome = { ok: true } | { ok: false; message: string };

export async function requestPasswordReset(request: Request, email: string): Promise<ResetRequestOutcome> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      auth.api.requestPasswordReset({
        body: { email, redirectTo: PASSWORD_RESET_PATH },
        headers: headersWithoutCookies(request),
        asResponse: true,
      }),
    RESET_FALLBACK,
  );
  if (result.ok) return { ok: true };
  // Whatever Better Auth thinks of the address stays private; limits and outages do not.
  if (result.status === 429 || result.status >= 500) return { ok: false, message: result.message };
  return { ok: true };
}

export type ResetOutcome =
  | { ok: true }
  | { ok: false; code: string | null; message: string /** The link itself is the problem. */; badLink: boolean };

export async function resetPassword(request: Request, token: string, newPassword: string): Promise<ResetOutcome> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      auth.api.resetPassword({
        body: { token, newPassword },
        headers: headersWithoutCookies(request),
        asResponse: true,
      }),
    RESET_FALLBACK,
  );
  if (result.ok) return { ok: true };
  const badLink = result.code === "INVALID_TOKEN" || result.code === "TOKEN_EXPIRED";
  return { ok: false, code: result.code, message: result.message, badLink };
}
