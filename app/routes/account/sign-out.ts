/**
 * /auth/salir: POST only (the header's "Salir" is a form, so a link or a prefetch can never sign
 * anyone out). Ends the session in Better Auth and forwards its cleared cookie.
 */
import { redirect } from "react-router";
import { fail } from "#core/errors.ts";
import { setCookieHeaders } from "#server/platform/auth/forms/auth-call.ts";
import { SIGN_OUT_FALLBACK, signOutSession } from "#server/platform/auth/forms/sign-out.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { logger } from "#server/platform/logger.ts";
import type { Route } from "./+types/sign-out";

export const loader = () => redirect("/");

export async function action({ request }: Route.ActionArgs) {
  let outcome: Awaited<ReturnType<typeof signOutSession>>;
  try {
    outcome = await signOutSession(request);
  } catch (error) {
    logger.error({ err: error }, "cierre de sesión: error inesperado");
    outcome = fail("unexpected", SIGN_OUT_FALLBACK);
  }
  if (!outcome.ok) {
    return redirectWithToast(backTo(request), {
      type: "error",
      title: "Error al cerrar sesión",
      description: outcome.problem.message || SIGN_OUT_FALLBACK,
    });
  }
  return redirectWithToast(
    "/",
    { type: "success", title: "Sesión cerrada", description: "Has cerrado sesión correctamente." },
    { headers: setCookieHeaders(outcome.value) },
  );
}

/** On failure, back to the page the button was on (same site only). */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : "/";
  } catch {
    return "/";
  }
}
