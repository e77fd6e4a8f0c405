/**
 * /admin/support: the support tickets (the "Contacto" form and owners' "Escribinos"): status,
 * source, who has each one; search by subject, name or e-mail; newest, last activity or subject.
 */

import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { LifeBuoy } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { TicketPriorityText, TicketStatusBadge } from "#app/components/people/ticket-badges.tsx";
import { formatDate } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import {
  SUPPORT_LIST,
  TICKET_SOURCE_LABELS,
  TICKET_SOURCES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from "#core/support.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { listTickets, type TicketRow } from "#server/support/list-tickets.ts";
import type { Route } from "./+types/support";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, SUPPORT_LIST);
  return { params, tickets: await listTickets(params, admin.id) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Soporte | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

const COLUMNS: DataTableColumn<TicketRow>[] = [
  {
    key: "subject",
    header: "Consulta",
    sortable: true,
    primary: true,
    cell: (t) => (
      <span className="flex min-w-0 flex-col">
        <Link to={`/admin/support/${t.id}`} className={`${linkClass} break-words`}>
          {t.subject}
        </Link>
        <span className="break-all text-fg-muted text-sm">
          {t.name} · {t.email}
        </span>
      </span>
    ),
  },
  { key: "status", header: "Estado", cell: (t) => <TicketStatusBadge status={t.status} /> },
  {
    key: "source",
    header: "Origen",
    hideOnMobile: true,
    cell: (t) =>
      t.businessName ? `${TICKET_SOURCE_LABELS[t.source]} (${t.businessName})` : TICKET_SOURCE_LABELS[t.source],
  },
  {
    key: "priority",
    header: "Prioridad",
    hideOnMobile: true,
    cell: (t) => <TicketPriorityText priority={t.priority} />,
  },
  { key: "assignee", header: "Asignada a", cell: (t) => t.assigneeName ?? "Nadie" },
  {
    key: "created",
    header: "Recibida",
    sortable: true,
    cell: (t) => <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>,
  },
  {
    key: "updated",
    header: "Última actividad",
    sortable: true,
    hideOnMobile: true,
    cell: (t) => <time dateTime={t.updatedAt}>{formatDate(t.updatedAt)}</time>,
  },
];

export default function AdminSupport({ loaderData }: Route.ComponentProps) {
  const { params, tickets } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Soporte"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Soporte" }]}
        description="Las consultas del formulario de contacto y de los dueños de comercios. Las respuestas salen por email."
      />
      <DataTable
        label="Consultas"
        columns={COLUMNS}
        list={tickets}
        params={params}
        rowId={(t) => String(t.id)}
        rowLabel={(t) => t.subject}
        search={{ label: "Buscar por asunto, nombre o email", placeholder: "Asunto, nombre o email" }}
        filters={[
          {
            name: "status",
            label: "Estado",
            allLabel: "Todos",
            options: TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
          },
          {
            name: "source",
            label: "Origen",
            allLabel: "Todos",
            options: TICKET_SOURCES.map((s) => ({ value: s, label: TICKET_SOURCE_LABELS[s] })),
          },
          {
            name: "assigned",
            label: "Asignada a",
            allLabel: "Cualquiera",
            options: [
              { value: "me", label: "A mí" },
              { value: "anyone", label: "A alguien" },
              { value: "nobody", label: "A nadie" },
            ],
          },
        ]}
        empty={{
          icon: LifeBuoy,
          title: "No hay consultas",
          text: "Cuando alguien escriba desde «Contacto» o desde Mi comercio, aparece acá.",
        }}
        emptyFiltered={{ title: "Ninguna consulta coincide", text: "Probá con otro texto o sacá algún filtro." }}
      />
    </div>
  );
}
