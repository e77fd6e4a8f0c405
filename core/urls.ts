/**
 * The site's own URLs that both sides build: where to sign in and come back, and which `redirectTo`
 * targets are safe to follow. Isomorphic: the header, the guards and the actions share them.
 */

const SELF = "http://vilma.invalid";

/**
 * Only paths of this site: an open redirect through ?redirectTo= makes phishing easy. Browsers drop
 * tabs and line feeds from URLs and read "\" as "/", so "/\t/evil.example" would become
 * "//evil.example": any control character refuses the target, and what is left must resolve to
 * this origin.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\p{Cc}\\]/u.test(target)) return fallback;
  try {
    if (new URL(target, SELF).origin !== SELF) return fallback;
  } catch {
    return fallback;
  }
  return target;
}

/** /auth, coming back to `back` afterwards (left out when it is the home page), plus any `extra` query. */
export function signInPath(back = "/", extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const target = safeRedirectPath(back);
  if (target !== "/") query.set("redirectTo", target);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}
