/**
 * Reads a posted form against one of the shared zod schemas: the parsed values, or the first
 * message per field (exactly what the browser shows when it validates the same form).
 */

import { type FieldErrors, firstErrors } from "#core/account-validation.ts";
import type { z } from "#core/zod.ts";

export type FormInput<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> };

/** Only text fields count: a file or a missing field reads as "" so the schema's message applies. */
export function formValues<K extends string>(formData: FormData, fields: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

export function parseForm<S extends z.ZodType, K extends string>(
  schema: S,
  formData: FormData,
  fields: readonly K[],
): FormInput<z.output<S>, K> {
  const parsed = schema.safeParse(formValues(formData, fields));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: firstErrors<K>(parsed.error) };
}
