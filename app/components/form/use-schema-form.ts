/**
 * The browser half of the one way to handle a form (decision 0015): Conform's form state over the
 * same zod schema the action parses with. The form validates on submit, then again on every edit of
 * a field that already failed; the action's `submission.reply()` (passed as `lastResult`) puts its
 * errors and the typed values back, also after a post without JavaScript.
 */
// biome-ignore lint/style/noRestrictedImports: the one module that talks to Conform's React side
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { constraintsOf, parseSubmission } from "#core/forms.ts";
import type { z } from "#core/zod.ts";
import { fieldProps, SCHEMA_FORM_TIMING } from "./use-lazy-schema-form.ts";

export type { SubmissionResult };
// The kit's fields read Conform's metadata the same way whichever hook made the form.
export { fieldProps };

export function useSchemaForm<Schema extends z.ZodType>(
  schema: Schema,
  options: {
    /** Unique on the page: the fields' ids derive from it. */
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
  },
) {
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: constraintsOf(schema),
    ...SCHEMA_FORM_TIMING,
    // The generic schema loses zod's inferred types here; the concrete callers keep them.
    onValidate: ({ formData }) => parseSubmission(formData, schema) as never,
  });
  return { form, fields, formProps: getFormProps(form) };
}
