/**
 * Ends the session on the server and clears its cookie. The spec counts 401, 403 and 404 from the
 * auth service as success (there was nothing left to end); the cookie is cleared in every case.
 */
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth } from "../auth.ts";
import { codeForStatus } from "../auth-errors.ts";
import { runAuthCall } from "./auth-call.ts";

export const SIGN_OUT_FALLBACK = "Error desconocido al cerrar sesión";

const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

/** Answers the Set-Cookie lines that clear the session. */
export async function signOutSession(request: Request): Promise<Result<string[]>> {
  const auth = await getAuth();
  const result = await runAuthCall(
    () => auth.api.signOut({ headers: request.headers, asResponse: true }),
    SIGN_OUT_FALLBACK,
  );
  if (!result.ok && !ALREADY_SIGNED_OUT.has(result.status)) {
    return fail(codeForStatus(result.status, result.code), result.message);
  }
  return ok([...result.setCookies, ...(await clearedSessionCookies(result.setCookies))]);
}

/** Expired copies of the session cookies Better Auth did not clear itself. */
async function clearedSessionCookies(already: string[]): Promise<string[]> {
  const context = await (await getAuth()).$context;
  const cookies = [context.authCookies.sessionToken, context.authCookies.sessionData];
  return cookies
    .filter((cookie) => !already.some((line) => line.startsWith(`${cookie.name}=`)))
    .map((cookie) => {
      const secure = cookie.attributes.secure ? "; Secure" : "";
      return `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
    });
}
