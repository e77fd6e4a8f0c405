/**
 * The site's own URLs that both sides build: where to sign in and come back, and which `redirectTo`
 * targets are safe to follow. Isomorphic: the header, the guards and the actions share them.
 */

const SELF = "http://vilma.invalid";

/**
 * Only paths of this site: an open redirect through ?redirectTo= makes phishing easy. Browsers drop
 * tabs and line feeds from URLs and read "\" as "/", so "/\t/evil.example" would become
 * "//evil.example": any control character or backslash refuses the target, and what is left must
 * resolve to this origin.
 *
 * What comes back is the target as the URL parser resolved it, not as it was typed: dot segments
 * gone and every character outside printable ASCII percent-encoded. So a Location header can carry
 * it (a "€" made the redirect a 500; "ñ" went out as raw bytes), and nothing that resolves it again
 * (Better Auth appends "?error=…" that way) can turn "/.//evil.example" into "//evil.example": a
 * resolved path starting with "//" is refused, and so is an encoded "/" or "\" in the path, which
 * anything that decodes before resolving would read as one.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  if (/[\p{Cc}\\]/u.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SELF);
  } catch {
    return fallback;
  }
  if (url.origin !== SELF || url.pathname.startsWith("//") || /%(2f|5c)/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, coming back to `back` afterwards (left out when it is the home page), plus any `extra` query. */
export function signInPath(back = "/", extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const target = safeRedirectPath(back);
  if (target !== "/") query.set("redirectTo", target);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}
