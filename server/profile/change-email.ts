/**
 * "Email": asks Better Auth to change the account's address. Nothing changes until the link sent to
 * the NEW address is opened (proving the person owns it); then Better Auth updates users.email and
 * our hook mirrors it into profiles.email. An address that already has an account gets the same
 * answer as any other (Better Auth sends nothing then), so the form can't be used to probe accounts.
 */
import { emailSchema } from "#core/account-validation.ts";
import { getAuth } from "../auth/auth.ts";
import { describeAuthError } from "./auth-error.ts";

/** Where the confirmation link lands: the profile, which then says the change is done. */
export const EMAIL_CHANGED_CALLBACK = "/profile?email=confirmado";
export const SAME_EMAIL_MESSAGE = "Ese ya es tu email.";
export const CHANGE_EMAIL_FALLBACK = "No pudimos pedir el cambio de email. Probá de nuevo en unos minutos.";

export function emailChangeSentMessage(newEmail: string): string {
  return `Te enviamos un enlace a ${newEmail} para confirmar el cambio.`;
}

export type ChangeEmailResult = { ok: true; newEmail: string } | { ok: false; field?: "newEmail"; message: string };

export async function requestEmailChange(
  currentEmail: string,
  headers: Headers,
  rawEmail: unknown,
): Promise<ChangeEmailResult> {
  const parsed = emailSchema.safeParse(rawEmail);
  if (!parsed.success) return { ok: false, field: "newEmail", message: parsed.error.issues[0]?.message ?? "" };
  const newEmail = parsed.data;
  if (newEmail === currentEmail.toLowerCase()) return { ok: false, field: "newEmail", message: SAME_EMAIL_MESSAGE };
  try {
    const auth = await getAuth();
    await auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGED_CALLBACK }, headers });
  } catch (error) {
    return { ok: false, message: describeAuthError(error, CHANGE_EMAIL_FALLBACK).message };
  }
  return { ok: true, newEmail };
}
