/**
 * E-mail + password sign-in through Better Auth, plus the role that decides where the person lands.
 * With the second step on (decision 26) a right password makes no session yet: Better Auth answers
 * `twoFactorRedirect` with the challenge cookie, and the person goes on to /auth/verificacion.
 */
import { getDb } from "#server/platform/db/client.ts";
import { getAuth } from "../auth.ts";
import { getUserAccess } from "../roles.ts";
import { runAuthCall } from "./auth-call.ts";

export const SIGN_IN_FALLBACK = "Error desconocido al iniciar sesión";

export type SignInOutcome =
  | { ok: true; secondStep: false; setCookies: string[]; userId: string; isAdmin: boolean }
  | { ok: true; secondStep: true; setCookies: string[] }
  | { ok: false; code: string | null; message: string; unverified: boolean };

export async function signInWithEmail(
  request: Request,
  input: { email: string; password: string },
): Promise<SignInOutcome> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () =>
      auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: request.headers,
        asResponse: true,
      }),
    SIGN_IN_FALLBACK,
  );
  if (!result.ok) {
    return { ok: false, code: result.code, message: result.message, unverified: result.code === "EMAIL_NOT_VERIFIED" };
  }
  if (result.body?.twoFactorRedirect === true) return { ok: true, secondStep: true, setCookies: result.setCookies };
  const user = result.body?.user as { id?: unknown } | undefined;
  const userId = typeof user?.id === "string" ? user.id : "";
  const access = userId ? await getUserAccess(await getDb(), userId) : { isAdmin: false };
  return { ok: true, secondStep: false, setCookies: result.setCookies, userId, isAdmin: access.isAdmin };
}
