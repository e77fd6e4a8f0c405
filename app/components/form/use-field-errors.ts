import { useState } from "react";
import { type FieldErrors, firstErrors } from "#core/account-validation.ts";
import type { z } from "#core/zod.ts";

/**
 * The browser half of a form's validation, with the same zod schema the server uses: on submit the
 * first failing message per field (and focus on the first bad field), and editing a field clears
 * its message. The server's answer (a no-JavaScript post) seeds the messages.
 */
export function useFieldErrors<K extends string>(serverErrors: FieldErrors<K> | undefined) {
  const [errors, setErrors] = useState<FieldErrors<K>>(serverErrors ?? {});
  const [seed, setSeed] = useState(serverErrors);
  if (seed !== serverErrors) {
    setSeed(serverErrors);
    setErrors(serverErrors ?? {});
  }

  /** true when the form may be sent. */
  function validate(schema: z.ZodType, form: HTMLFormElement, fields: readonly K[]): boolean {
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? "")]));
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next = firstErrors<K>(parsed.error);
    setErrors(next);
    const first = fields.find((f) => next[f]);
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
    return false;
  }

  function clear(field: K) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  return { errors, validate, clear };
}
