import { Form } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { type PasswordField as Field, PASSWORD_FIELDS, passwordFormSchema } from "#core/profile-forms.ts";
import { PasswordField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { useFieldErrors } from "../form/use-field-errors.ts";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

/** "Contraseña": changing it closes the account's other sessions. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { result, busy } = useProfileResult("password");
  const hydrated = useHydrated();
  const { errors, validate, clear } = useFieldErrors<Field>(result?.fieldErrors as Partial<Record<Field, string>>);
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
      {result && (!hydrated || (!result.ok && !result.fieldErrors)) && (
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
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          if (!validate(passwordFormSchema, event.currentTarget, PASSWORD_FIELDS)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="password" />
        <PasswordField
          id="profile-current-password"
          name="currentPassword"
          label="Contraseña actual"
          autoComplete="current-password"
          error={errors.currentPassword}
          onChange={() => clear("currentPassword")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            id="profile-new-password"
            name="newPassword"
            label="Nueva contraseña"
            autoComplete="new-password"
            placeholder="Mínimo 6 caracteres"
            error={errors.newPassword}
            onChange={() => clear("newPassword")}
          />
          <PasswordField
            id="profile-confirm-password"
            name="confirmPassword"
            label="Repetí la nueva contraseña"
            autoComplete="new-password"
            error={errors.confirmPassword}
            onChange={() => clear("confirmPassword")}
          />
        </div>
        <ActionButton busy={busy} busyLabel="Cambiando...">
          Cambiar contraseña
        </ActionButton>
      </Form>
    </ProfileCard>
  );
}
