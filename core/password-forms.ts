/**
 * The forgotten-password forms, built from the shared account rules (same messages on the browser
 * and on the server).
 */
import { z } from "#core/zod.ts";
import { emailSchema, MESSAGES, passwordSchema } from "./account-validation.ts";

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: MESSAGES.passwordsDiffer }) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDiffer,
  });
