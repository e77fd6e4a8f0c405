/**
 * The same rules the forms apply, enforced again on Better Auth's own endpoints so a hand-made
 * request cannot store a 10,000-character name or markup in a name.
 */

import { emailSchema, fullNameSchema, passwordSchema } from "#core/account-validation.ts";
import type { z } from "#core/zod.ts";

export interface InputProblem {
  code: string;
  message: string;
}

const RULES: { field: string; schema: z.ZodType; code: string; paths?: string[] }[] = [
  { field: "email", schema: emailSchema, code: "INVALID_EMAIL" },
  { field: "newEmail", schema: emailSchema, code: "INVALID_EMAIL" },
  { field: "name", schema: fullNameSchema, code: "INVALID_NAME", paths: ["/sign-up/email", "/update-user"] },
  // Sign-in only compares: an old password shorter than today's minimum must still be checkable.
  { field: "password", schema: passwordSchema, code: "INVALID_PASSWORD", paths: ["/sign-up/email"] },
  { field: "newPassword", schema: passwordSchema, code: "INVALID_PASSWORD" },
];

export function checkAuthInput(path: string, body: Record<string, unknown>): InputProblem | null {
  for (const rule of RULES) {
    if (!(rule.field in body) || (rule.paths && !rule.paths.includes(path))) continue;
    const parsed = rule.schema.safeParse(body[rule.field]);
    if (!parsed.success) return { code: rule.code, message: parsed.error.issues[0]?.message ?? "Dato inválido" };
  }
  return null;
}
