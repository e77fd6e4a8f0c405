import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { DECISION_REASON_MAX, decisionFormSchema } from "#core/claim-form.ts";

const REASON_HINT = "Se lo mandamos a la persona, en la app y por email.";
const REASON_PLACEHOLDER = "Ej.: No pudimos comprobar los datos que mandaste.";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-sm disabled:opacity-60";

/**
 * Approve or reject, with a reason (required to reject; it goes to the person in the app and by
 * e-mail). Each button asks first (with JavaScript), "Rechazar" asking for the reason in its dialog;
 * without JavaScript the reason is a field of the form. The server checks the reason either way.
 */
export function DecisionForm({
  subject,
  approveEffect,
  lastResult,
}: {
  /** "el reclamo de Ana por La Espiga" — for the dialogs. */
  subject: string;
  /** What approving does, in one line. */
  approveEffect: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, fields, formProps } = useSchemaForm(decisionFormSchema, { id: "decision", lastResult });
  const hydrated = useHydrated();
  // With JavaScript the reason is asked in "Rechazar"'s own dialog, so its error shows up here.
  const formError = form.errors?.[0] ?? (hydrated ? fields.reason.errors?.[0] : undefined);
  return (
    <Form method="post" className="flex flex-col gap-4" {...formProps}>
      {formError && <FormAlert tone="error" title={formError} />}
      {!hydrated && (
        <TextareaField
          {...fieldProps(fields.reason)}
          required={false}
          label="Motivo (obligatorio para rechazar)"
          maxLength={DECISION_REASON_MAX}
          rows={3}
          hint={REASON_HINT}
          placeholder={REASON_PLACEHOLDER}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <ConfirmDialog
          title={`¿Aprobar ${subject}?`}
          description={approveEffect}
          confirmLabel="Aprobar"
          trigger={(props) => (
            <button
              {...props}
              name="decision"
              value="approve"
              disabled={busy}
              className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              Aprobar
            </button>
          )}
        />
        <ConfirmDialog
          title={`¿Rechazar ${subject}?`}
          description="La persona recibe el motivo que escribas."
          confirmLabel="Rechazar"
          tone="danger"
          reason={{
            name: fields.reason.name,
            label: "Motivo",
            maxLength: DECISION_REASON_MAX,
            hint: REASON_HINT,
            placeholder: REASON_PLACEHOLDER,
          }}
          trigger={(props) => (
            <button
              {...props}
              name="decision"
              value="reject"
              disabled={busy}
              className={`${button} border border-red-300 bg-surface text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-300 dark:hover:bg-red-950/40`}
            >
              Rechazar
            </button>
          )}
        />
      </div>
    </Form>
  );
}
