/**
 * Sends the confirmation e-mail again. Better Auth answers the same whether or not the address has
 * an unconfirmed account, so this never tells anyone which e-mails are registered.
 */
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth } from "../auth.ts";
import { headersWithoutCookies, runAuthCall } from "./auth-call.ts";
import { confirmationCallbackURL } from "./targets.ts";

export const RESEND_FALLBACK = "No pudimos reenviar el email de confirmación.";

export async function resendConfirmation(request: Request, email: string, target: string): Promise<Result<void>> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      auth.api.sendVerificationEmail({
        body: { email, callbackURL: confirmationCallbackURL(target) },
        // Signed out by definition: a stray session cookie would make Better Auth compare addresses.
        headers: headersWithoutCookies(request),
        asResponse: true,
      }),
    RESEND_FALLBACK,
  );
  if (result.ok) return ok(undefined);
  return fail(result.code === "TOO_MANY_ATTEMPTS" ? "rate_limited" : "bad_request", result.message);
}
