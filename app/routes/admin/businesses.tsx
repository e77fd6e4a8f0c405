/**
 * /admin/businesses: every business in any status. Search (name, slug, address, phone), filters,
 * sorts and pages on the server, the state in the URL; each row links to its editor and (when
 * active) to its public page. The ticked rows change status together, with one reason for all.
 */

import { data, Link } from "react-router";
import { BulkAction, BulkReasonFallback } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { Plus, Store } from "#app/components/icons/icons.tsx";
import {
  BUSINESS_STATUS_EFFECTS,
  BUSINESS_STATUS_LABELS,
  BusinessStatusBadge,
} from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  ADMIN_BUSINESS_STATUSES,
  type AdminBusinessesParams,
  type AdminBusinessStatus,
  isPublicStatus,
  needsReason,
  STATUS_REASON_MAX,
  statusChangeSchema,
} from "#core/admin-business-form.ts";
import { CITY_OPTIONS } from "#core/cities.ts";
import { formatCount, formatDate, pluralize } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { isListFiltered, parseListParams } from "#core/list-params.ts";
import { changeBusinessStatus } from "#server/businesses/change-status.ts";
import {
  type AdminBusinessRow,
  adminBusinessesDefinition,
  listAdminBusinesses,
} from "#server/businesses/list-admin-businesses.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/businesses";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const { choices, definition } = await adminBusinessesDefinition();
  const params = parseListParams(new URL(request.url).searchParams, definition) as AdminBusinessesParams;
  return { params, list: await listAdminBusinesses(params), choices };
}

/** Bulk "Activar", "Suspender"…: the ticked businesses (at most a page), one status, one reason. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/businesses${url.search}`;
  const { definition } = await adminBusinessesDefinition();
  const { size } = parseListParams(url.searchParams, definition);
  const submission = parseSubmission(form, statusChangeSchema(Math.max(size, 100)));
  if (submission.status !== "success") {
    const result = submission.reply();
    return data({ result, message: firstMessage(result, "Revisá el pedido.") }, { status: 400 });
  }
  const { ids, status, reason } = submission.value;
  const outcome = await changeBusinessStatus(auditActor(admin, request), ids, status, reason);
  const label = BUSINESS_STATUS_LABELS[status].toLowerCase();
  const skipped = outcome.unchanged + outcome.missing;
  if (outcome.changed.length === 0) {
    return redirectWithToast(back, {
      type: "info",
      title: "No cambió ningún comercio",
      description: outcome.missing > 0 ? "Alguno ya no existe." : `Ya estaban en estado ${label}.`,
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title:
      outcome.changed.length === 1
        ? `${outcome.changed[0]}: ${label}`
        : `${pluralize(outcome.changed.length, "comercio", "comercios")} en estado ${label}`,
    description:
      skipped > 0
        ? `${pluralize(skipped, "no cambió", "no cambiaron")}: ya estaba${skipped > 1 ? "n" : ""} así o no existe${skipped > 1 ? "n" : ""}.`
        : "Los dueños ya tienen el aviso.",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Comercios | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

const COLUMNS: DataTableColumn<AdminBusinessRow>[] = [
  {
    key: "name",
    header: "Comercio",
    sortable: true,
    primary: true,
    cell: (b) => (
      <span className="flex min-w-0 flex-col">
        <Link to={`/admin/businesses/${b.uuid}/edit`} className={`${linkClass} break-words`}>
          {b.name}
        </Link>
        <span className="break-words text-fg-muted text-xs">/{b.slug}</span>
      </span>
    ),
  },
  {
    key: "category",
    header: "Categoría y ciudad",
    cell: (b) => (
      <span className="break-words">
        {b.categoryName ?? "Sin categoría"}
        <span className="block text-fg-muted text-xs">{b.city}</span>
        {b.brandName && <span className="block text-fg-muted text-xs">Marca: {b.brandName}</span>}
      </span>
    ),
  },
  { key: "status", header: "Estado", sortable: true, cell: (b) => <BusinessStatusBadge status={b.status} /> },
  {
    key: "premium",
    header: "Premium",
    cell: (b) => (b.isPremium ? `Sí (nivel ${b.premiumLevel})` : "No"),
  },
  {
    key: "owners",
    header: "Dueños",
    cell: (b) =>
      b.owners.length === 0 ? (
        <span className="text-fg-muted">Sin dueño</span>
      ) : (
        <span className="break-words">{b.owners.map((o) => o.name).join(", ")}</span>
      ),
  },
  {
    key: "created",
    header: "Alta",
    sortable: true,
    hideOnMobile: true,
    cell: (b) => <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>,
  },
  {
    key: "links",
    header: "Acciones",
    actions: true,
    cell: (b) => (
      <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 whitespace-nowrap text-sm">
        <Link to={`/admin/businesses/${b.uuid}/edit`} className={linkClass}>
          Editar<span className="sr-only"> {b.name}</span>
        </Link>
        {isPublicStatus(b.status) ? (
          <Link to={`/${b.slug}`} className={linkClass}>
            Ver página<span className="sr-only"> de {b.name}</span>
          </Link>
        ) : (
          <span className="text-fg-muted">No público</span>
        )}
      </span>
    ),
  },
];

/** The bulk bar's statuses in the order an admin reaches for them; "Activar" is the usual one. */
const BULK: { status: AdminBusinessStatus; label: string; tone: "primary" | "default" | "danger" }[] = [
  { status: "active", label: "Activar", tone: "primary" },
  { status: "approved", label: "Aprobar", tone: "default" },
  { status: "pending", label: "Volver a pendiente", tone: "default" },
  { status: "inactive", label: "Desactivar", tone: "danger" },
  { status: "suspended", label: "Suspender", tone: "danger" },
  { status: "rejected", label: "Rechazar", tone: "danger" },
];

const REASON = {
  label: "Motivo",
  maxLength: STATUS_REASON_MAX,
  hint: "Los dueños lo van a leer.",
  placeholder: "Ej.: El comercio cerró definitivamente.",
};

function BulkStatusActions() {
  return (
    <>
      <BulkReasonFallback {...REASON} label="Motivo (obligatorio para desactivar, suspender o rechazar)" />
      {BULK.map((b) => (
        <BulkAction
          key={b.status}
          name="status"
          value={b.status}
          label={b.label}
          tone={b.tone}
          question={(n) => `¿${b.label} ${pluralize(n, "comercio", "comercios")}?`}
          description={`${BUSINESS_STATUS_EFFECTS[b.status]}${needsReason(b.status) ? " Sus dueños reciben un aviso con el motivo." : " Sus dueños reciben un aviso."}`}
          reason={needsReason(b.status) ? REASON : undefined}
        />
      ))}
    </>
  );
}

/** What each status means for the public, where an admin chooses one. */
function StatusLegend() {
  return (
    <details className="rounded-xl border border-line bg-surface p-3 text-sm">
      <summary className="cursor-pointer font-semibold">¿Qué significa cada estado?</summary>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {ADMIN_BUSINESS_STATUSES.map((s) => (
          <div key={s} className="contents">
            <dt className="font-medium">{BUSINESS_STATUS_LABELS[s]}</dt>
            <dd className="text-fg-muted max-sm:mb-1">{BUSINESS_STATUS_EFFECTS[s]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export default function AdminBusinesses({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, choices } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Comercios"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Comercios" }]}
        description={
          isListFiltered(params)
            ? `${pluralize(list.total, "comercio coincide", "comercios coinciden")} con la búsqueda y los filtros.`
            : `${formatCount(list.total)} en total, en cualquier estado.`
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/admin/businesses/special-hours"
              className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-sm hover:bg-surface-muted"
            >
              Horarios especiales
            </Link>
            <Link
              to="/admin/businesses/new"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
            >
              <Plus className="size-4" aria-hidden />
              Nuevo comercio
            </Link>
          </div>
        }
      />
      {actionData && "message" in actionData && (
        <FormAlert tone="error" title="No cambiamos el estado">
          {actionData.message}
        </FormAlert>
      )}
      <StatusLegend />
      <DataTable
        label="Comercios"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(b) => b.uuid}
        rowLabel={(b) => b.name}
        pageSizes={[20, 50, 100]}
        search={{ label: "Buscar por nombre, dirección, teléfono o slug", placeholder: "Nombre, dirección, teléfono…" }}
        filters={[
          {
            name: "status",
            label: "Estado",
            allLabel: "Todos",
            options: ADMIN_BUSINESS_STATUSES.map((s) => ({ value: s, label: BUSINESS_STATUS_LABELS[s] })),
          },
          {
            name: "city",
            label: "Ciudad",
            allLabel: "Todas",
            options: CITY_OPTIONS,
          },
          { name: "category", label: "Categoría", allLabel: "Todas", options: choices.categories },
          { name: "brand", label: "Marca", allLabel: "Todas", options: choices.brands },
          {
            name: "premium",
            label: "Premium",
            allLabel: "Todos",
            options: [
              { value: "si", label: "Premium" },
              { value: "no", label: "Gratis" },
            ],
          },
          {
            name: "owner",
            label: "Dueño",
            allLabel: "Todos",
            options: [
              { value: "si", label: "Con dueño" },
              { value: "no", label: "Sin dueño" },
            ],
          },
        ]}
        bulkActions={<BulkStatusActions />}
        empty={{
          icon: Store,
          title: "Todavía no hay comercios",
          text: "Cargá el primero con «Nuevo comercio».",
        }}
        emptyFiltered={{
          title: "Ningún comercio coincide",
          text: "Probá con otro nombre, otro estado o sacá algún filtro.",
        }}
      />
    </div>
  );
}
