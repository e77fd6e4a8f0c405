import { type ReactNode, useState } from "react";
import { Form, Link } from "react-router";
import {
  Check,
  ChevronDown,
  Copy,
  Download,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
} from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast.tsx";
import {
  recoveryCodesText,
  type SecondStepStanding,
  TOTP_DIGITS,
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmSchema,
  twoFactorEnableSchema,
  twoFactorPasswordSchema,
} from "#core/two-factor.ts";
import type { TwoFactorSetup } from "#server/two-factor/two-factor-settings.ts";
import { PasswordField, TextField } from "../form/fields.tsx";
import { FormAlert } from "../form/form-alert.tsx";
import { fieldProps, useSchemaForm } from "../form/use-schema-form.ts";
import { ActionButton, ProfileCard } from "./ui.tsx";
import { useProfileResult } from "./use-profile-result.ts";

export interface TwoFactorCardProps {
  email: string;
  enabled: boolean;
  recoveryCodesLeft: number | null;
  hasPassword: boolean;
  standing: SecondStepStanding;
  /** An administrator on a real install: turning it off closes the admin area. */
  requiredWhenOff: boolean;
}

/**
 * "Verificación en dos pasos" (decision 26): off → the password, then the QR code and the secret,
 * then the app's first code; the recovery codes once; on → new codes or turning it off, each with
 * the password. Every step is a plain form: it works without JavaScript.
 */
export function TwoFactorCard({
  email,
  enabled,
  recoveryCodesLeft,
  hasPassword,
  standing,
  requiredWhenOff,
}: TwoFactorCardProps) {
  const { result } = useProfileResult(
    "two-factor-start",
    "two-factor-confirm",
    "two-factor-codes",
    "two-factor-disable",
  );
  const hydrated = useHydrated();
  const setup = result?.twoFactor?.setup;
  const recoveryCodes = result?.twoFactor?.recoveryCodes;
  // A refusal the fields don't show (or any answer without JavaScript, where no toast appears).
  const fieldErrorShown = Boolean(result?.reply?.error && Object.keys(result.reply.error).length);
  const alert = result && (!hydrated || (!result.ok && !fieldErrorShown)) && !recoveryCodes && (
    <FormAlert
      tone={result.ok ? "success" : "error"}
      title={result.toast.title}
      description={result.toast.description}
    />
  );

  return (
    <ProfileCard
      id="dos-pasos"
      title="Verificación en dos pasos"
      description="Además de tu contraseña, al ingresar te pedimos un código de la app de autenticación de tu teléfono. Si alguien averigua tu contraseña, igual no puede entrar."
    >
      {standing === "required" && !recoveryCodes && (
        <div
          role="alert"
          className="mb-5 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">La administración la necesita</p>
            <p className="mt-1">
              Sos administrador de Vilma: para entrar a la administración tenés que activar la verificación en dos
              pasos. Hasta entonces, tu cuenta funciona como la de cualquier vecino.
            </p>
          </div>
        </div>
      )}
      {alert}
      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          email={email}
          adminNext={requiredWhenOff && result?.intent === "two-factor-confirm"}
        />
      ) : setup ? (
        <SetupStep setup={setup} />
      ) : enabled ? (
        <EnabledState recoveryCodesLeft={recoveryCodesLeft} requiredWhenOff={requiredWhenOff} />
      ) : hasPassword ? (
        <StartStep standing={standing} />
      ) : (
        <p className="text-fg-muted text-sm">
          {TWO_FACTOR_MESSAGES.noPassword} Si ingresás sólo con Google, la verificación en dos pasos de tu cuenta de
          Google también te protege acá.
        </p>
      )}
    </ProfileCard>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="mb-5 space-y-2 text-sm">{children}</ol>;
}

function StepItem({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden
        className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700 text-xs dark:bg-brand-900/50 dark:text-brand-100"
      >
        {n}
      </span>
      <span className="pt-0.5 text-fg-muted">{children}</span>
    </li>
  );
}

function StartStep({ standing }: { standing: SecondStepStanding }) {
  const { result, busy } = useProfileResult("two-factor-start");
  const { fields, formProps } = useSchemaForm(twoFactorEnableSchema, {
    id: "two-factor-start",
    lastResult: result?.reply,
  });
  return (
    <>
      {standing === "suggested" && (
        <p className="mb-4 text-sm">
          <strong>Te la recomendamos:</strong> con tu cuenta se administra un comercio en Vilma.
        </p>
      )}
      <Steps>
        <StepItem n={1}>
          Instalá una app de autenticación en tu teléfono, por ejemplo Google Authenticator, Microsoft Authenticator o
          1Password.
        </StepItem>
        <StepItem n={2}>Confirmá tu contraseña y escaneá el código QR que te mostramos.</StepItem>
        <StepItem n={3}>Escribí el código que muestra la app y guardá tus códigos de recuperación.</StepItem>
      </Steps>
      <Form method="post" className="space-y-4" {...formProps}>
        <input type="hidden" name="intent" value="two-factor-start" />
        <PasswordField {...fieldProps(fields.password)} label="Tu contraseña" autoComplete="current-password" />
        <ActionButton busy={busy} busyLabel="Preparando...">
          <Smartphone className="size-4" aria-hidden />
          Activar verificación en dos pasos
        </ActionButton>
      </Form>
    </>
  );
}

/** The QR code the server drew (path data), on white in both themes: scanners need the contrast. */
function QrCodeImage({ qr }: { qr: TwoFactorSetup["qr"] }) {
  const side = qr.size + 8;
  return (
    <svg
      viewBox={`-4 -4 ${side} ${side}`}
      className="size-48 rounded-lg border border-line bg-white sm:size-52"
      role="img"
      aria-label="Código QR para agregar Vilma a tu app de autenticación"
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}

function SetupStep({ setup }: { setup: TwoFactorSetup }) {
  const { result, busy } = useProfileResult("two-factor-confirm");
  const { fields, formProps } = useSchemaForm(twoFactorConfirmSchema, {
    id: "two-factor-confirm",
    lastResult: result?.reply,
  });
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
      <div className="flex flex-col items-center gap-3">
        <QrCodeImage qr={setup.qr} />
      </div>
      <div className="min-w-0 space-y-4">
        <div>
          <p className="font-medium text-sm">1. Escaneá el código con tu app de autenticación.</p>
          <p className="mt-2 text-fg-muted text-sm">¿No podés escanearlo? Agregá una cuenta a mano con esta clave:</p>
          <p
            className="mt-1 break-all rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm"
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </p>
        </div>
        <Form method="post" className="space-y-4" {...formProps}>
          <input type="hidden" name="intent" value="two-factor-confirm" />
          <input type="hidden" name="setupToken" value={setup.setupToken} />
          <TextField
            {...fieldProps(fields.code)}
            label={`2. Escribí el código de ${TOTP_DIGITS} dígitos que muestra la app`}
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
            className="max-w-48 font-mono text-lg tracking-[0.3em]"
          />
          <div className="flex flex-wrap items-center gap-3">
            <ActionButton busy={busy} busyLabel="Confirmando...">
              Confirmar y activar
            </ActionButton>
            <Link
              to="/profile#dos-pasos"
              className="inline-flex min-h-10 items-center rounded-lg px-3 font-medium text-fg-muted text-sm hover:bg-surface-muted hover:text-fg"
            >
              Cancelar
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, email, adminNext }: { codes: string[]; email: string; adminNext: boolean }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, email);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success("Códigos copiados", { description: "Pegalos en un lugar seguro." });
    } catch {
      toast.error("No pudimos copiar", { description: "Seleccioná los códigos y copialos a mano." });
    }
  };
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-950 text-sm dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Guardá tus códigos de recuperación</p>
          <p className="mt-1">
            Si perdés el teléfono, cada uno te deja entrar una vez. Es la única vez que los mostramos: descargalos o
            copialos ahora y guardalos en un lugar seguro.
          </p>
        </div>
      </div>
      <ul
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-surface-muted p-3 font-mono text-sm sm:grid-cols-5"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code} className="select-all rounded-md bg-surface px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="vilma-codigos-de-recuperacion.txt"
          className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 font-semibold text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          <Download className="size-4" aria-hidden />
          Descargar
        </a>
        {hydrated && (
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 py-2 font-semibold text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
          >
            {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {copied ? "Copiados" : "Copiar"}
          </button>
        )}
        {adminNext && (
          <a
            href="/admin"
            className="inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-700"
          >
            Ir a la administración
          </a>
        )}
      </div>
    </div>
  );
}

function EnabledState({
  recoveryCodesLeft,
  requiredWhenOff,
}: {
  recoveryCodesLeft: number | null;
  requiredWhenOff: boolean;
}) {
  const few = recoveryCodesLeft !== null && recoveryCodesLeft <= 3;
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-1 font-semibold text-emerald-800 text-xs dark:bg-emerald-900/50 dark:text-emerald-200">
          <ShieldCheck className="size-3.5" aria-hidden />
          Activada
        </span>
        <span className={cn(few ? "font-medium text-amber-800 dark:text-amber-200" : "text-fg-muted")}>
          {recoveryCodesLeft === 1
            ? "Te queda 1 código de recuperación."
            : `Te quedan ${recoveryCodesLeft ?? 0} códigos de recuperación.`}
          {few && " Generá códigos nuevos."}
        </span>
      </p>
      <PasswordAction
        intent="two-factor-codes"
        summary="Generar códigos de recuperación nuevos"
        explanation="Los códigos que tenés dejan de servir y te mostramos diez nuevos."
        button="Generar códigos nuevos"
        busyLabel="Generando..."
      />
      <PasswordAction
        intent="two-factor-disable"
        summary="Desactivar la verificación en dos pasos"
        explanation={
          requiredWhenOff
            ? "Vas a ingresar sólo con tu contraseña y no vas a poder entrar a la administración hasta activarla de nuevo."
            : "Desde ahora vas a ingresar sólo con tu contraseña."
        }
        button="Desactivar"
        busyLabel="Desactivando..."
        danger
      />
    </div>
  );
}

/** A collapsible form that asks for the password (a <details>: it opens without JavaScript too). */
function PasswordAction({
  intent,
  summary,
  explanation,
  button,
  busyLabel,
  danger = false,
}: {
  intent: "two-factor-codes" | "two-factor-disable";
  summary: string;
  explanation?: string;
  button: string;
  busyLabel: string;
  danger?: boolean;
}) {
  const { result, busy } = useProfileResult(intent);
  const { fields, formProps } = useSchemaForm(twoFactorPasswordSchema, { id: intent, lastResult: result?.reply });
  const failed = Boolean(result && !result.ok);
  return (
    <details className="group rounded-xl border border-line" open={failed || undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-2 font-medium text-sm hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown className="size-4 shrink-0 text-fg-muted transition group-open:rotate-180" aria-hidden />
      </summary>
      <Form method="post" className="space-y-4 border-line border-t p-4" {...formProps}>
        <input type="hidden" name="intent" value={intent} />
        {explanation && <p className="text-fg-muted text-sm">{explanation}</p>}
        <PasswordField {...fieldProps(fields.password)} label="Tu contraseña" autoComplete="current-password" />
        <ActionButton busy={busy} busyLabel={busyLabel} variant={danger ? "danger" : "secondary"}>
          {button}
        </ActionButton>
      </Form>
    </details>
  );
}
