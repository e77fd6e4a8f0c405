/**
 * The profile forms' rules, shared by the browser (messages under the fields before sending) and
 * the server (which checks again and never trusts the browser). Built on the account rules of
 * core/account-validation.ts.
 */
import { z } from "#core/zod.ts";
import { emailSchema, fullNameSchema, MESSAGES, PASSWORD_MAX_LENGTH, passwordSchema } from "./account-validation.ts";

export const SAME_PASSWORD_MESSAGE = "La nueva contraseña tiene que ser distinta de la actual";

export const nameFormSchema = z.object({ fullName: fullNameSchema });

/**
 * The current password is optional here: the server asks for it only when the sign-in is older
 * than a few minutes (server/platform/auth/reauth.ts), and says so under this field.
 */
export const emailFormSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLong).optional(),
});

export const passwordFormSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLong),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordsDiffer }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordsDiffer })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: SAME_PASSWORD_MESSAGE });

export type PasswordField = "currentPassword" | "newPassword" | "confirmPassword";
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
