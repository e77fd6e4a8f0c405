import { Form } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { passwordFormSchema } from "#core/profile-forms.ts";
import { PasswordField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

/** "Contraseña": changing it closes the account's other sessions. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { result, busy } = useProfileResult("password");
  const hydrated = useHydrated();
  const { fields, formProps } = useSchemaForm(passwordFormSchema, {
    id: "profile-password",
    lastResult: result?.reply,
  });
  const fieldErrorShown = Boolean(result?.reply?.error && Object.keys(result.reply.error).length);
  if (!hasPassword) {
    return (
      <ProfileCard id="contrasena" title="Contraseña">
        <p className="text-fg-muted text-sm">
          Ingresás con Google, así que tu cuenta no tiene contraseña de Vilma. Si la necesitás, usá «¿Olvidaste tu
          contraseña?» al iniciar sesión.
        </p>
      </ProfileCard>
    );
  }
  return (
    <ProfileCard
      id="contrasena"
      title="Contraseña"
      description="Al cambiarla cerramos tu sesión en los demás dispositivos."
    >
      {result && (!hydrated || (!result.ok && !fieldErrorShown)) && (
        <FormAlert
          tone={result.ok ? "success" : "error"}
          title={result.toast.title}
          description={result.toast.description}
        />
      )}
      <Form
        // A successful change empties the fields.
        key={result?.ok ? result.toast.id : "password"}
        method="post"
        className="space-y-4"
        {...formProps}
      >
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          {...fieldProps(fields.currentPassword)}
          label="Contraseña actual"
          autoComplete="current-password"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            {...fieldProps(fields.newPassword)}
            label="Nueva contraseña"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
          />
          <PasswordField
            {...fieldProps(fields.confirmPassword)}
            label="Repetí la nueva contraseña"
            autoComplete="new-password"
          />
        </div>
        <ActionButton busy={busy} busyLabel="Cambiando...">
          Cambiar contraseña
        </ActionButton>
      </Form>
    </ProfileCard>
  );
}
