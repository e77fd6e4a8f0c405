/**
 * /admin/subscriptions: transfer requests waiting first (activate with start and end dates, the
 * plan's period by default), every other subscription with its state (cancel), revenue per month,
 * and the premium check (businesses whose premium flags disagree with their subscriptions).
 */

import { data, Form, Link, useSearchParams } from "react-router";
import { methodLabel, Period, SubscriptionStatusBadge } from "#app/components/billing/subscription-bits.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { MoneyField } from "#app/components/form/money-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { CheckCircle2, CreditCard, FileText, ShieldCheck } from "#app/components/icons/icons.tsx";
import { StatsChartSlot } from "#app/components/owner-stats/stats-chart-slot.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  activateTransferSchema,
  adminCancelSchema,
  PAYMENT_METHOD_LABELS,
  REFUND_METHOD_LABELS,
  refundSchema,
  SUBSCRIPTION_STATUS_LABELS,
} from "#core/billing-form.ts";
import { formatArs, formatCount, formatDate } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { listHref, parseListParams } from "#core/list-params.ts";
import { formatArsInput } from "#core/money.ts";
import { lastMonthKeys } from "#core/report-range.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { RECEIPT_REJECT_REASON_MAX, receiptRejectSchema } from "#core/transfer-receipt-form.ts";
import { activateTransfer } from "#server/billing/activate-transfer.ts";
import { syncAllPremium } from "#server/billing/billing-schedule.ts";
import { adminCancelSubscription } from "#server/billing/cancel-subscription-as-admin.ts";
import {
  type AdminSubscriptionRow,
  listSubscriptions,
  SUBSCRIPTIONS_LIST,
} from "#server/billing/list-subscriptions.ts";
import { premiumDisagreements } from "#server/billing/premium-sync.ts";
import { pendingRefunds, recordRefund } from "#server/billing/refunds.ts";
import { revenueByMonth } from "#server/billing/revenue-by-month.ts";
import { rejectTransferReceipt } from "#server/billing/transfer-receipt.ts";
import { recordAudit } from "#server/platform/audit/record-audit.ts";
import { CLIENT_IP_HEADER } from "#server/platform/auth/auth.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { getDb } from "#server/platform/db/client.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import type { Route } from "./+types/subscriptions";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const now = requestTime(context);
  const params = parseListParams(new URL(request.url).searchParams, SUBSCRIPTIONS_LIST);
  const [list, revenue, disagreements, refunds] = await Promise.all([
    listSubscriptions(params, now),
    revenueByMonth(12, now),
    getDb().then((db) => premiumDisagreements(db, now)),
    pendingRefunds(),
  ]);
  // Every one of the last 12 months, with nothing for a month without payments (oldest first).
  const byMonth = new Map(revenue.map((r) => [r.month, r]));
  const months = lastMonthKeys(now, 12).map((month) => byMonth.get(month) ?? { month, amountArs: 0, payments: 0 });
  return { params, list, revenue: months, disagreements, refunds, today: buenosAiresDateKey(now) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/subscriptions${url.search}`;
  const ip = request.headers.get(CLIENT_IP_HEADER);
  const intent = form.get("intent");

  if (intent === "sync-premium") {
    const db = await getDb();
    const before = await premiumDisagreements(db, requestTime(context));
    const fixed = await syncAllPremium(requestTime(context));
    if (fixed > 0) {
      await recordAudit(db, {
        actor: { id: admin.id, ip },
        action: "premium.sync",
        entity: { type: "premium", id: "all" },
        before: { businesses: before.map((d) => d.businessUuid) },
        after: { fixed },
      });
    }
    return redirectWithToast(back, {
      type: "success",
      title: fixed > 0 ? `Corregimos ${formatCount(fixed)} comercios` : "Todo estaba en orden",
    });
  }

  if (intent === "activate") {
    const submission = parseSubmission(form, activateTransferSchema);
    if (submission.status !== "success") {
      return redirectWithToast(back, {
        type: "error",
        title: "No pudimos activar el plan",
        description: firstMessage(submission.reply(), "Revisá las fechas."),
      });
    }
    const outcome = await activateTransfer({ adminId: admin.id, ip, ...submission.value });
    return redirectWithToast(back, {
      type: outcome.ok ? "success" : "error",
      title: outcome.ok ? "Plan activado" : "No pudimos activar el plan",
      description: outcome.ok ? outcome.value.message : outcome.problem.message,
    });
  }

  if (intent === "refund") {
    const submission = parseSubmission(form, refundSchema);
    if (submission.status !== "success") {
      return redirectWithToast(back, {
        type: "error",
        title: "No pudimos registrar la devolución",
        description: firstMessage(submission.reply(), "Revisá el monto, la fecha y el medio."),
      });
    }
    const { subscriptionId, amount, paidOn, method, note } = submission.value;
    const outcome = await recordRefund({
      adminId: admin.id,
      ip,
      subscriptionId,
      amountArs: amount / 100,
      paidOn,
      method,
      note,
      origin: siteOrigin(request),
    });
    return redirectWithToast(back, {
      type: outcome.ok ? "success" : "error",
      title: outcome.ok ? "Devolución registrada" : "No pudimos registrar la devolución",
      description: outcome.ok ? outcome.value.message : outcome.problem.message,
    });
  }

  if (intent === "reject-receipt") {
    const submission = parseSubmission(form, receiptRejectSchema);
    if (submission.status !== "success") {
      return redirectWithToast(back, {
        type: "error",
        title: "No rechazamos el comprobante",
        description: firstMessage(submission.reply(), "Escribí el motivo."),
      });
    }
    const outcome = await rejectTransferReceipt({
      adminId: admin.id,
      ip,
      subscriptionId: submission.value.subscriptionId,
      reason: submission.value.reason,
      now: requestTime(context),
    });
    return redirectWithToast(back, {
      type: outcome.ok ? "success" : "error",
      title: outcome.ok ? "Comprobante rechazado" : "No rechazamos el comprobante",
      description: outcome.ok ? outcome.value.message : outcome.problem.message,
    });
  }

  if (intent === "cancel") {
    const submission = parseSubmission(form, adminCancelSchema);
    if (submission.status !== "success") return data(null, { status: 400 });
    const outcome = await adminCancelSubscription({
      adminId: admin.id,
      ip,
      subscriptionId: submission.value.subscriptionId,
      immediate: submission.value.immediate === "on",
    });
    return redirectWithToast(back, {
      type: outcome.ok ? "success" : "error",
      title: outcome.ok ? "Suscripción cancelada" : "No pudimos cancelar",
      description: outcome.ok ? outcome.value.message : outcome.problem.message,
    });
  }
  return data(null, { status: 400 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Suscripciones | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const buttonClass =
  "inline-flex min-h-10 items-center rounded-lg px-3 font-semibold text-sm bg-brand-600 text-white hover:bg-brand-700";

const REFUND_METHOD_OPTIONS = Object.entries(REFUND_METHOD_LABELS).map(([value, label]) => ({ value, label }));

/** "Registrar devolución": what was given back for a revoked plan (amount, day, how, a note). */
function RefundForm({ s, today }: { s: AdminSubscriptionRow; today: string }) {
  return (
    <details className="rounded-lg border border-amber-300 p-2 dark:border-amber-800">
      <summary className="cursor-pointer font-semibold text-amber-800 text-sm dark:text-amber-200">
        Registrar devolución
      </summary>
      <Form method="post" preventScrollReset className="mt-2 flex flex-col gap-2 text-left">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="subscriptionId" value={s.id} />
        <MoneyField
          id={`refund-amount-${s.id}`}
          name="amount"
          label="Monto devuelto (pesos)"
          defaultValue={formatArsInput(s.owedArs * 100)}
          required
        />
        <DateField id={`refund-date-${s.id}`} name="paidOn" label="Fecha" defaultValue={today} max={today} required />
        <SelectField
          id={`refund-method-${s.id}`}
          name="method"
          label="Cómo"
          options={REFUND_METHOD_OPTIONS}
          defaultValue="transfer"
          required
        />
        <TextField
          id={`refund-note-${s.id}`}
          name="note"
          label="Nota (obligatoria con «Otro»)"
          hint="El comprobante o la cuenta a la que se devolvió."
          maxLength={300}
        />
        <button type="submit" className={buttonClass}>
          Registrar devolución
        </button>
      </Form>
    </details>
  );
}

function RefundState({ s }: { s: AdminSubscriptionRow }) {
  if (!s.revocationCode) return null;
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      <span>Arrepentimiento {s.revocationCode}</span>
      {s.refunds.map((r) => (
        <span key={`${r.paidOn}-${r.amountArs}-${r.method}`} className="text-emerald-800 dark:text-emerald-300">
          Devuelto {formatArs(r.amountArs)} el {formatDate(r.paidOn)} ({REFUND_METHOD_LABELS[r.method].toLowerCase()})
        </span>
      ))}
      {s.owedArs > 0 && (
        <span className="font-semibold text-amber-800 dark:text-amber-200">Falta devolver {formatArs(s.owedArs)}</span>
      )}
    </span>
  );
}

function Actions({ s, today }: { s: AdminSubscriptionRow; today: string }) {
  const waiting = s.status === "pending" && s.paymentMethod === "transfer";
  const cancellable = ["pending", "authorized", "paused"].includes(s.status);
  return (
    <div className="flex flex-col gap-2">
      {s.owedArs > 0 && <RefundForm s={s} today={today} />}
      {waiting && s.receipt && (
        <a
          href={`/admin/subscriptions/${s.id}/comprobante`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 py-1 text-left font-semibold text-brand-700 text-sm hover:bg-surface-muted dark:text-blue-300"
          data-receipt-link
        >
          <FileText className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 [overflow-wrap:anywhere]">
            Ver comprobante ({s.receipt.kind === "pdf" ? "PDF" : "imagen"}, {formatDate(s.receipt.uploadedAt)})
          </span>
        </a>
      )}
      {waiting && !s.receipt && (
        <span className="text-fg-muted text-xs">
          {s.receiptRejectReason ? `Comprobante rechazado: ${s.receiptRejectReason}` : "Sin comprobante todavía"}
        </span>
      )}
      {waiting && s.receipt && (
        <details className="rounded-lg border border-line p-2">
          <summary className="cursor-pointer font-semibold text-rose-700 text-sm dark:text-rose-300">
            Rechazar comprobante
          </summary>
          <Form method="post" preventScrollReset className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="intent" value="reject-receipt" />
            <input type="hidden" name="subscriptionId" value={s.id} />
            <TextareaField
              id={`reject-reason-${s.id}`}
              name="reason"
              label="Motivo (lo lee el dueño)"
              maxLength={RECEIPT_REJECT_REASON_MAX}
              rows={2}
              required
            />
            <button type="submit" className={buttonClass}>
              Rechazar y avisar
            </button>
          </Form>
        </details>
      )}
      {waiting && (
        <details className="rounded-lg border border-line p-2">
          <summary className="cursor-pointer font-semibold text-brand-700 text-sm dark:text-blue-300">
            {s.receipt ? "Verificar y activar" : "Activar"} {s.businessName}
          </summary>
          <Form method="post" preventScrollReset className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="intent" value="activate" />
            <input type="hidden" name="subscriptionId" value={s.id} />
            <DateField id={`start-${s.id}`} name="startDate" label="Desde" defaultValue={s.proposedStart} required />
            <DateField id={`end-${s.id}`} name="endDate" label="Hasta" defaultValue={s.proposedEnd} required />
            <TextField id={`ref-${s.id}`} name="reference" label="Comprobante (opcional)" maxLength={120} />
            <button type="submit" className={buttonClass}>
              Activar plan
            </button>
          </Form>
        </details>
      )}
      {cancellable && (
        <Form method="post" preventScrollReset className="flex flex-col gap-1">
          <input type="hidden" name="subscriptionId" value={s.id} />
          {s.status !== "pending" && (
            <label className="flex items-center gap-2 text-xs">
              <input type="checkbox" name="immediate" className="size-4" />
              Terminar ahora (sin esperar al fin del período)
            </label>
          )}
          <ConfirmDialog
            title={`¿Cancelar la suscripción de ${s.businessName}?`}
            description={
              s.status === "pending"
                ? "El pedido se cancela y el dueño recibe un aviso."
                : "No se renueva más. Si marcaste «Terminar ahora», el plan termina ya; si no, al final del período."
            }
            confirmLabel="Cancelar suscripción"
            cancelLabel="Volver"
            tone="danger"
            name="intent"
            value="cancel"
          >
            {s.status === "pending" ? "Rechazar pedido" : "Cancelar"}
          </ConfirmDialog>
        </Form>
      )}
    </div>
  );
}

const columns = (today: string): DataTableColumn<AdminSubscriptionRow>[] => [
  {
    key: "business",
    header: "Comercio",
    sortable: true,
    primary: true,
    cell: (s) => (
      <Link to={`/mi-comercio/${s.businessUuid}/plan`} className="font-semibold hover:underline">
        {s.businessName}
      </Link>
    ),
  },
  { key: "plan", header: "Plan", cell: (s) => `${s.planName ?? "—"} · ${formatArs(s.amountArs)}` },
  { key: "method", header: "Pago", cell: (s) => methodLabel(s.paymentMethod) },
  {
    key: "status",
    header: "Estado",
    cell: (s) => (
      <span className="flex flex-col items-start gap-1">
        <SubscriptionStatusBadge status={s.status} />
        <RefundState s={s} />
      </span>
    ),
  },
  {
    key: "end",
    header: "Período",
    sortable: true,
    hideOnMobile: false,
    cell: (s) => <Period start={s.startDate} end={s.endDate} />,
  },
  {
    key: "created",
    header: "Pedido",
    sortable: true,
    hideOnMobile: true,
    cell: (s) => (
      <>
        <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
        {s.requestedBy && <span className="block text-fg-muted text-xs">{s.requestedBy}</span>}
      </>
    ),
  },
  { key: "actions", header: "Acciones", actions: true, cell: (s) => <Actions s={s} today={today} /> },
];

/** "Devoluciones pendientes": how many revoked plans still owe money, and how much; a link to them. */
function RefundsOwed({ refunds, href }: { refunds: { count: number; owedArs: number }; href: string }) {
  if (refunds.count === 0) {
    return (
      <p className="flex items-center gap-2 text-sm">
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
        Devoluciones pendientes: ninguna.
      </p>
    );
  }
  return (
    <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
      <Link to={href} className="font-semibold underline">
        Devoluciones pendientes: {formatCount(refunds.count)}
      </Link>{" "}
      — falta devolver {formatArs(refunds.owedArs)} por el botón de arrepentimiento.
    </p>
  );
}

const monthFormat = new Intl.DateTimeFormat("es-AR", { month: "long", year: "numeric", timeZone: "UTC" });
const monthName = (month: string) => {
  const text = monthFormat.format(new Date(`${month}-15T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export default function AdminSubscriptions({ loaderData }: Route.ComponentProps) {
  const { params, list, revenue, disagreements, refunds, today } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Suscripciones"
        description="Pedidos por transferencia para confirmar, planes activos y lo que entró cada mes."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Suscripciones" }]}
      />
      <RefundsOwed refunds={refunds} href={listHref(searchParams, { devolucion: "pendiente" })} />
      <DataTable
        label="Suscripciones"
        columns={columns(today)}
        list={list}
        params={params}
        rowId={(s) => String(s.id)}
        rowLabel={(s) => s.businessName}
        search={{ label: "Buscar por comercio", placeholder: "Nombre del comercio" }}
        filters={[
          {
            name: "status",
            label: "Estado",
            allLabel: "Todos",
            options: Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
          },
          {
            name: "method",
            label: "Pago",
            allLabel: "Todos",
            options: Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => ({ value, label })),
          },
          {
            name: "devolucion",
            label: "Devolución",
            allLabel: "Todas",
            options: [
              { value: "pendiente", label: "Devoluciones pendientes" },
              { value: "hecha", label: "Devueltas" },
            ],
          },
        ]}
        empty={{
          icon: CreditCard,
          title: "Todavía no hay suscripciones",
          text: "Cuando un dueño elija un plan, aparece acá.",
        }}
        emptyFiltered={{
          title: "Ninguna suscripción coincide",
          text: "Probá con otro nombre, estado o medio de pago.",
        }}
      />

      <section aria-labelledby="ingresos">
        <h2 id="ingresos" className="font-bold text-lg">
          Ingresos por mes
        </h2>
        {revenue.every((r) => r.payments === 0) ? (
          <p className="mt-2 text-fg-muted text-sm">Todavía no hay pagos.</p>
        ) : (
          <>
            <div className="mt-3">
              <StatsChartSlot
                spec={{
                  id: "revenue",
                  title: "Ingresos de los últimos 12 meses",
                  kind: "bar",
                  period: "month",
                  series: [{ key: "amountArs", label: "Ingresos (pesos)" }],
                  rows: revenue.map((r) => ({ date: r.month, amountArs: r.amountArs })),
                }}
                summary={`En total ${formatArs(revenue.reduce((sum, r) => sum + r.amountArs, 0))} en ${formatCount(revenue.reduce((sum, r) => sum + r.payments, 0))} pagos.`}
              />
            </div>
            <table className="mt-3 w-full max-w-md border-collapse text-sm">
              <caption className="sr-only">Ingresos por mes</caption>
              <thead>
                <tr className="border-line border-b text-left">
                  <th scope="col" className="py-2">
                    Mes
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Pagos
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Monto
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...revenue].reverse().map((r) => (
                  <tr key={r.month} className="border-line border-b">
                    <th scope="row" className="py-2 text-left font-normal">
                      {monthName(r.month)}
                    </th>
                    <td className="py-2 text-right">{formatCount(r.payments)}</td>
                    <td className="py-2 text-right font-semibold">{formatArs(r.amountArs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="control" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="control" className="flex items-center gap-2 font-bold text-lg">
          <ShieldCheck className="size-5 text-brand-600" aria-hidden />
          Control de premium
        </h2>
        {disagreements.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-sm">
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
            Cada comercio muestra el premium que le dan sus suscripciones.
          </p>
        ) : (
          <>
            <p className="mt-2 text-sm">
              {formatCount(disagreements.length)} comercios muestran un premium distinto del que les dan sus
              suscripciones (se corrige solo en unos minutos):
            </p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {disagreements.slice(0, 20).map((d) => (
                <li key={d.businessUuid}>
                  {d.name}: dice {d.isPremium ? `premium nivel ${d.premiumLevel}` : "sin premium"}, corresponde{" "}
                  {d.expectedPremium ? `premium nivel ${d.expectedLevel}` : "sin premium"}
                </li>
              ))}
            </ul>
            <Form method="post" className="mt-3">
              <button type="submit" name="intent" value="sync-premium" className={buttonClass}>
                Corregir ahora
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
