import { Form, useNavigation } from "react-router";
import { PASSWORD_MIN_LENGTH, signUpSchema } from "#core/account-validation.ts";
import { Divider, SubmitButton } from "../form/buttons.tsx";
import { PasswordField, TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { useFieldErrors } from "../form/use-field-errors.ts";
import type { AuthActionData } from "./auth-action-data.ts";
import { GoogleButton, googleSignInHref } from "./google-button.tsx";

const FIELDS = ["fullName", "email", "password"] as const;

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
  const { errors, validate, clear } = useFieldErrors(result?.fieldErrors);
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
      <Form
        method="post"
        replace
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          if (!validate(signUpSchema, event.currentTarget, FIELDS)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="signup" />
        <TextField
          id="signup-name"
          name="fullName"
          label="Nombre completo"
          autoComplete="name"
          placeholder="Ana Pérez"
          required
          defaultValue={result?.values?.fullName}
          error={errors.fullName}
          onChange={() => clear("fullName")}
        />
        <TextField
          id="signup-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          inputMode="email"
          placeholder="tu@email.com"
          required
          defaultValue={result?.values?.email}
          error={errors.email}
          onChange={() => clear("email")}
        />
        <PasswordField
          id="signup-password"
          name="password"
          label="Contraseña"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          minLength={PASSWORD_MIN_LENGTH}
          required
          error={errors.password}
          onChange={() => clear("password")}
        />
        <SubmitButton busy={busy} busyLabel="Creando cuenta...">
          Crear Cuenta
        </SubmitButton>
      </Form>
    </>
  );
}
