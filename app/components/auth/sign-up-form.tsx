import { Form, useNavigation } from "react-router";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "#core/account-validation.ts";
import { Divider, SubmitButton } from "../form/buttons.tsx";
import { PasswordField, TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import type { AuthActionData } from "./auth-action-data.ts";
import { GoogleButton, googleSignInHref } from "./google-button.tsx";

/** The "Registrarse" tab. */
export function SignUpForm({
  target,
  googleEnabled,
  result,
}: {
  target: string;
  googleEnabled: boolean;
  result: AuthActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "signup";
  const { fields, formProps } = useSchemaForm(signUpSchema, { id: "signup", lastResult: result?.result });
  const failure = result?.toast?.type === "error" ? result.toast : undefined;

  return (
    <>
      {googleEnabled && (
        <>
          <GoogleButton href={googleSignInHref(target, "signup")} label="Registrarse con Google" />
          <Divider>O regístrate con email</Divider>
        </>
      )}
      {failure && <FormAlert tone="error" title={failure.title} description={failure.description} />}
      <Form method="post" replace className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value="signup" />
        <TextField
          {...fieldProps(fields.fullName)}
          label="Nombre completo"
          autoComplete="name"
          placeholder="Ana Pérez"
        />
        <TextField
          {...fieldProps(fields.email)}
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          placeholder="tu@email.com"
        />
        <PasswordField
          {...fieldProps(fields.password)}
          label="Contraseña"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          minLength={PASSWORD_MIN_LENGTH}
        />
        <SubmitButton busy={busy} busyLabel="Creando cuenta...">
          Crear Cuenta
        </SubmitButton>
      </Form>
    </>
  );
}
