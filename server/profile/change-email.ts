/**
 * "Email": asks Better Auth to change the account's address. Nothing changes until the link sent to
 * the NEW address is opened (proving the person owns it); then Better Auth updates users.email and
 * our hook mirrors it into profiles.email. An address that already has an account gets the same
 * answer as any other (Better Auth sends nothing then), so the form can't be used to probe accounts.
 */
import { emailSchema, MESSAGES } from "#core/account-validation.ts";
import { getAuth } from "../platform/auth/auth.ts";
import { WRONG_CURRENT_PASSWORD } from "../platform/auth/auth-errors.ts";
import { describeAuthError } from "./auth-error.ts";

/** Where the confirmation link lands: the profile, which then says the change is done. */
export const EMAIL_CHANGED_CALLBACK = "/profile?email=confirmado";
export const SAME_EMAIL_MESSAGE = "Ese ya es tu email.";
export const CHANGE_EMAIL_FALLBACK = "No pudimos pedir el cambio de email. Probá de nuevo en unos minutos.";

export function emailChangeSentMessage(newEmail: string): string {
  return `Te enviamos un enlace a ${newEmail} para confirmar el cambio.`;
}

export type ChangeEmailResult =
  | { ok: true; newEmail: string }
  | { ok: false; field?: "newEmail" | "currentPassword"; message: string };

/** Answers that belong under the password field (the re-authentication, decision 18). */
const PASSWORD_ANSWERS = new Set<string>([MESSAGES.reauthRequired, WRONG_CURRENT_PASSWORD]);

export async function requestEmailChange(
  currentEmail: string,
  headers: Headers,
  rawEmail: unknown,
  currentPassword?: string,
): Promise<ChangeEmailResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return { ok: false, field: "newEmail", message: parsed.error.issues[0]?.message ?? "" };
  const newEmail = parsed.data;
  if (newEmail === currentEmail.toLowerCase()) return { ok: false, field: "newEmail", message: SAME_EMAIL_MESSAGE };
  try {
    const auth = await getAuth();
    // currentPassword is not Better Auth's: our before hook reads it (server/platform/auth/reauth.ts).
    const body = { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK, ...(currentPassword ? { currentPassword } : {}) };
    await auth.api.changeEmail({ body, headers });
  } catch (error) {
    const { message } = describeAuthError(error, CHANGE_EMAIL_FALLBACK);
    return { ok: false, message, ...(PASSWORD_ANSWERS.has(message) ? { field: "currentPassword" as const } : {}) };
  }
  return { ok: true, newEmail };
}
