import { Form } from "react-router";
import { MailCheck } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { emailFormSchema } from "#core/profile-forms.ts";
import { PasswordField, TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

/** "Email": the change applies once the link sent to the new address is opened. */
export function EmailCard({ email }: { email: string }) {
  const { result, busy } = useProfileResult("email");
  const hydrated = useHydrated();
  const { fields, formProps } = useSchemaForm(emailFormSchema, { id: "profile-email", lastResult: result?.reply });
  const fieldErrorShown = Boolean(result?.reply?.error && Object.keys(result.reply.error).length);
  const sent = result?.ok ? result.toast.description : null;
  return (
    <ProfileCard
      id="email"
      title="Email"
      description={
        <>
          Tu email actual es <strong className="break-all font-semibold text-fg">{email}</strong>.
        </>
      }
    >
      {sent && (
        <div
          role="status"
          className="mb-4 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{sent} Hasta que lo abras, seguís usando tu email actual.</p>
        </div>
      )}
      {result && !result.ok && (!hydrated || !fieldErrorShown) && (
        <FormAlert tone="error" title={result.toast.title} description={result.toast.description} />
      )}
      <Form method="post" className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value="email" />
        <TextField
          {...fieldProps(fields.newEmail)}
          type="email"
          label="Nuevo email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <PasswordField
          {...fieldProps(fields.currentPassword)}
          label="Confirmá con tu contraseña"
          autoComplete="current-password"
          hint="Hace falta si ingresaste hace más de 10 minutos."
        />
        <ActionButton busy={busy} busyLabel="Enviando...">
          Cambiar email
        </ActionButton>
      </Form>
    </ProfileCard>
  );
}
