/**
 * /admin/plans: the plans /pricing and the owners' plan page offer. Create and edit (name,
 * identifier, price in pesos, period, features, premium level, featured promotions, highlighted,
 * active, position); `?editar={id}` opens one in the form. A plan in use cannot be deleted, only
 * deactivated.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AdminFormSection } from "#app/components/admin/admin-form-section.tsx";
import { Price } from "#app/components/billing/subscription-bits.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { MoneyField } from "#app/components/form/money-field.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { LayoutGrid, Pencil } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { planFormSchema } from "#core/billing-form.ts";
import { formatArs, formatCount } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { formatArsInput } from "#core/money.ts";
import { revenueByPlan } from "#server/billing/revenue-by-plan.ts";
import { deletePlan } from "#server/plans/delete-plan.ts";
import { listPlansForAdmin } from "#server/plans/list-plans-for-admin.ts";
import { savePlan } from "#server/plans/save-plan.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { refusalReply } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/plans";

const idOf = (value: unknown): number | null => {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const [plans, revenue] = await Promise.all([listPlansForAdmin(), revenueByPlan(12)]);
  const editing = idOf(new URL(request.url).searchParams.get("editar"));
  return { plans, revenue, editing: plans.find((p) => p.id === editing) ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const actor = auditActor(admin, request);
  const id = idOf(form.get("planId"));
  if (form.get("intent") === "delete") {
    if (id === null) return data({ result: null, error: "Elegí un plan." }, { status: 400 });
    const outcome = await deletePlan(id, actor);
    if (!outcome.ok)
      return redirectWithToast("/admin/plans", {
        type: "error",
        title: "No se puede eliminar",
        description: outcome.problem.message,
      });
    return redirectWithToast("/admin/plans", {
      type: "success",
      title: "Plan eliminado",
      description: outcome.value.name,
    });
  }
  const submission = parseSubmission(form, planFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply(), error: null }, { status: 400 });
  const outcome = await savePlan(id, submission.value, actor);
  if (!outcome.ok) {
    const { status, message, fieldErrors } = outcome.problem;
    const field = Object.keys(fieldErrors ?? {})[0];
    return data(
      {
        result: submission.reply(refusalReply(outcome.problem)),
        error: field ? null : message,
      },
      { status },
    );
  }
  return redirectWithToast("/admin/plans", {
    type: "success",
    title: id === null ? "Plan creado" : "Plan guardado",
    description: `${submission.value.name} ya se ve así en Planes.`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Planes | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function AdminPlans({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, revenue, editing } = loaderData;
  const revenueOf = new Map(revenue.map((r) => [r.planId, r]));
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Planes"
        description="Los planes que ven los comercios en Planes y en la página de su plan."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Planes" }]}
      />
      {plans.length === 0 ? (
        <EmptyState icon={LayoutGrid} title="Todavía no hay planes">
          Creá el primero con el formulario de abajo.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Planes">
          {plans.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-bold text-lg">{p.name}</h2>
                <span className="text-fg-muted text-xs">{p.isActive ? "Activo" : "Desactivado"}</span>
              </div>
              <p className="font-semibold">
                {p.priceArs === 0 ? "Gratis" : <Price amount={p.priceArs} period={p.period} />}
              </p>
              <p className="text-fg-muted text-sm">
                Nivel premium {p.premiumLevel} · posición {p.position}
                {p.includesFeaturedPromotions && " · promociones destacadas"}
                {p.isHighlighted && " · destacado en Planes"}
              </p>
              <p className="text-fg-muted text-sm">{formatCount(p.subscriptions)} suscripciones</p>
              <p className="text-sm" data-plan-revenue={revenueOf.get(p.id)?.amountArs ?? 0}>
                Ingresos en los últimos 12 meses:{" "}
                <span className="font-semibold">{formatArs(revenueOf.get(p.id)?.amountArs ?? 0)}</span>
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <Link
                  to={`?editar=${p.id}#plan-form`}
                  className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-line px-3 font-semibold text-sm hover:bg-surface-muted"
                  aria-label={`Editar ${p.name}`}
                >
                  <Pencil className="size-4" aria-hidden />
                  Editar
                </Link>
                {p.subscriptions === 0 && (
                  <Form method="post">
                    <input type="hidden" name="planId" value={p.id} />
                    <ConfirmDialog
                      title={`¿Eliminar ${p.name}?`}
                      description="Nadie lo contrató todavía; se borra para siempre."
                      confirmLabel="Eliminar"
                      tone="danger"
                      name="intent"
                      value="delete"
                    >
                      Eliminar
                    </ConfirmDialog>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="plan-revenue">
        <h2 id="plan-revenue" className="font-bold text-lg">
          Ingresos por plan
        </h2>
        <p className="mt-1 text-fg-muted text-sm">
          Los últimos 12 meses: cada período pagado cuenta en el mes en que empieza (como en{" "}
          <Link
            to="/admin/subscriptions#ingresos"
            className="font-semibold text-brand-700 hover:underline dark:text-blue-300"
          >
            Suscripciones
          </Link>
          ).
        </p>
        {revenue.length === 0 ? (
          <p className="mt-2 text-fg-muted text-sm">Todavía no hay pagos.</p>
        ) : (
          <table className="mt-3 w-full max-w-md border-collapse text-sm">
            <caption className="sr-only">Ingresos por plan</caption>
            <thead>
              <tr className="border-line border-b text-left">
                <th scope="col" className="py-2">
                  Plan
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
              {revenue.map((r) => (
                <tr key={r.planId ?? "none"} className="border-line border-b">
                  <th scope="row" className="py-2 text-left font-normal">
                    {r.planName}
                  </th>
                  <td className="py-2 text-right">{formatCount(r.payments)}</td>
                  <td className="py-2 text-right font-semibold">{formatArs(r.amountArs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <PlanForm
        key={editing?.id ?? "new"}
        editing={editing}
        lastResult={actionData?.result ?? null}
        error={actionData?.error ?? null}
      />
    </div>
  );
}

function PlanForm({
  editing,
  lastResult,
  error,
}: {
  editing: Route.ComponentProps["loaderData"]["editing"];
  lastResult: Route.ComponentProps["actionData"] extends infer A ? (A extends { result: infer R } ? R : null) : null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(planFormSchema, {
    id: "plan",
    lastResult,
    defaultValue: editing
      ? {
          name: editing.name,
          slug: editing.slug,
          description: editing.description ?? "",
          price: formatArsInput(editing.priceArs * 100),
          period: editing.period,
          features: editing.features.join("\n"),
          premiumLevel: String(editing.premiumLevel),
          position: String(editing.position),
        }
      : { period: "monthly", premiumLevel: "1", position: "10" },
  });
  const checkbox = (name: string, label: string, checked: boolean) => (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked} className="size-4" />
      {label}
    </label>
  );
  return (
    <AdminFormSection id="plan-form" title={editing ? `Editar ${editing.name}` : "Nuevo plan"} error={error}>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 md:grid-cols-2">
        {editing && <input type="hidden" name="planId" value={editing.id} />}
        <TextField {...fieldProps(fields.name)} label="Nombre" maxLength={60} />
        <TextField
          {...fieldProps(fields.slug)}
          label="Identificador"
          hint="En la dirección: /pricing y ?plan=…"
          maxLength={60}
        />
        <MoneyField {...fieldProps(fields.price)} label="Precio (en pesos)" hint="0 es gratis" />
        <SelectField
          {...fieldProps(fields.period)}
          label="Período"
          options={[
            { value: "monthly", label: "Mensual" },
            { value: "yearly", label: "Anual" },
          ]}
        />
        <TextField
          {...fieldProps(fields.premiumLevel)}
          label="Nivel premium"
          type="number"
          min={0}
          max={5}
          hint="0 = sin premium; más alto, más arriba en las listas"
        />
        <TextField {...fieldProps(fields.position)} label="Posición" type="number" min={-1000} max={1000} />
        <div className="md:col-span-2">
          <TextField {...fieldProps(fields.description)} label="Descripción" maxLength={200} />
        </div>
        <div className="md:col-span-2">
          <TextareaField
            {...fieldProps(fields.features)}
            label="Características (una por línea)"
            maxLength={2000}
            rows={6}
          />
        </div>
        <fieldset className="flex flex-col gap-1 md:col-span-2">
          <legend className="font-semibold text-sm">Opciones</legend>
          {checkbox(
            "includesFeaturedPromotions",
            "Incluye promociones destacadas",
            editing?.includesFeaturedPromotions ?? false,
          )}
          {checkbox("isHighlighted", "Resaltado en Planes («Más elegido»)", editing?.isHighlighted ?? false)}
          {checkbox("isActive", "Activo (se ofrece a los comercios)", editing?.isActive ?? true)}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <div className="w-full sm:w-auto">
            <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
              {editing ? "Guardar cambios" : "Crear plan"}
            </SubmitButton>
          </div>
          {editing && (
            <Link to="/admin/plans" className="font-medium text-sm underline">
              Cancelar edición
            </Link>
          )}
        </div>
      </Form>
    </AdminFormSection>
  );
}
