/**
 * "Email": asks Better Auth to change the account's address. Nothing changes until the link sent to
 * the NEW address is opened (proving the person owns it); then Better Auth updates users.email and
 * our hook mirrors it into profiles.email. An address that already has an account gets the same
 * answer as any other (Better Auth sends nothing then), so the form can't be used to probe accounts.
 */
import { emailSchema, MESSAGES } from "#core/account-validation.ts";
import { fail, ok, type Result } from "#core/errors.ts";
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

const underNewEmail = (message: string) => fail("validation", message, { newEmail: message });

/** Answers that belong under the password field (the re-authentication, decision 18). */
const PASSWORD_ANSWERS = new Set<string>([MESSAGES.reauthRequired, WRONG_CURRENT_PASSWORD]);

export async function requestEmailChange(
  currentEmail: string,
  headers: Headers,
  rawEmail: unknown,
  currentPassword?: string,
): Promise<Result<string>> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return underNewEmail(parsed.error.issues[0]?.message ?? "");
  const newEmail = parsed.data;
  if (newEmail === currentEmail.toLowerCase()) return underNewEmail(SAME_EMAIL_MESSAGE);
  try {
    const auth = await getAuth();
    // currentPassword is not Better Auth's: our before hook reads it (server/platform/auth/reauth.ts).
    const body = { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK, ...(currentPassword ? { currentPassword } : {}) };
    await auth.api.changeEmail({ body, headers });
  } catch (error) {
    const { message } = describeAuthError(error, CHANGE_EMAIL_FALLBACK);
    return PASSWORD_ANSWERS.has(message)
      ? fail("validation", message, { currentPassword: message })
      : fail("bad_request", message);
  }
  return ok(newEmail);
}
