/**
 * E-mail sign-up through Better Auth. It sends the confirmation e-mail itself; the link comes back
 * to /auth/confirmado with the page the person started from.
 */
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth } from "../auth.ts";
import { runAuthCall } from "./auth-call.ts";
import { confirmationCallbackURL } from "./targets.ts";

export const SIGN_UP_FALLBACK = "Error desconocido al registrarse";

export async function signUpWithEmail(
  request: Request,
  input: { fullName: string; email: string; password: string },
  target: string,
): Promise<Result<void>> {
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
  if (result.ok) return ok(undefined);
  // Only the rate limit has its own status on the form (429); any other refusal is a 400.
  return fail(result.code === "TOO_MANY_ATTEMPTS" ? "rate_limited" : "bad_request", result.message);
}
