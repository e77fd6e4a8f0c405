/**
 * Sends the confirmation e-mail again. Better Auth answers the same whether or not the address has
 * an unconfirmed account, so this never tells anyone which e-mails are registered.
 */
import { getAuth } from "../auth.ts";
import { headersWithoutCookies, runAuthCall } from "./auth-call.ts";
import { confirmationCallbackURL } from "./targets.ts";

export const RESEND_FALLBACK = "No pudimos reenviar el email de confirmación.";

export type ResendOutcome = { ok: true } | { ok: false; code: string | null; message: string };

export async function resendConfirmation(request: Request, email: string, target: string): Promise<ResendOutcome> {
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
  return result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };
}
