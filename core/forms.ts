/**
 * The one way a posted form is read, on both sides: Conform's zod parser against the form's schema.
 * The browser runs it before sending (messages under the fields at once), the action runs it again
 * (it never trusts the browser), and the action's `submission.reply()` carries the errors and the
 * typed values back to the same form, with JavaScript or without it. See decision 0015.
 */
// biome-ignore lint/style/noRestrictedImports: the one module that imports Conform's zod parser
import { getZodConstraint, parseWithZod, type Submission, type SubmissionResult } from "@conform-to/zod/v4";
import type { z } from "#core/zod.ts";

export type { Submission, SubmissionResult };

/** Field names whose values never travel back to the page (a no-JavaScript answer renders them). */
export const SECRET_FIELDS = ["password", "currentPassword", "newPassword", "confirmPassword"];

export function parseSubmission<Schema extends z.ZodType>(form: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(form, { schema });
}

/**
 * The HTML constraints (required, minLength…) a schema implies, for the inputs. Conform cannot read
 * a schema that transforms its whole object (the promotion form's): such a form states its inputs'
 * limits itself, and the schema still decides.
 */
export function constraintsOf(schema: z.ZodType) {
  try {
    return getZodConstraint(schema);
  } catch {
    return {};
  }
}

/** The first message of a rejected submission (for the toast that goes with the field errors). */
export function firstMessage(result: SubmissionResult<string[]>, fallback = ""): string {
  for (const messages of Object.values(result.error ?? {})) {
    if (messages?.[0]) return messages[0];
  }
  return fallback;
}
