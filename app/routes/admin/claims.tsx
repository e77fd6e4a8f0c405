/**
 * /admin/claims: the queue of people asking for a business. "Reclamos" (someone says an existing
 * business is theirs) and "Comercios nuevos" (businesses waiting to be published, most of them sent
 * through "Sumá tu comercio"), pending first, decided ones below, filterable. Each row opens its
 * detail, where the proof is and where the decision is made.
 */

import { Link } from "react-router";
import {
  CLAIM_STATUS_LABELS,
  ClaimStatusBadge,
  REGISTRATION_STATUS_LABELS,
} from "#app/components/claims/claim-status.tsx";
import { BulkAction } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { CheckCircle2, Inbox } from "#app/components/icons/icons.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { Tabs } from "#app/components/page/tabs.tsx";
import { parseBusinessActivation } from "#core/business-activation-form.ts";
import { claimRoleLabel } from "#core/claim-form.ts";
import { CLAIMS_QUEUE, REGISTRATIONS_QUEUE } from "#core/claim-queue.ts";
import { formatCount, formatDate, pluralize } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import {
  type ClaimQueueRow,
  countPending,
  listClaimsQueue,
  listRegistrationsQueue,
  type RegistrationQueueRow,
} from "#server/claims/claim-queue.ts";
import { approveRegistrations } from "#server/claims/decide-registration.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import type { Route } from "./+types/claims";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const tab = search.get("tab") === "comercios" ? "comercios" : "reclamos";
  const pending = await countPending();
  if (tab === "comercios") {
    const params = parseListParams(search, REGISTRATIONS_QUEUE);
    return {
      tab,
      pending,
      registrations: { params, list: await listRegistrationsQueue(params) },
      claims: null,
    } as const;
  }
  const params = parseListParams(search, CLAIMS_QUEUE);
  return { tab, pending, claims: { params, list: await listClaimsQueue(params) }, registrations: null } as const;
}

/**
 * "Aprobar seleccionados" in "Comercios nuevos": each ticked business (at most a page) through the
 * same decision as its detail screen, one after the other; back to the same list with one toast.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/claims${url.search}`;
  const { size } = parseListParams(url.searchParams, REGISTRATIONS_QUEUE);
  const input = parseBusinessActivation(form, size);
  if (!input.ok) {
    return redirectWithToast(back, { type: "error", title: "No pudimos aprobar", description: input.message });
  }
  const ids = input.data.intent === "activate-many" ? input.data.ids : [input.data.businessUuid];
  const { approved, failed } = await approveRegistrations(auditActor(admin, request), ids, siteOrigin(request));
  const failures =
    failed === 0
      ? undefined
      : failed === 1
        ? "1 no se pudo aprobar: ya no estaba pendiente o no existe."
        : `${formatCount(failed)} no se pudieron aprobar: ya no estaban pendientes o no existen.`;
  if (approved.length === 0) {
    return redirectWithToast(back, { type: "error", title: "No se aprobó ningún comercio", description: failures });
  }
  return redirectWithToast(back, {
    type: "success",
    title: pluralize(approved.length, "comercio publicado", "comercios publicados"),
    description: failures ?? (approved.length === 1 ? `${approved[0]} ya aparece en Vilma.` : "Ya aparecen en Vilma."),
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Reclamos y comercios nuevos | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

const CLAIM_COLUMNS: DataTableColumn<ClaimQueueRow>[] = [
  {
    key: "business",
    header: "Comercio",
    sortable: true,
    primary: true,
    cell: (c) => (
      <Link to={`/admin/claims/${c.id}`} className={linkClass}>
        {c.businessName}
      </Link>
    ),
  },
  {
    key: "person",
    header: "Quién lo pide",
    cell: (c) => (
      <span className="break-words">
        {c.personName} <span className="text-fg-muted">({claimRoleLabel(c.role)})</span>
      </span>
    ),
  },
  { key: "status", header: "Estado", cell: (c) => <ClaimStatusBadge status={c.status} /> },
  {
    key: "files",
    header: "Comprobantes",
    hideOnMobile: true,
    cell: (c) => (c.files === 0 ? "Sólo texto" : c.files === 1 ? "1 archivo" : `${c.files} archivos`),
  },
  {
    key: "created",
    header: "Pedido",
    sortable: true,
    cell: (c) => <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>,
  },
];

const REGISTRATION_COLUMNS: DataTableColumn<RegistrationQueueRow>[] = [
  {
    key: "name",
    header: "Comercio",
    sortable: true,
    primary: true,
    cell: (b) => (
      <Link to={`/admin/claims/comercios/${b.uuid}`} className={linkClass}>
        {b.name}
      </Link>
    ),
  },
  { key: "category", header: "Categoría", hideOnMobile: true, cell: (b) => b.categoryName ?? "Sin categoría" },
  { key: "city", header: "Ciudad", cell: (b) => b.city },
  { key: "submitter", header: "Cargado por", cell: (b) => b.submitterName ?? "Administración" },
  { key: "status", header: "Estado", cell: (b) => <BusinessStatusBadge status={b.status} /> },
  {
    key: "created",
    header: "Cargado",
    sortable: true,
    cell: (b) => <time dateTime={b.createdAt}>{formatDate(b.createdAt)}</time>,
  },
];

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
  const { tab, pending, claims, registrations } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Reclamos"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Reclamos" }]}
        description="Personas que piden administrar un comercio que ya está en Vilma, y comercios nuevos esperando revisión."
      />
      <Tabs
        label="Tipo de pedido"
        items={[
          { label: "Reclamos", href: "/admin/claims", count: pending.claims, current: tab === "reclamos" },
          {
            label: "Comercios nuevos",
            href: "/admin/claims?tab=comercios",
            count: pending.registrations,
            current: tab === "comercios",
          },
        ]}
      />
      {claims && (
        <DataTable
          label="Reclamos"
          columns={CLAIM_COLUMNS}
          list={claims.list}
          params={claims.params}
          rowId={(c) => String(c.id)}
          rowLabel={(c) => c.businessName}
          search={{ label: "Buscar por comercio o persona", placeholder: "Comercio o persona" }}
          filters={[
            {
              name: "status",
              label: "Estado",
              allLabel: "Todos",
              options: CLAIMS_QUEUE.filters.status.values.map((s) => ({
                value: s,
                label: CLAIM_STATUS_LABELS[s] ?? s,
              })),
            },
          ]}
          empty={{
            icon: Inbox,
            title: "No hay reclamos",
            text: "Cuando alguien toque «¿Es tu comercio?» en la página de un comercio, su pedido aparece acá.",
          }}
          emptyFiltered={{ title: "Ningún reclamo coincide", text: "Probá con otro nombre o con otro estado." }}
        />
      )}
      {registrations && (
        <DataTable
          label="Comercios nuevos"
          columns={REGISTRATION_COLUMNS}
          list={registrations.list}
          params={registrations.params}
          rowId={(b) => b.uuid}
          rowLabel={(b) => b.name}
          search={{ label: "Buscar por nombre", placeholder: "Nombre del comercio" }}
          bulkActions={
            <BulkAction
              value="activate-many"
              label="Aprobar"
              tone="primary"
              question={(n) => `¿Aprobar ${pluralize(n, "comercio", "comercios")}?`}
              description="Se publican al instante y sus dueños reciben un aviso."
            />
          }
          filters={[
            {
              name: "status",
              label: "Estado",
              allLabel: "Todos",
              options: REGISTRATIONS_QUEUE.filters.status.values.map((s) => ({
                value: s,
                label: REGISTRATION_STATUS_LABELS[s] ?? s,
              })),
            },
            {
              name: "city",
              label: "Ciudad",
              allLabel: "Todas",
              options: REGISTRATIONS_QUEUE.filters.city.values.map((c) => ({ value: c, label: c })),
            },
          ]}
          empty={{
            icon: CheckCircle2,
            title: "No hay comercios esperando revisión",
            text: "Cuando alguien sume un comercio, aparece acá para aprobarlo o rechazarlo.",
          }}
          emptyFiltered={{ title: "Ningún comercio coincide", text: "Probá con otro nombre, estado o ciudad." }}
        />
      )}
    </div>
  );
}
