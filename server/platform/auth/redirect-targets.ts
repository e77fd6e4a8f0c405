/**
 * Every place Better Auth's endpoints take to send the browser afterwards (a confirmation link's
 * `callbackURL`, a reset's `redirectTo`, Google's `errorCallbackURL`…) passes the app's one rule,
 * `safeRedirectPath`, before Better Auth sees it: its own check let "/.//evil.example" through and
 * then resolved it into "//evil.example" (issue 21 §4.1). A target that is not one of this site's
 * paths refuses the request; a safe one goes on as `safeRedirectPath` wrote it (resolved, encoded).
 */
import { safeRedirectPath } from "#core/urls.ts";

/** The fields Better Auth (and its OAuth plugin) redirect to, in a body or a query string. */
export const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL", "returnTo"];

export const INVALID_REDIRECT_CODE = "INVALID_CALLBACK_URL";

export type RedirectTargetsCheck =
  | { refused: string }
  | {
      refused: null /** The fields whose value changes (resolved, encoded); null when none does. */;
      changed: Record<string, string> | null;
    };

export function checkRedirectTargets(fields: Record<string, unknown> | null | undefined): RedirectTargetsCheck {
  let changed: Record<string, string> | null = null;
  if (!fields || typeof fields !== "object") return { refused: null, changed };
  for (const field of REDIRECT_FIELDS) {
    const value = fields[field];
    // Absent or empty: Better Auth redirects nowhere (or to its own default).
    if (value === undefined || value === null || value === "") continue;
    if (typeof value !== "string") return { refused: field };
    const safe = safeRedirectPath(value, "");
    if (!safe) return { refused: field };
    if (safe !== value) changed = { ...(changed ?? {}), [field]: safe };
  }
  return { refused: null, changed };
}
