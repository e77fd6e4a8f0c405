/**
 * /auth/verificacion: the second step at sign-in (decision 26). The password (or Google, or an
 * e-mail link) left a challenge cookie and no session; here the person types the 6-digit code of
 * their authenticator app or, with `?metodo=recuperacion`, one of their recovery codes. Real forms
 * posted to this route's action, so it works without JavaScript; attempts are throttled like
 * passwords (decision 18) by Better Auth's hook.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthShell } from "#app/components/auth/auth-shell.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { TextLink } from "#app/components/form/text-link.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { type ToastMessage, useToastMessage } from "#app/components/form/use-toast-message.ts";
import { ShieldCheck } from "#app/components/icons/icons.tsx";
import { originFrom, seo } from "#app/lib/seo.ts";
import { parseSubmission, SECRET_FIELDS } from "#core/forms.ts";
import { secondStepCodeSchema, secondStepRecoverySchema, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from "#core/two-factor.ts";
import { signInPath } from "#core/urls.ts";
import { UNEXPECTED_ERROR_MESSAGE } from "#server/platform/auth/auth-errors.ts";
import { replacingHistory, setCookieHeaders } from "#server/platform/auth/forms/auth-call.ts";
import {
  hasChallengeCookie,
  type SecondStepMethod,
  verifySecondStep,
} from "#server/platform/auth/forms/second-step.ts";
import { authTarget, landingPath } from "#server/platform/auth/forms/targets.ts";
import { toastMessage } from "#server/platform/auth/forms/toast.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { logger } from "#server/platform/logger.ts";
import type { Route } from "./+types/second-step";

const FAILURE_TITLE = "No pudimos verificar el código";
/** The code never travels back to the page, not even a wrong one. */
const HIDDEN_FIELDS = [...SECRET_FIELDS, "code"];

interface SecondStepAnswer {
  method: SecondStepMethod;
  result: SubmissionResult<string[]> | null;
  toast: ToastMessage | null;
}

const answer = (payload: SecondStepAnswer, status: number) => data(payload, { status });

const methodOf = (url: URL): SecondStepMethod =>
  url.searchParams.get("metodo") === "recuperacion" ? "recovery" : "totp";

/** This page for the other method, keeping where the person was going. */
function methodPath(target: string, method: SecondStepMethod): string {
  const query = new URLSearchParams();
  if (target !== "/") query.set("redirectTo", target);
  if (method === "recovery") query.set("metodo", "recuperacion");
  const search = query.toString();
  return search ? `/auth/verificacion?${search}` : "/auth/verificacion";
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = authTarget(url.searchParams.get("redirectTo"));
  const user = getOptionalUser(context);
  if (user) throw redirect(landingPath(user, target), { headers: { "X-Remix-Replace": "true" } });
  // Nothing to verify here without a password step first (or after the challenge's cookie expired).
  if (!hasChallengeCookie(request)) throw redirect(signInPath(target));
  return {
    target,
    method: methodOf(url),
    totpPath: methodPath(target, "totp"),
    recoveryPath: methodPath(target, "recovery"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Verificación en dos pasos",
    description: "Ingresá el código de tu app de autenticación para terminar de iniciar sesión en Vilma.",
    path: "/auth/verificacion",
    origin: originFrom(matches),
    noindex: true,
  });

/** Personal and one-time: never stored by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const target = authTarget(url.searchParams.get("redirectTo"));
  // As the loader: a session is not a challenge, and without a challenge there is nothing to check.
  const user = getOptionalUser(context);
  if (user) return replacingHistory(redirect(landingPath(user, target)));
  if (!hasChallengeCookie(request)) {
    return replacingHistory(
      redirectWithToast(signInPath(target), {
        type: "error",
        title: "Volvé a iniciar sesión",
        description: TWO_FACTOR_MESSAGES.expired,
      }),
    );
  }
  const form = await readForm(request);
  const method: SecondStepMethod = form.get("intent") === "recovery" ? "recovery" : "totp";
  const submission = parseSubmission(form, method === "recovery" ? secondStepRecoverySchema : secondStepCodeSchema);
  if (submission.status !== "success") {
    return answer({ method, result: submission.reply({ hideFields: HIDDEN_FIELDS }), toast: null }, 400);
  }
  try {
    const outcome = await verifySecondStep(request, method, submission.value.code);
    if (outcome.ok) {
      return replacingHistory(
        redirectWithToast(
          landingPath(outcome, target),
          { type: "success", title: "¡Bienvenido!", description: "Has iniciado sesión correctamente." },
          { headers: setCookieHeaders(outcome.setCookies) },
        ),
      );
    }
    if (outcome.expired) {
      // The challenge is over: the password again, with the reason on arrival.
      return replacingHistory(
        redirectWithToast(
          signInPath(target),
          { type: "error", title: "Volvé a iniciar sesión", description: TWO_FACTOR_MESSAGES.expired },
          { headers: setCookieHeaders(outcome.setCookies) },
        ),
      );
    }
    const status = outcome.status === 429 ? 429 : 400;
    return data(
      {
        method,
        result: submission.reply({ hideFields: HIDDEN_FIELDS, fieldErrors: { code: [outcome.message] } }),
        toast: toastMessage("error", FAILURE_TITLE, outcome.message),
      } satisfies SecondStepAnswer,
      { status, headers: setCookieHeaders(outcome.setCookies) },
    );
  } catch (error) {
    logger.error({ err: error }, "segundo paso: error inesperado");
    return answer(
      {
        method,
        result: submission.reply({ hideFields: HIDDEN_FIELDS }),
        toast: toastMessage("error", FAILURE_TITLE, UNEXPECTED_ERROR_MESSAGE),
      },
      500,
    );
  }
}

export default function SecondStep({ loaderData, actionData }: Route.ComponentProps) {
  const { method, totpPath, recoveryPath } = loaderData;
  useToastMessage(actionData?.toast);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const recovery = method === "recovery";
  const { fields, formProps } = useSchemaForm(recovery ? secondStepRecoverySchema : secondStepCodeSchema, {
    id: `second-step-${method}`,
    lastResult: actionData?.method === method ? actionData.result : undefined,
  });
  const failure = actionData?.method === method && actionData.toast?.type === "error" ? actionData.toast : null;
  const fieldErrorShown = Boolean(actionData?.result?.error?.code?.length);

  return (
    <AuthShell
      title="Verificación en dos pasos"
      subtitle={
        recovery
          ? "Usá uno de los códigos de recuperación que guardaste al activarla."
          : "Un paso más para entrar a tu cuenta."
      }
      back={{ to: "/auth", label: "Volver" }}
    >
      {failure && !fieldErrorShown && (
        <FormAlert tone="error" title={failure.title} description={failure.description} />
      )}
      <Form method="post" replace className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value={method} />
        <div className="flex items-start gap-3 rounded-lg bg-surface-muted p-3 text-sm">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
          <p className="text-fg-muted">
            {recovery
              ? "Cada código de recuperación sirve una sola vez. Después de entrar, generá códigos nuevos desde tu perfil si te quedan pocos."
              : `Abrí tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…) y escribí los ${TOTP_DIGITS} números que muestra para Vilma.`}
          </p>
        </div>
        {recovery ? (
          <TextField
            {...fieldProps(fields.code)}
            label="Código de recuperación"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="aB3dE-fG5hJ"
            className="font-mono tracking-wider"
          />
        ) : (
          <TextField
            {...fieldProps(fields.code)}
            label="Código de 6 dígitos"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            className="font-mono text-lg tracking-[0.3em]"
          />
        )}
        <SubmitButton busy={busy} busyLabel="Verificando...">
          Verificar
        </SubmitButton>
      </Form>
      <p className="mt-5 text-center text-sm">
        {recovery ? (
          <TextLink to={totpPath}>Usar el código de mi app</TextLink>
        ) : (
          <TextLink to={recoveryPath}>¿No tenés tu teléfono? Usá un código de recuperación</TextLink>
        )}
      </p>
    </AuthShell>
  );
}
