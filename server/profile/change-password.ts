/**
 * "Contraseña": current + new + confirmation. Better Auth checks the current password, stores the
 * new hash and, because a changed password usually means "someone else may know the old one",
 * closes every other session. It also replaces this browser's session: the Set-Cookie it answers
 * must reach the browser or the person would be signed out.
 */

import { MESSAGES } from "#core/account-validation.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { WRONG_CURRENT_PASSWORD } from "../platform/auth/auth-errors.ts";
import { describeAuthError } from "./auth-error.ts";

export const CHANGE_PASSWORD_FALLBACK = "No pudimos cambiar la contraseña. Probá de nuevo en unos minutos.";

/**
 * `input` has passed the form's schema (core/profile-forms.ts) in the action. Answers the Set-Cookie
 * lines of the new session.
 */
export async function changePassword(
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<Result<string[]>> {
  try {
    const auth = await getAuth();
    const result = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    return ok(result.headers.getSetCookie());
  } catch (error) {
    const problem = describeAuthError(error, CHANGE_PASSWORD_FALLBACK);
    if (problem.message === WRONG_CURRENT_PASSWORD) {
      return fail("validation", problem.message, { currentPassword: problem.message });
    }
    // The common-password list lives on the server only (server/platform/auth/input-rules.ts).
    if (problem.message === MESSAGES.passwordCommon)
      return fail("validation", problem.message, { newPassword: problem.message });
    return fail("bad_request", problem.message);
  }
}
