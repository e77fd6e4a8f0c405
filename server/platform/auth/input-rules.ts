/**
 * The same rules the forms apply, enforced again on Better Auth's own endpoints so a hand-made
 * request cannot store a 10,000-character name, markup or a line break in a name, or pick one of
 * the most common passwords. What the rules normalise (a name's spaces and control characters) is
 * what gets stored: the hook hands the cleaned values back to Better Auth.
 */

import { emailSchema, fullNameSchema, MESSAGES, passwordSchema } from "#core/account-validation.ts";
import type { z } from "#core/zod.ts";
import { isCommonPassword } from "./common-passwords.ts";

export interface InputProblem {
  code: string;
  message: string;
}

export type InputCheck = { problem: InputProblem } | { problem: null; normalized: Record<string, unknown> };

/** The paths where a password is chosen (not merely typed to prove who you are). */
const NEW_PASSWORD_PATHS = ["/sign-up/email", "/reset-password", "/change-password"];

const RULES: { field: string; schema: z.ZodType; code: string; paths?: string[]; store?: boolean }[] = [
  { field: "email", schema: emailSchema, code: "INVALID_EMAIL" },
  { field: "newEmail", schema: emailSchema, code: "INVALID_EMAIL" },
  {
    field: "name",
    schema: fullNameSchema,
    code: "INVALID_NAME",
    paths: ["/sign-up/email", "/update-user"],
    store: true,
  },
  // Sign-in only compares: an old password shorter than today's minimum must still be checkable.
  { field: "password", schema: passwordSchema, code: "INVALID_PASSWORD", paths: ["/sign-up/email"] },
  { field: "newPassword", schema: passwordSchema, code: "INVALID_PASSWORD" },
];

const COMMON_PASSWORD_FIELDS = ["password", "newPassword"];

export function checkAuthInput(path: string, body: Record<string, unknown>): InputCheck {
  const normalized: Record<string, unknown> = {};
  for (const rule of RULES) {
    if (!(rule.field in body) || (rule.paths && !rule.paths.includes(path))) continue;
    const parsed = rule.schema.safeParse(body[rule.field]);
    if (!parsed.success) {
      return { problem: { code: rule.code, message: parsed.error.issues[0]?.message ?? "Dato inválido" } };
    }
    if (rule.store) normalized[rule.field] = parsed.data;
  }
  if (NEW_PASSWORD_PATHS.includes(path)) {
    for (const field of COMMON_PASSWORD_FIELDS) {
      const value = body[field];
      if (field === "password" && path !== "/sign-up/email") continue;
      if (typeof value === "string" && isCommonPassword(value)) {
        return { problem: { code: "PASSWORD_TOO_COMMON", message: MESSAGES.passwordCommon } };
      }
    }
  }
  return { problem: null, normalized };
}
