/**
 * "Eliminar mi cuenta" (/profile/eliminar): the form both sides run. An account with a password
 * confirms with it; one without (Google only) confirms by having signed in a moment ago, which the
 * server checks (server/profile/confirm-identity.ts). Either way the person ticks that they
 * understand it cannot be undone.
 */
import { MESSAGES, PASSWORD_MAX_LENGTH } from "#core/account-validation.ts";
import { z } from "#core/zod.ts";

export const ACCOUNT_DELETION_MESSAGES = {
  confirm: "Marcá que entendés que no se puede deshacer.",
  password: "Ingresá tu contraseña para confirmar.",
  passwordLong: MESSAGES.passwordLong,
  /** Google-only accounts: the sign-in must be this recent (server/platform/auth/reauth.ts, REAUTH_WINDOW_S). */
  signInAgain:
    "Por seguridad, salí y volvé a ingresar con Google; después, dentro de los 10 minutos, volvé acá para eliminar tu cuenta.",
  lastAdmin:
    "Sos la única persona administradora: antes de eliminar tu cuenta, nombrá a otra desde Administración › Usuarios.",
} as const;

/** The form's schema: with a password field when the account has a password. */
export function deleteAccountSchema(hasPassword: boolean) {
  return z.object({
    password: hasPassword
      ? z
          .string({ error: ACCOUNT_DELETION_MESSAGES.password })
          .min(1, ACCOUNT_DELETION_MESSAGES.password)
          .max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.passwordLong)
      : z.string().max(PASSWORD_MAX_LENGTH, ACCOUNT_DELETION_MESSAGES.passwordLong).optional(),
    confirm: z.literal("on", { error: ACCOUNT_DELETION_MESSAGES.confirm }),
  });
}
