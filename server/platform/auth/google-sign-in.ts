/**
 * Starting "Continuar con Google" from a plain link (GET /auth/google?redirectTo=…&mode=…).
 *
 * Better Auth's sign-in endpoint is a POST that answers with the provider's URL and sets the state
 * and PKCE cookies. Calling it here, server-side, and answering a 302 lets the button be a link:
 * it works without JavaScript, and a cross-origin redirect after a form post would be blocked by
 * our CSP's form-action rule. After Google, people come back through the /auth page, which sends
 * a signed-in person where the spec says (an administrator going to "/" lands on /admin/dashboard);
 * on failure they come back to the same page, with Better Auth's `error` and `error_description`
 * added, and /auth shows "Error de autenticación" (or nothing when they cancelled).
 */

import { safeRedirectPath, signInPath } from "#core/urls.ts";
import { z } from "#core/zod.ts";
import { getConfig } from "../config.ts";
import { flashCookie } from "../http/flash.ts";
import { logger } from "../logger.ts";
import { getAuth } from "./auth.ts";
import { GOOGLE_FALLBACK_MESSAGE } from "./auth-errors.ts";
import { GOOGLE_PROVIDER_ID, isGoogleEnabled } from "./google.ts";

export const GOOGLE_FAILURE_TITLE = "Error de autenticación";

export type GoogleSignInMode = "signin" | "signup";

const QuerySchema = z.object({
  redirectTo: z.string().max(2048).nullish(),
  // The sign-up tab's button says "Registrarse con Google"; Google itself does the same either way.
  mode: z.enum(["signin", "signup"]).catch("signin"),
});

export interface GoogleSignInRequest {
  /** A same-site path (never another site: an open redirect would make phishing easy). */
  target: string;
  mode: GoogleSignInMode;
}

export function parseGoogleSignInQuery(url: URL): GoogleSignInRequest {
  const parsed = QuerySchema.safeParse({
    redirectTo: url.searchParams.get("redirectTo"),
    mode: url.searchParams.get("mode") ?? undefined,
  });
  if (!parsed.success) return { target: "/", mode: "signin" };
  return { target: safeRedirectPath(parsed.data.redirectTo, "/"), mode: parsed.data.mode };
}

/**
 * The /auth page that finishes the trip: signed in → the target (by role); failed → the form, on
 * the tab the person started from (/auth reads `tab=registro`).
 */
export function authLandingPath(target: string, mode: GoogleSignInMode = "signin"): string {
  return signInPath(target, mode === "signup" ? { tab: "registro" } : {});
}

/** The body of Better Auth's POST /sign-in/social for our Google provider. */
export function googleSignInBody({ target, mode }: GoogleSignInRequest) {
  const landing = authLandingPath(target, mode);
  return {
    provider: GOOGLE_PROVIDER_ID,
    callbackURL: landing,
    newUserCallbackURL: landing,
    errorCallbackURL: landing,
    requestSignUp: mode === "signup",
    // We answer the redirect ourselves, with the cookies Better Auth set.
    disableRedirect: true,
  };
}

function redirectTo(location: string, setCookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

async function failure({ target, mode }: GoogleSignInRequest, description = GOOGLE_FALLBACK_MESSAGE) {
  return redirectTo(authLandingPath(target, mode), [
    await flashCookie({ type: "error", title: GOOGLE_FAILURE_TITLE, description }),
  ]);
}

/** Only an http(s) URL may come back as the provider's address. */
function providerUrl(body: unknown): string | null {
  const url = (body as { url?: unknown } | null)?.url;
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export async function startGoogleSignIn(request: Request, options: { signedIn: boolean }): Promise<Response> {
  const wanted = parseGoogleSignInQuery(new URL(request.url));
  // Nothing to start: without credentials the button is not even shown; signed in already: go on.
  if (!isGoogleEnabled(getConfig()) || options.signedIn) return redirectTo(authLandingPath(wanted.target, wanted.mode));

  let response: Response;
  try {
    const auth = await getAuth();
    response = await auth.api.signInSocial({
      body: googleSignInBody(wanted),
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    logger.error({ err: error }, "google: no se pudo iniciar el acceso");
    return failure(wanted);
  }

  const body = await response.json().catch(() => null);
  if (!response.ok) {
    // 429 from our limiter carries a Spanish message worth showing; anything else stays generic.
    const message = (body as { message?: unknown } | null)?.message;
    if (response.status !== 429) logger.warn({ status: response.status, body }, "google: acceso rechazado");
    return failure(wanted, response.status === 429 && typeof message === "string" ? message : undefined);
  }
  const location = providerUrl(body);
  if (!location) {
    logger.error({ body }, "google: Better Auth no devolvió la dirección del proveedor");
    return failure(wanted);
  }
  return redirectTo(location, response.headers.getSetCookie());
}
