/**
 * Forgotten password: ask for a link by e-mail, then choose a new password with the link's token.
 * Asking answers the same for any address (no account enumeration); only a rate limit or a
 * failure of ours is reported.
 */
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth, PASSWORD_RESET_PATH } from "../auth.ts";
import { codeForStatus, linkErrorMessage } from "../auth-errors.ts";
import { headersWithoutCookies, runAuthCall } from "./auth-call.ts";

export const RESET_FALLBACK = "No pudimos cambiar tu contraseña. Por favor, intenta de nuevo.";

export async function requestPasswordReset(request: Request, email: string): Promise<Result<void>> {
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
  if (result.ok) return ok(undefined);
  // Whatever Better Auth thinks of the address stays private; limits and outages do not.
  if (result.status === 429 || result.status >= 500)
    return fail(codeForStatus(result.status, result.code), result.message);
  return ok(undefined);
}

/**
 * A link that is the problem itself answers `gone` (expired) or `not_found` (used or unknown) with
 * the link's sentence; any other refusal is a bad request with Better Auth's sentence in Spanish.
 */
export async function resetPassword(request: Request, token: string, newPassword: string): Promise<Result<void>> {
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
  if (result.ok) return ok(undefined);
  if (result.code === "TOKEN_EXPIRED") return fail("gone", linkErrorMessage(result.code));
  if (result.code === "INVALID_TOKEN") return fail("not_found", linkErrorMessage(result.code));
  return fail("bad_request", result.message);
}
