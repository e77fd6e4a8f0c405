/**
 * The account forms' rules, shared by the browser (messages under the fields) and the server (which
 * never trusts the browser). The first three messages are the spec's, word for word.
 */
import { z } from "#core/zod.ts";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const MESSAGES = {
  email: "Ingresa un email válido",
  passwordShort: "La contraseña debe tener al menos 6 caracteres",
  passwordLong: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres`,
  nameShort: "El nombre debe tener al menos 2 caracteres",
  nameLong: `El nombre no puede tener más de ${NAME_MAX_LENGTH} caracteres`,
  nameMarkup: "El nombre no puede contener los caracteres < ni >",
  passwordRequired: "Ingresá tu contraseña actual",
  passwordsDiffer: "Las contraseñas no coinciden",
  /** Checked on the server only (the list stays there): sign-up, reset and change. */
  passwordCommon: "Esa contraseña es muy común. Elegí otra.",
  /** A suspended account trying to sign in (server/platform/auth/ban.ts). */
  banned: "Tu cuenta está suspendida. Si creés que es un error, escribinos.",
  /** Changing the e-mail needs a recent sign-in or the current password (decision 18). */
  reauthRequired: "Por seguridad, ingresá tu contraseña actual para cambiar el email.",
  /** The same, for an account without a password (Google only). */
  reauthSignInAgain: "Por seguridad, cerrá sesión y volvé a ingresar para cambiar el email.",
} as const;

/**
 * One line of plain text: control characters (CR, LF, tab, NUL…) and runs of spaces become one
 * space, and the ends are trimmed, so what is stored is what the check saw.
 */
export function normalizeName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

export const emailSchema = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: MESSAGES.passwordShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLong);

export const fullNameSchema = z
  .string({ error: MESSAGES.nameShort })
  .trim()
  .min(NAME_MIN_LENGTH, MESSAGES.nameShort)
  .max(NAME_MAX_LENGTH, MESSAGES.nameLong)
  .refine((name) => !/[<>]/.test(name), MESSAGES.nameMarkup)
  // Control characters never belong in a name (a CR/LF would break e-mail headers and logs).
  .transform(normalizeName)
  .refine((name) => name.length >= NAME_MIN_LENGTH, MESSAGES.nameShort);

export const signInSchema = z.object({ email: emailSchema, password: passwordSchema });
export const signUpSchema = z.object({ fullName: fullNameSchema, email: emailSchema, password: passwordSchema });
/** "Reenviar email de confirmación": the address is a hidden field of a one-button form. */
export const resendSchema = z.object({ email: emailSchema });

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first failing message per field, as the form shows them. */
export function firstErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as K | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
