/**
 * "Contraseña": current + new + confirmation. Better Auth checks the current password, stores the
 * new hash and, because a changed password usually means "someone else may know the old one",
 * closes every other session. It also replaces this browser's session: the Set-Cookie it answers
 * must reach the browser or the person would be signed out.
 */

import { MESSAGES } from "#core/account-validation.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { WRONG_CURRENT_PASSWORD } from "../platform/auth/auth-errors.ts";
import { describeAuthError } from "./auth-error.ts";

export const CHANGE_PASSWORD_FALLBACK = "No pudimos cambiar la contraseña. Probá de nuevo en unos minutos.";

export type ChangePasswordResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; field?: "currentPassword" | "newPassword"; message: string };

/** `input` has passed the form's schema (core/profile-forms.ts) in the action. */
export async function changePassword(
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
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
    return { ok: true, setCookies: result.headers.getSetCookie() };
  } catch (error) {
    const problem = describeAuthError(error, CHANGE_PASSWORD_FALLBACK);
    if (problem.message === WRONG_CURRENT_PASSWORD) {
      return { ok: false, field: "currentPassword", message: problem.message };
    }
    // The common-password list lives on the server only (server/platform/auth/input-rules.ts).
    if (problem.message === MESSAGES.passwordCommon)
      return { ok: false, field: "newPassword", message: problem.message };
    return { ok: false, message: problem.message };
  }
}
