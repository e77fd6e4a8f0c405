/**
 * /auth/confirmado: where Better Auth's confirmation link lands. On success Better Auth has already
 * signed the person in (the cookie came with its redirect); on failure it adds ?error=CODE.
 * Nothing to render: each case moves on with a toast.
 */
import { signInPath } from "#core/urls.ts";
import { authTarget } from "#server/platform/auth/forms/targets.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/email-confirmed";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = authTarget(url.searchParams.get("redirectTo"));
  const error = url.searchParams.get("error");
  if (error) {
    return redirectWithToast(signInPath(target), {
      type: "error",
      title: "No pudimos confirmar tu cuenta",
      description:
        error === "TOKEN_EXPIRED"
          ? "El enlace de confirmación venció. Iniciá sesión con tu email y contraseña y te ofrecemos enviarte uno nuevo."
          : "El enlace de confirmación no es válido o ya venció. Iniciá sesión con tu email y contraseña y te ofrecemos enviarte uno nuevo.",
    });
  }
  if (getOptionalUser(context)) {
    return redirectWithToast(target, {
      type: "success",
      title: "¡Cuenta confirmada!",
      description: "Ya podés usar Vilma.",
    });
  }
  // An account confirmed earlier: Better Auth sends them here without signing them in.
  return redirectWithToast(signInPath(target), {
    type: "info",
    title: "Tu cuenta ya está confirmada",
    description: "Iniciá sesión para continuar.",
  });
}
