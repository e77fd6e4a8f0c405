/**
 * /auth/recuperar: asks Better Auth for a reset link. The answer is the same whether or not the
 * address has an account, so nobody can use this page to find out who is registered.
 */

import { data, Form, useNavigation } from "react-router";
import { AuthShell } from "#app/components/auth/auth-shell.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { TextLink } from "#app/components/form/text-link.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { type ToastMessage, useToastMessage } from "#app/components/form/use-toast-message.ts";
import { MailCheck } from "#app/components/icons/icons.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { parseSubmission } from "#core/forms.ts";
import { forgotPasswordSchema } from "#core/password-forms.ts";
import { UNEXPECTED_ERROR_MESSAGE } from "#server/platform/auth/auth-errors.ts";
import { requestPasswordReset } from "#server/platform/auth/forms/password-reset.ts";
import { toastMessage } from "#server/platform/auth/forms/toast.ts";
import { readForm } from "#server/platform/http/body.ts";
import { logger } from "#server/platform/logger.ts";
import type { Route } from "./+types/forgot-password";

const FAILURE_TITLE = "No pudimos enviar el enlace";

interface ForgotAnswer {
  result: SubmissionResult<string[]>;
  sentTo: string | null;
  toast: ToastMessage | null;
}

const answer = (payload: ForgotAnswer, status = 200) => data(payload, { status });

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Recuperar contraseña",
    description: "Pedí un enlace para elegir una contraseña nueva para tu cuenta de Vilma.",
    path: "/auth/recuperar",
    origin: originFrom(matches),
    noindex: true,
  });

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const submission = parseSubmission(form, forgotPasswordSchema);
  const result = submission.reply();
  if (submission.status !== "success") return answer({ result, sentTo: null, toast: null }, 400);
  try {
    const outcome = await requestPasswordReset(request, submission.value.email);
    if (!outcome.ok) {
      return answer(
        { result, sentTo: null, toast: toastMessage("error", FAILURE_TITLE, outcome.problem.message) },
        400,
      );
    }
    return answer({
      result,
      sentTo: submission.value.email,
      toast: toastMessage("success", "Revisá tu email", "Si hay una cuenta con ese email, te enviamos el enlace."),
    });
  } catch (error) {
    logger.error({ err: error }, "recuperar contraseña: error inesperado");
    return answer({ result, sentTo: null, toast: toastMessage("error", FAILURE_TITLE, UNEXPECTED_ERROR_MESSAGE) }, 500);
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { fields, formProps } = useSchemaForm(forgotPasswordSchema, { id: "forgot", lastResult: actionData?.result });
  useToastMessage(actionData?.toast);
  const failure = actionData?.toast?.type === "error" ? actionData.toast : null;

  return (
    <AuthShell
      title="¿Olvidaste tu contraseña?"
      subtitle="Te enviamos un enlace para elegir una nueva."
      back={{ to: "/auth", label: "Volver" }}
    >
      {actionData?.sentTo ? (
        <section className="text-center">
          <span className="mx-auto mb-3 grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900/50 dark:text-brand-100">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <h2 className="font-bold text-xl">Revisá tu email</h2>
          <p className="mt-2 text-fg-muted">
            Si hay una cuenta de Vilma con <strong className="break-all text-fg">{actionData.sentTo}</strong>, te
            enviamos un enlace para elegir una contraseña nueva. El enlace vence en 1 hora.
          </p>
          <p className="mt-4 text-sm">
            <TextLink to="/auth">Volver a iniciar sesión</TextLink>
          </p>
        </section>
      ) : (
        <>
          {failure && <FormAlert tone="error" title={failure.title} description={failure.description} />}
          <Form method="post" className="space-y-4" {...formProps}>
            <p className="text-fg-muted text-sm">
              Ingresá el email de tu cuenta y te mandamos un enlace para restablecer tu contraseña.
            </p>
            <TextField
              {...fieldProps(fields.email)}
              type="email"
              label="Email"
              autoComplete="email"
              inputMode="email"
              placeholder="tu@email.com"
            />
            <SubmitButton busy={busy} busyLabel="Enviando...">
              Enviar enlace
            </SubmitButton>
          </Form>
          <p className="mt-5 text-center text-sm">
            <TextLink to="/auth">Volver a iniciar sesión</TextLink>
          </p>
        </>
      )}
    </AuthShell>
  );
}
