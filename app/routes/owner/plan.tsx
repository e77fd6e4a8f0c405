/**
 * /mi-comercio/{businessId}/plan: the business's plan (free when none), its state and end date, the
 * history; choosing a plan and paying (Mercado Pago when configured, bank transfer always); a
 * pending transfer with the account to pay to; cancelling in one confirmation. `?plan=slug` (from
 * /pricing) preselects a plan. Mercado Pago's way back (`?pago=mercadopago&preapproval_id=…`) reads
 * the subscription's state from Mercado Pago at once instead of waiting for the webhook.
 */

import { data, Form, Link, redirect, useNavigation } from "react-router";
import { BankDetails } from "#app/components/billing/bank-details.tsx";
import { ReceiptUpload } from "#app/components/billing/receipt-upload.tsx";
import { methodLabel, Period, Price, SubscriptionStatusBadge } from "#app/components/billing/subscription-bits.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { CreditCard, Landmark, ReceiptText } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { cn } from "#app/lib/cn.ts";
import { cancelSubscriptionSchema, subscribeSchema } from "#core/billing-form.ts";
import { formatArs, formatDate } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { planStateText } from "#core/plan-state.ts";
import { RECEIPT_MAX_BYTES, RECEIPT_MESSAGES, receiptUploadSchema } from "#core/transfer-receipt-form.ts";
import { getBankTransferDetails } from "#server/billing/billing-settings.ts";
import { isMercadoPagoEnabled, MercadoPagoError } from "#server/billing/mercadopago.ts";
import { findByPreapproval, syncPreapproval } from "#server/billing/mercadopago-sync.ts";
import {
  cancelBusinessSubscription,
  getBusinessBilling,
  listPaidPlans,
  requestSubscription,
} from "#server/billing/owner-billing.ts";
import { uploadTransferReceipt } from "#server/billing/transfer-receipt.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { readUploadForm } from "#server/platform/http/answers.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import type { Route } from "./+types/plan";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const url = new URL(request.url);
  const now = requestTime(context);
  const mercadoPago = isMercadoPagoEnabled();
  const back = url.searchParams.get("preapproval_id");
  if (mercadoPago && back && back.length <= 100) {
    const known = await findByPreapproval(back);
    const billing = known ? await getBusinessBilling(business.uuid, now) : null;
    // Only a preapproval of THIS business, still waiting.
    if (known && billing?.history.some((s) => s.id === known.subscriptionId) && known.status === "pending") {
      await syncPreapproval(known, back, now).catch((error) => {
        if (!(error instanceof MercadoPagoError)) throw error;
      });
    }
  }
  const [billing, plans, bank] = await Promise.all([
    getBusinessBilling(business.uuid, now),
    listPaidPlans(),
    getBankTransferDetails(),
  ]);
  const wanted = url.searchParams.get("plan");
  return {
    business: { uuid: business.uuid, name: business.name },
    billing,
    plans,
    bank,
    mercadoPago,
    selectedPlan:
      plans.find((p) => p.slug === wanted)?.slug ?? plans.find((p) => p.isHighlighted)?.slug ?? plans[0]?.slug,
    now: now.toISOString(),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  // A receipt is the largest thing posted here: its limit plus the form's few fields.
  const form = await readUploadForm(request, RECEIPT_MAX_BYTES + 64 * 1024);
  if (!form) return data({ result: null, error: null, receiptError: RECEIPT_MESSAGES.fileTooLarge }, { status: 413 });
  const here = `/mi-comercio/${business.uuid}/plan`;
  const ip = request.headers.get(CLIENT_IP_HEADER);

  if (form.get("intent") === "receipt") {
    const submission = parseSubmission(form, receiptUploadSchema);
    if (submission.status !== "success") {
      const message = firstMessage(submission.reply(), RECEIPT_MESSAGES.fileRequired);
      return data({ result: null, error: null, receiptError: message }, { status: 400 });
    }
    const outcome = await uploadTransferReceipt({
      businessUuid: business.uuid,
      subscriptionId: submission.value.subscriptionId,
      file: submission.value.receipt,
      actor: { id: user.id, ip },
      now: requestTime(context),
    });
    if (!outcome.ok) {
      const { message, status } = outcome.problem;
      return data({ result: null, error: null, receiptError: message }, { status });
    }
    return redirectWithToast(here, {
      type: "success",
      title: "Comprobante recibido",
      description: "Lo revisamos y te avisamos por acá y por e-mail apenas activemos el plan.",
    });
  }

  if (form.get("intent") === "cancel") {
    const submission = parseSubmission(form, cancelSubscriptionSchema);
    if (submission.status !== "success") {
      return data({ result: submission.reply(), error: firstMessage(submission.reply()) }, { status: 400 });
    }
    const outcome = await cancelBusinessSubscription({
      businessUuid: business.uuid,
      subscriptionId: submission.value.subscriptionId,
      actor: { id: user.id, ip },
    });
    if (!outcome.ok) return data({ result: null, error: outcome.problem.message }, { status: 409 });
    return redirectWithToast(here, {
      type: "success",
      title: "Suscripción cancelada",
      description: outcome.value
        ? `No se renueva más. ${business.name} sigue con su plan hasta el ${formatDate(outcome.value)}.`
        : "El pedido quedó cancelado.",
    });
  }

  const submission = parseSubmission(form, subscribeSchema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), error: firstMessage(submission.reply(), "Revisá el formulario.") },
      { status: 400 },
    );
  }
  const outcome = await requestSubscription({
    businessUuid: business.uuid,
    businessName: business.name,
    planSlug: submission.value.plan,
    method: submission.value.method,
    user: { id: user.id, email: user.email },
    origin: siteOrigin(request),
    ip,
  });
  // Every refusal here answers 409, Mercado Pago's silence included (its Problem says unavailable).
  if (!outcome.ok) return data({ result: submission.reply(), error: outcome.problem.message }, { status: 409 });
  if (outcome.value.method === "mercadopago") return redirect(outcome.value.checkoutUrl);
  return redirectWithToast(here, {
    type: "success",
    title: "Pedido registrado",
    description: "Hacé la transferencia con los datos de esta página; lo activamos apenas la confirmemos.",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Plan de ${loaderData.business.name} | Vilma` : "Plan | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function OwnerPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { business, billing, plans, bank, mercadoPago, selectedPlan } = loaderData;
  const { current, pending, renewing, activePlan } = billing;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { form, fields, formProps } = useSchemaForm(subscribeSchema, {
    id: "subscribe",
    lastResult: actionData?.result,
    defaultValue: { plan: selectedPlan, method: mercadoPago && !current ? "mercadopago" : "transfer" },
  });
  const canChoose = !pending && !renewing;
  // Mercado Pago charges at once: while a paid period runs, renewing is by transfer.
  const mercadoPagoNow = mercadoPago && !current;
  const cancellable = current && (current.status === "authorized" || current.status === "paused") ? current : renewing;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Plan"
        description={`El plan de ${business.name} en Vilma: qué tiene hoy, hasta cuándo, y cómo cambiarlo.`}
      />
      {actionData?.error && <FormAlert tone="error" title="No pudimos hacerlo" description={actionData.error} />}

      <section aria-labelledby="plan-actual" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="plan-actual" className="font-bold text-lg" data-plan-state>
          Tu plan: {planStateText({ planName: activePlan.name, current })}
        </h2>
        {current ? (
          <div className="mt-2 space-y-1 text-sm">
            <p>
              {methodLabel(current.paymentMethod)} · <Price amount={current.amountArs} />
            </p>
            <p>
              {current.status === "authorized" && current.paymentMethod === "mercadopago"
                ? "Se cobra solo cada período; lo cancelás cuando quieras."
                : "Después vuelve al plan Básico sin perder datos."}
            </p>
          </div>
        ) : (
          <p className="mt-2 text-fg-muted text-sm">
            Tu ficha aparece en el buscador y en tu categoría. Elegí un plan para destacarte.
          </p>
        )}
        {cancellable && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="subscriptionId" value={cancellable.id} />
            <ConfirmDialog
              title="¿Cancelar la suscripción?"
              description={`No se cobra más. ${business.name} sigue con ${cancellable.planName ?? "su plan"} hasta el ${formatDate(cancellable.endDate)} y después vuelve al plan Básico, sin perder datos.`}
              confirmLabel="Cancelar suscripción"
              cancelLabel="Volver"
              tone="danger"
              name="intent"
              value="cancel"
            >
              Cancelar suscripción
            </ConfirmDialog>
          </Form>
        )}
      </section>

      {pending && (
        <section
          aria-labelledby="pedido"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-800 dark:bg-amber-950/30"
        >
          <h2 id="pedido" className="flex items-center gap-2 font-bold text-lg">
            {pending.paymentMethod === "transfer" ? (
              <Landmark className="size-5" aria-hidden />
            ) : (
              <CreditCard className="size-5" aria-hidden />
            )}
            {pending.paymentMethod === "transfer" ? "Transferencia pendiente" : "Pago con Mercado Pago sin terminar"}
          </h2>
          <p className="mt-1 text-sm">
            Plan {pending.planName} · <strong>{formatArs(pending.amountArs)}</strong> · pedido el{" "}
            {formatDate(pending.createdAt)}. <SubscriptionStatusBadge status={pending.status} />
          </p>
          {pending.paymentMethod === "transfer" ? (
            <>
              <p className="mt-3 text-sm">
                Transferí {formatArs(pending.amountArs)} a esta cuenta y subí el comprobante acá abajo
                {bank.email ? (
                  <>
                    {" "}
                    (o mandalo a{" "}
                    <a className="font-semibold underline [overflow-wrap:anywhere]" href={`mailto:${bank.email}`}>
                      {bank.email}
                    </a>
                    )
                  </>
                ) : null}
                . Lo activamos apenas lo confirmemos, del {formatDate(pending.startDate)} al{" "}
                {formatDate(pending.endDate)}.
              </p>
              <BankDetails bank={bank} />
              <ReceiptUpload
                pending={pending}
                error={actionData && "receiptError" in actionData ? actionData.receiptError : null}
              />
            </>
          ) : (
            pending.checkoutUrl && (
              <a
                href={pending.checkoutUrl}
                className="mt-3 inline-flex min-h-10 items-center rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
              >
                Continuar el pago en Mercado Pago
              </a>
            )
          )}
          <Form method="post" className="mt-4">
            <input type="hidden" name="subscriptionId" value={pending.id} />
            <ConfirmDialog
              title="¿Cancelar el pedido?"
              description="El pedido se borra de la lista de espera. Podés pedir otro plan cuando quieras."
              confirmLabel="Cancelar pedido"
              cancelLabel="Volver"
              tone="danger"
              name="intent"
              value="cancel"
            >
              Cancelar pedido
            </ConfirmDialog>
          </Form>
        </section>
      )}

      {canChoose && plans.length > 0 && (
        <section aria-labelledby="elegir">
          <h2 id="elegir" className="font-bold text-lg">
            {current ? "Renovar o cambiar de plan" : "Elegí un plan"}
          </h2>
          <Form method="post" {...formProps} className="mt-3 flex flex-col gap-5">
            <input type="hidden" name="intent" value="subscribe" />
            <fieldset aria-describedby={fields.plan.errors ? `${fields.plan.id}-error` : undefined}>
              <legend className="mb-2 font-semibold text-sm">Plan</legend>
              <div className="grid gap-3 md:grid-cols-2">
                {plans.map((plan) => (
                  <label
                    key={plan.slug}
                    className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-surface p-4 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name="plan"
                      value={plan.slug}
                      defaultChecked={plan.slug === (fields.plan.initialValue ?? selectedPlan)}
                      aria-labelledby={`plan-${plan.slug}-name plan-${plan.slug}-price`}
                      aria-describedby={`plan-${plan.slug}-features`}
                      className="mt-1 size-4 accent-brand-600"
                    />
                    <span className="flex flex-col gap-1">
                      <span id={`plan-${plan.slug}-name`} className="font-bold">
                        {plan.name}
                      </span>
                      <span id={`plan-${plan.slug}-price`} className="font-semibold text-sm">
                        <Price amount={plan.priceArs} period={plan.period} />
                      </span>
                      {plan.description && <span className="text-fg-muted text-sm">{plan.description}</span>}
                      <ul id={`plan-${plan.slug}-features`} className="mt-1 list-disc pl-4 text-fg-muted text-xs">
                        {plan.features.map((f) => (
                          <li key={f}>{f}</li>
                        ))}
                      </ul>
                    </span>
                  </label>
                ))}
              </div>
              {fields.plan.errors && (
                <p id={`${fields.plan.id}-error`} className="mt-1 text-red-700 text-sm dark:text-red-300">
                  {fields.plan.errors[0]}
                </p>
              )}
            </fieldset>
            <fieldset>
              <legend className="mb-2 font-semibold text-sm">Cómo pagás</legend>
              <div className="grid gap-3 md:grid-cols-2">
                {mercadoPagoNow && (
                  <MethodOption
                    value="mercadopago"
                    defaultChecked
                    title="Mercado Pago"
                    icon={<CreditCard className="size-5" aria-hidden />}
                  >
                    Con tarjeta de crédito o débito o dinero en cuenta. Se renueva solo cada período; lo cancelás cuando
                    quieras.
                  </MethodOption>
                )}
                <MethodOption
                  value="transfer"
                  defaultChecked={!mercadoPagoNow}
                  title="Transferencia bancaria"
                  icon={<Landmark className="size-5" aria-hidden />}
                >
                  Te mostramos la cuenta; activamos el plan cuando confirmamos el pago. No se renueva solo.
                </MethodOption>
              </div>
            </fieldset>
            {mercadoPago && current && (
              <p className="text-fg-muted text-sm">
                Con Mercado Pago vas a poder contratar desde el {formatDate(current.endDate)}, cuando termine tu plan
                actual.
              </p>
            )}
            <div className="sm:max-w-xs">
              <SubmitButton busy={busy} busyLabel="Un momento...">
                Continuar
              </SubmitButton>
            </div>
            {form.errors && <p className="text-red-700 text-sm">{form.errors[0]}</p>}
          </Form>
        </section>
      )}

      <section aria-labelledby="historial">
        <h2 id="historial" className="flex items-center gap-2 font-bold text-lg">
          <ReceiptText className="size-5" aria-hidden />
          Historial
        </h2>
        {billing.history.length === 0 ? (
          <p className="mt-2 text-fg-muted text-sm">Todavía no contrataste ningún plan.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-surface">
            {billing.history.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span>
                  <strong>{s.planName ?? "Plan"}</strong> · {methodLabel(s.paymentMethod)} · {formatArs(s.amountArs)}
                  <br />
                  <span className="text-fg-muted">
                    <Period start={s.startDate} end={s.endDate} />
                    {s.revocationCode && ` · Revocado (trámite ${s.revocationCode})`}
                    {s.revocationCode &&
                      (s.refundedArs >= s.amountArs
                        ? ` · Te devolvimos ${formatArs(s.refundedArs)}`
                        : s.refundedArs > 0
                          ? ` · Te devolvimos ${formatArs(s.refundedArs)}; falta ${formatArs(s.amountArs - s.refundedArs)}`
                          : " · Devolución en trámite")}
                  </span>
                </span>
                <SubscriptionStatusBadge status={s.status} />
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-fg-muted text-sm">
          ¿Contrataste hace menos de 10 días y te arrepentiste?{" "}
          <Link to="/arrepentimiento" className="font-medium text-brand-700 underline dark:text-blue-300">
            Botón de arrepentimiento
          </Link>
        </p>
      </section>
    </div>
  );
}

function MethodOption({
  value,
  defaultChecked,
  title,
  icon,
  children,
}: {
  value: string;
  defaultChecked?: boolean;
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-2xl border border-line bg-surface p-4",
        "has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600",
      )}
    >
      <input
        type="radio"
        name="method"
        value={value}
        defaultChecked={defaultChecked}
        aria-labelledby={`method-${value}-name`}
        aria-describedby={`method-${value}-text`}
        className="mt-1 size-4 accent-brand-600"
      />
      <span className="flex flex-col gap-1">
        <span id={`method-${value}-name`} className="flex items-center gap-2 font-bold">
          {icon}
          {title}
        </span>
        <span id={`method-${value}-text`} className="text-fg-muted text-sm">
          {children}
        </span>
      </span>
    </label>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
