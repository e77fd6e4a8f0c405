/**
 * /auth/restablecer?token=…: the reset link from the e-mail lands here (Better Auth checks the
 * token first and sends ?error=INVALID_TOKEN when it is bad). A new password, twice, then /auth.
 */
import { data, Form, useNavigation } from "react-router";
import { AuthShell } from "#app/components/auth/auth-shell.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { PasswordField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { TextLink } from "#app/components/form/text-link.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { type ToastMessage, useToastMessage } from "#app/components/form/use-toast-message.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import { parseSubmission, SECRET_FIELDS } from "#core/forms.ts";
import { resetPasswordSchema } from "#core/password-forms.ts";
import { linkErrorMessage, UNEXPECTED_ERROR_MESSAGE } from "#server/platform/auth/auth-errors.ts";
import { replacingHistory } from "#server/platform/auth/forms/auth-call.ts";
import { resetPassword } from "#server/platform/auth/forms/password-reset.ts";
import { toastMessage } from "#server/platform/auth/forms/toast.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { logger } from "#server/platform/logger.ts";
import type { Route } from "./+types/reset-password";

const FAILURE_TITLE = "No pudimos cambiar tu contraseña";

interface ResetAnswer {
  linkError: string | null;
  result: SubmissionResult<string[]> | null;
  toast: ToastMessage | null;
}

const answer = (payload: ResetAnswer, status: number) => data(payload, { status });

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token")?.slice(0, 500) || null;
  const error = url.searchParams.get("error");
  return { token, linkError: error || !token ? linkErrorMessage(error) : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Elegí una contraseña nueva",
    description: "Restablecé la contraseña de tu cuenta de Vilma.",
    path: "/auth/restablecer",
    origin: originFrom(matches),
    noindex: true,
  });

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  if (typeof token !== "string" || !token) {
    return answer({ linkError: linkErrorMessage(null), result: null, toast: null }, 400);
  }
  const submission = parseSubmission(form, resetPasswordSchema);
  if (submission.status !== "success") {
    return answer({ linkError: null, result: submission.reply({ hideFields: SECRET_FIELDS }), toast: null }, 400);
  }
  try {
    const outcome = await resetPassword(request, token, submission.value.password);
    if (outcome.ok) {
      return replacingHistory(
        redirectWithToast("/auth", {
          type: "success",
          title: "Contraseña actualizada",
          description: "Ya podés iniciar sesión con tu nueva contraseña.",
        }),
      );
    }
    const { code, message } = outcome.problem;
    if (code === "gone" || code === "not_found") return answer({ linkError: message, result: null, toast: null }, 400);
    return answer({ linkError: null, result: null, toast: toastMessage("error", FAILURE_TITLE, message) }, 400);
  } catch (error) {
    logger.error({ err: error }, "restablecer contraseña: error inesperado");
    return answer(
      { linkError: null, result: null, toast: toastMessage("error", FAILURE_TITLE, UNEXPECTED_ERROR_MESSAGE) },
      500,
    );
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { fields, formProps } = useSchemaForm(resetPasswordSchema, { id: "reset", lastResult: actionData?.result });
  useToastMessage(actionData?.toast);
  const linkError = actionData?.linkError ?? loaderData.linkError;
  const failure = actionData?.toast?.type === "error" ? actionData.toast : null;

  return (
    <AuthShell
      title="Elegí una contraseña nueva"
      subtitle="Vas a usarla para iniciar sesión en Vilma."
      back={{ to: "/auth", label: "Volver" }}
    >
      {linkError || !loaderData.token ? (
        <>
          <FormAlert tone="error" title="Este enlace no sirve" description={linkError ?? undefined} />
          <p className="text-center text-sm">
            <TextLink to="/auth/recuperar">Pedir un enlace nuevo</TextLink>
          </p>
        </>
      ) : (
        <>
          {failure && <FormAlert tone="error" title={failure.title} description={failure.description} />}
          <Form method="post" replace className="space-y-4" {...formProps}>
            <input type="hidden" name="token" value={loaderData.token} />
            <PasswordField
              {...fieldProps(fields.password)}
              label="Contraseña nueva"
              autoComplete="new-password"
              placeholder="Mínimo 6 caracteres"
            />
            <PasswordField
              {...fieldProps(fields.confirmPassword)}
              label="Repetí la contraseña"
              autoComplete="new-password"
            />
            <SubmitButton busy={busy} busyLabel="Guardando...">
              Guardar contraseña
            </SubmitButton>
          </Form>
        </>
      )}
    </AuthShell>
  );
}
