/**
 * /auth: sign in or sign up. Real forms posted to this route's action (intent=signin|signup|resend),
 * so e-mail sign-in works without JavaScript; with it, React Router submits them without a reload
 * and the browser validates first with the same rules the server applies again here.
 */

import { data, redirect, useRouteLoaderData } from "react-router";
import type { AuthActionData } from "#app/components/auth/auth-action-data.ts";
import { AuthShell } from "#app/components/auth/auth-shell.tsx";
import { AUTH_PANEL_ID, type AuthTab, AuthTabs, tabId } from "#app/components/auth/auth-tabs.tsx";
import { CheckInbox } from "#app/components/auth/check-inbox.tsx";
import { LegalLine } from "#app/components/auth/legal-line.tsx";
import { SignInForm } from "#app/components/auth/sign-in-form.tsx";
import { SignUpForm } from "#app/components/auth/sign-up-form.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { useToastMessage } from "#app/components/form/use-toast-message.ts";
import { originFrom, seo } from "#app/lib/seo.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { MESSAGES, resendSchema, signInSchema, signUpSchema } from "#core/account-validation.ts";
import { parseSubmission, SECRET_FIELDS } from "#core/forms.ts";
import { signInPath } from "#core/urls.ts";
import { googleErrorMessage, UNEXPECTED_ERROR_MESSAGE as UNEXPECTED } from "#server/platform/auth/auth-errors.ts";
import { replacingHistory, setCookieHeaders } from "#server/platform/auth/forms/auth-call.ts";
import { SIGN_IN_FALLBACK, signInWithEmail } from "#server/platform/auth/forms/email-sign-in.ts";
import { SIGN_UP_FALLBACK, signUpWithEmail } from "#server/platform/auth/forms/email-sign-up.ts";
import { resendConfirmation } from "#server/platform/auth/forms/resend-confirmation.ts";
import { authTarget, landingPath } from "#server/platform/auth/forms/targets.ts";
import { toastMessage } from "#server/platform/auth/forms/toast.ts";
import { getOptionalUser } from "#server/platform/auth/guards.ts";
import { secondStepPath } from "#server/platform/auth/second-step.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { logger } from "#server/platform/logger.ts";
import type { Route } from "./+types/auth";

const GOOGLE_ERROR_TITLE = "Error de autenticación";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = authTarget(url.searchParams.get("redirectTo"));
  const user = getOptionalUser(context);
  // Already signed in (or just back from Google): on to where they were going, by role.
  if (user) throw redirect(landingPath(user, target), { headers: { "X-Remix-Replace": "true" } });
  const tab: AuthTab = url.searchParams.get("tab") === "registro" ? "signup" : "signin";
  const googleError = googleErrorMessage(url.searchParams.get("error"), url.searchParams.get("error_description"));
  return {
    target,
    tab,
    googleError: googleError
      ? {
          id: `google-error:${googleError}`,
          type: "error" as const,
          title: GOOGLE_ERROR_TITLE,
          description: googleError,
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Acceder a Vilma",
    description: "Iniciá sesión o creá tu cuenta de Vilma para guardar favoritos, opinar y recibir novedades.",
    path: "/auth",
    origin: originFrom(matches),
    noindex: true,
  });

type Answer = AuthActionData;

function answer(payload: Answer, status = 200) {
  return data(payload, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const target = authTarget(url.searchParams.get("redirectTo"));
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "signin") return signIn(request, form, target);
  if (intent === "signup") return signUp(request, form, target);
  if (intent === "resend") return resend(request, form, target);
  return answer({ intent: null, toast: toastMessage("error", "Error", UNEXPECTED) }, 400);
}

async function signIn(request: Request, form: FormData, target: string) {
  const submission = parseSubmission(form, signInSchema);
  const result = submission.reply({ hideFields: SECRET_FIELDS });
  if (submission.status !== "success") return answer({ intent: "signin", result }, 400);
  const input = submission.value;
  try {
    const outcome = await signInWithEmail(request, input);
    if (!outcome.ok) {
      return answer(
        {
          intent: "signin",
          result,
          toast: toastMessage("error", "Error al iniciar sesión", outcome.message || SIGN_IN_FALLBACK),
          unverifiedEmail: outcome.unverified ? input.email : undefined,
        },
        outcome.code === "TOO_MANY_ATTEMPTS" ? 429 : 400,
      );
    }
    if (outcome.secondStep) {
      // The password was right; the authenticator's code comes next (decision 26).
      return replacingHistory(redirect(secondStepPath(target), { headers: setCookieHeaders(outcome.setCookies) }));
    }
    return replacingHistory(
      redirectWithToast(
        landingPath(outcome, target),
        { type: "success", title: "¡Bienvenido!", description: "Has iniciado sesión correctamente." },
        { headers: setCookieHeaders(outcome.setCookies) },
      ),
    );
  } catch (error) {
    logger.error({ err: error }, "inicio de sesión: error inesperado");
    return answer(
      { intent: "signin", result, toast: toastMessage("error", "Error al iniciar sesión", UNEXPECTED) },
      500,
    );
  }
}

async function signUp(request: Request, form: FormData, target: string) {
  const submission = parseSubmission(form, signUpSchema);
  const result = submission.reply({ hideFields: SECRET_FIELDS });
  if (submission.status !== "success") return answer({ intent: "signup", result }, 400);
  const input = submission.value;
  try {
    const outcome = await signUpWithEmail(request, input, target);
    if (!outcome.ok) {
      return answer(
        {
          intent: "signup",
          result,
          toast: toastMessage("error", "Error al registrarse", outcome.problem.message || SIGN_UP_FALLBACK),
        },
        outcome.problem.status,
      );
    }
    return answer({
      intent: "signup",
      sentTo: input.email,
      toast: toastMessage("success", "¡Registro exitoso!", "Revisa tu email para confirmar tu cuenta."),
    });
  } catch (error) {
    logger.error({ err: error }, "registro: error inesperado");
    return answer({ intent: "signup", result, toast: toastMessage("error", "Error al registrarse", UNEXPECTED) }, 500);
  }
}

async function resend(request: Request, form: FormData, target: string) {
  const submission = parseSubmission(form, resendSchema);
  if (submission.status !== "success") {
    return answer(
      { intent: "resend", toast: toastMessage("error", "No pudimos reenviar el email", MESSAGES.email) },
      400,
    );
  }
  const { email } = submission.value;
  try {
    const outcome = await resendConfirmation(request, email, target);
    if (!outcome.ok) {
      return answer(
        {
          intent: "resend",
          unverifiedEmail: email,
          toast: toastMessage("error", "No pudimos reenviar el email", outcome.problem.message),
        },
        outcome.problem.status,
      );
    }
    return answer({
      intent: "resend",
      sentTo: email,
      toast: toastMessage("success", "Email enviado", `Te enviamos un nuevo enlace de confirmación a ${email}.`),
    });
  } catch (error) {
    logger.error({ err: error }, "reenvío de confirmación: error inesperado");
    return answer(
      {
        intent: "resend",
        unverifiedEmail: email,
        toast: toastMessage("error", "No pudimos reenviar el email", UNEXPECTED),
      },
      500,
    );
  }
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { target, tab, googleError } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const googleEnabled = root?.googleEnabled ?? false;
  useToastMessage(actionData?.toast);
  useToastMessage(googleError);

  const hrefFor = (key: AuthTab) => signInPath(target, key === "signup" ? { tab: "registro" } : {});
  const resendFailed = actionData?.intent === "resend" && actionData.toast?.type === "error";
  // After sign-up or a resend, the card says "check your inbox" (and keeps saying it if a resend failed).
  const inboxEmail = actionData?.sentTo ?? (resendFailed ? actionData?.unverifiedEmail : undefined);

  return (
    <AuthShell title="Acceder a Vilma" subtitle="Inicia sesión o crea una cuenta para continuar" footer={<LegalLine />}>
      {googleError && <FormAlert tone="error" title={googleError.title} description={googleError.description} />}
      {resendFailed && actionData?.toast && (
        <FormAlert tone="error" title={actionData.toast.title} description={actionData.toast.description} />
      )}
      {inboxEmail ? (
        <CheckInbox email={inboxEmail} backTo={hrefFor("signin")} />
      ) : (
        <>
          <AuthTabs active={tab} hrefFor={hrefFor} />
          <div role="tabpanel" id={AUTH_PANEL_ID} aria-labelledby={tabId(tab)}>
            {tab === "signin" ? (
              <SignInForm
                target={target}
                googleEnabled={googleEnabled}
                result={actionData?.intent === "signin" ? (actionData as AuthActionData) : undefined}
              />
            ) : (
              <SignUpForm
                target={target}
                googleEnabled={googleEnabled}
                result={actionData?.intent === "signup" ? (actionData as AuthActionData) : undefined}
              />
            )}
          </div>
        </>
      )}
    </AuthShell>
  );
}
