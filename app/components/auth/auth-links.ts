/** Links to /auth that keep the page to come back to. Isomorphic: the header and the server use it. */

/** /auth with the target kept (left out when it is the default). */
export function authPath(target: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  if (target !== "/") query.set("redirectTo", target);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}
