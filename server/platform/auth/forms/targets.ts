/**
 * Where people land after signing in or confirming their account. Pure, so the rules are tested
 * on their own.
 */
import { safeRedirectPath } from "#core/urls.ts";
import { EMAIL_CONFIRMED_PATH } from "../auth.ts";

export const ADMIN_HOME = "/admin/dashboard";

/**
 * The ?redirectTo= a page may send people back to: same-site paths only, and never the auth
 * pages themselves (sending a signed-in person back to /auth would loop).
 */
export function authTarget(redirectTo: string | null | undefined): string {
  const target = safeRedirectPath(redirectTo);
  const pathname = target.split(/[?#]/)[0] ?? "/";
  if (pathname === "/auth" || pathname.startsWith("/auth/") || pathname.startsWith("/api/")) return "/";
  return target;
}

/** The spec: an administrator whose target is the root goes to the admin dashboard. */
export function landingPath(user: { isAdmin: boolean }, target: string): string {
  return user.isAdmin && target === "/" ? ADMIN_HOME : target;
}

/** The page the confirmation link leads to, carrying the target so the person ends where they began. */
export function confirmationCallbackURL(target: string): string {
  return target === "/" ? EMAIL_CONFIRMED_PATH : `${EMAIL_CONFIRMED_PATH}?redirectTo=${encodeURIComponent(target)}`;
}
