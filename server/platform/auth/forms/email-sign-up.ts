/**
 * E-mail sign-up through Better Auth. It sends the confirmation e-mail itself; the link comes back
 * to /auth/confirmado with the page the person started from.
 */
import { getAuth } from "../auth.ts";
import { runAuthCall } from "./auth-call.ts";
import { confirmationCallbackURL } from "./targets.ts";

export const SIGN_UP_FALLBACK = "Error desconocido al registrarse";

export type SignUpOutcome = { ok: true } | { ok: false; code: string | null; message: string };

export async function signUpWithEmail(
  request: Request,
  input: { fullName: string; email: string; password: string },
  target: string,
): Promise<SignUpOutcome> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      auth.api.signUpEmail({
        body: {
          name: input.fullName,
          email: input.email,
          password: input.password,
          callbackURL: confirmationCallbackURL(target),
        },
        headers: request.headers,
        asResponse: true,
      }),
    SIGN_UP_FALLBACK,
  );
  return result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };
}
