import { Form, Link, useNavigation } from "react-router";
import { signInSchema } from "#core/account-validation.ts";
import { Divider, SubmitButton } from "../form/buttons.tsx";
import { PasswordField, TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import type { AuthActionData } from "./auth-action-data.ts";
import { GoogleButton, googleSignInHref } from "./google-button.tsx";
import { ResendForm } from "./resend-form.tsx";

/** The "Iniciar Sesión" tab. Sign-in never validates a name. */
export function SignInForm({
  target,
  googleEnabled,
  result,
}: {
  target: string;
  googleEnabled: boolean;
  /** The action's answer to this form, if any. */
  result: AuthActionData | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "signin";
  const { fields, formProps } = useSchemaForm(signInSchema, { id: "signin", lastResult: result?.result });
  const failure = result?.toast?.type === "error" ? result.toast : undefined;

  return (
    <>
      {googleEnabled && (
        <>
          <GoogleButton href={googleSignInHref(target, "signin")} label="Continuar con Google" />
          <Divider>O continúa con email</Divider>
        </>
      )}
      {failure && (
        <FormAlert tone="error" title={failure.title} description={failure.description}>
          {result?.unverifiedEmail && (
            <ResendForm email={result.unverifiedEmail} label="Reenviar email de confirmación" />
          )}
        </FormAlert>
      )}
      <Form method="post" replace className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value="signin" />
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
          autoComplete="current-password"
          labelAside={
            <Link
              to="/auth/recuperar"
              className="font-medium text-brand-600 text-sm underline-offset-4 hover:underline dark:text-blue-300"
            >
              ¿Olvidaste tu contraseña?
            </Link>
          }
        />
        <SubmitButton busy={busy} busyLabel="Iniciando sesión...">
          Iniciar Sesión
        </SubmitButton>
      </Form>
    </>
  );
}
