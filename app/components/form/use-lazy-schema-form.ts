/**
 * useSchemaForm (use-schema-form.ts) for a public page whose first download must stay light: the
 * same Conform form state, but the schema, zod and the parser load when the person first focuses the
 * form, not with the page (on /contacto they were 26 KB gzip of its 170). Until they arrive the
 * server validates alone: a post sent before that gets its errors back like any other, and the
 * inputs carry their HTML constraints from the start (the loader computes them from the same
 * schema). This module imports neither zod nor the parser, and nor may what imports it.
 */
// biome-ignore lint/style/noRestrictedImports: the light half of the one module that talks to Conform's React side
import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { type FocusEvent, useCallback, useRef, useState } from "react";

export type { SubmissionResult };

/** When a form validates in the browser: on submit, then on every edit of a field that failed. */
export const SCHEMA_FORM_TIMING = { shouldValidate: "onSubmit", shouldRevalidate: "onInput" } as const;

/** What the browser checks a submission with once it has loaded: the schema's parse (`parseSubmission`). */
type Validate = (formData: FormData) => unknown;

/** `Fields`: the schema's input (`z.input<typeof schema>`), a type only, so zod stays out of the page. */
export function useLazySchemaForm<Fields extends Record<string, unknown>>(
  loadValidate: () => Promise<Validate>,
  options: {
    /** Unique on the page: the fields' ids derive from it. */
    id: string;
    /** The inputs' HTML constraints, computed on the server from the schema (`constraintsOf`). */
    constraint: Record<string, Record<string, unknown>>;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Record<string, unknown>;
  },
) {
  const [validate, setValidate] = useState<Validate | null>(null);
  const loading = useRef(false);
  const [form, fields] = useForm<Fields>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: options.constraint as never,
    ...SCHEMA_FORM_TIMING,
    // The parse is Conform's own (core/forms.ts); its generic type is lost across the lazy import.
    onValidate: validate ? ({ formData }) => validate(formData) as never : undefined,
  });
  const onFocus = useCallback(
    (_event: FocusEvent<HTMLFormElement>) => {
      if (loading.current) return;
      loading.current = true;
      loadValidate()
        .then((loaded) => setValidate(() => loaded))
        // Offline or a deploy in between: the server still validates every post.
        .catch(() => {
          loading.current = false;
        });
    },
    [loadValidate],
  );
  return { form, fields, formProps: { ...getFormProps(form), onFocus } };
}

/** What a kit field needs from Conform: its id and name, the typed value, its first error. */
export function fieldProps(field: FieldMetadata<unknown, Record<string, unknown>, string[]>) {
  const initial = field.initialValue;
  return {
    id: field.id,
    name: field.name,
    defaultValue: typeof initial === "string" ? initial : undefined,
    error: field.errors?.[0],
    required: field.required,
  };
}
