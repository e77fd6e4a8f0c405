/**
 * /admin/notifications: what Vilma told people. The notifications the administration sent (title,
 * audience, recipients, how many read it, state, who and when; searched, filtered, sorted, paged;
 * each row opens to show its message) and, below, what the app sent on its own per type per day
 * over the last 30 days.
 */

import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { StateBadge } from "#app/components/event-bus/state-badge.tsx";
import { BellRing, Send } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { formatCount, formatDate, formatDateTime } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import {
  BROADCAST_AUDIENCE_LABELS,
  BROADCAST_AUDIENCES,
  BROADCAST_STATE_LABELS,
  BROADCAST_STATES,
  BROADCAST_TYPE_LABELS,
  BROADCAST_TYPES,
  BROADCASTS_LIST,
} from "#core/notification-broadcast-form.ts";
import { notificationKind } from "#core/notifications.ts";
import { automaticNotificationsByDay, type BroadcastRow, listBroadcasts } from "#server/notifications/broadcast.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/notifications";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, BROADCASTS_LIST);
  const [list, automatic] = await Promise.all([listBroadcasts(params), automaticNotificationsByDay(30)]);
  return { params, list, automatic };
}

export const meta: Route.MetaFunction = () => [
  { title: "Notificaciones | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const COLUMNS: DataTableColumn<BroadcastRow>[] = [
  {
    key: "title",
    header: "Notificación",
    sortable: true,
    primary: true,
    cell: (b) => (
      <details className="group min-w-0">
        <summary className="cursor-pointer break-words font-semibold text-brand-700 dark:text-blue-300">
          {b.title}
        </summary>
        <div className="mt-2 flex flex-col gap-1 text-sm">
          <p className="break-words">{b.message}</p>
          {b.link && <p className="break-all text-fg-muted text-xs">Enlace: {b.link}</p>}
          <p className="text-fg-muted text-xs">Tipo: {notificationKind(b.type).label}</p>
          {b.sentAt && <p className="text-fg-muted text-xs">Entregada el {formatDateTime(b.sentAt)}</p>}
        </div>
      </details>
    ),
  },
  { key: "audience", header: "Para", cell: (b) => <span className="break-words">{b.audienceName}</span> },
  {
    key: "recipients",
    header: "Destinatarios",
    sortable: true,
    cell: (b) => (
      <span>
        {formatCount(b.recipients)}
        <span className="block text-fg-muted text-xs">
          {b.readCount === 0
            ? "nadie la leyó todavía"
            : `${formatCount(b.readCount)} ${b.readCount === 1 ? "la leyó" : "la leyeron"}`}
        </span>
      </span>
    ),
  },
  {
    key: "state",
    header: "Estado",
    cell: (b) => <StateBadge status={b.status} label={BROADCAST_STATE_LABELS[b.status as "sent"] ?? b.status} />,
  },
  {
    key: "created",
    header: "Enviada",
    sortable: true,
    cell: (b) => (
      <span className="flex flex-col">
        <time dateTime={b.createdAt}>{formatDateTime(b.createdAt)}</time>
        <span className="text-fg-muted text-xs">por {b.sentByName ?? "una cuenta borrada"}</span>
      </span>
    ),
  },
];

export default function AdminNotifications({ loaderData }: Route.ComponentProps) {
  const { params, list, automatic } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Notificaciones"
        description="Las que mandó la administración, cuántos las leyeron, y lo que Vilma avisa sola cada día."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Notificaciones" }]}
        actions={
          <Link
            to="/admin/send-notifications"
            className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
          >
            <Send className="size-4" aria-hidden />
            Enviar una notificación
          </Link>
        }
      />
      <DataTable
        label="Notificaciones enviadas"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(b) => String(b.id)}
        rowLabel={(b) => b.title}
        search={{ label: "Buscar por título o mensaje", placeholder: "Título o mensaje" }}
        filters={[
          {
            name: "type",
            label: "Tipo",
            allLabel: "Todos",
            options: BROADCAST_TYPES.map((value) => ({ value, label: BROADCAST_TYPE_LABELS[value] })),
          },
          {
            name: "audience",
            label: "Para",
            allLabel: "Todos",
            options: BROADCAST_AUDIENCES.map((value) => ({ value, label: BROADCAST_AUDIENCE_LABELS[value] })),
          },
          {
            name: "state",
            label: "Estado",
            allLabel: "Todos",
            options: BROADCAST_STATES.map((value) => ({ value, label: BROADCAST_STATE_LABELS[value] })),
          },
        ]}
        empty={{
          icon: BellRing,
          title: "Todavía no se envió ninguna notificación",
          text: "Las que mandes desde «Enviar una notificación» aparecen acá.",
        }}
        emptyFiltered={{
          title: "Ninguna notificación coincide",
          text: "Probá con otro texto, tipo, público o estado.",
        }}
      />

      <section aria-labelledby="automaticas" className="min-w-0">
        <h2 id="automaticas" className="font-bold text-lg">
          Lo que Vilma avisó sola (últimos 30 días)
        </h2>
        <p className="mt-1 text-fg-muted text-sm">
          Promociones de favoritos, comercios nuevos, reseñas, planes: por día y por tipo.
        </p>
        {automatic.length === 0 ? (
          <p className="mt-3 text-fg-muted text-sm">En los últimos 30 días la app no mandó avisos por su cuenta.</p>
        ) : (
          <table className="mt-3 w-full border-collapse text-sm">
            <caption className="sr-only">Notificaciones automáticas por día y tipo</caption>
            <thead>
              <tr className="border-line border-b text-left">
                <th scope="col" className="py-2 pr-3">
                  Día
                </th>
                <th scope="col" className="py-2 pr-3">
                  Por tipo
                </th>
                <th scope="col" className="py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {automatic.map((d) => (
                <tr key={d.day} className="border-line border-b align-top">
                  <th scope="row" className="whitespace-nowrap py-2 pr-3 text-left font-normal">
                    {formatDate(`${d.day}T12:00:00-03:00`)}
                  </th>
                  <td className="py-2 pr-3">
                    <ul className="flex flex-wrap gap-x-3 gap-y-1">
                      {Object.entries(d.counts).map(([type, n]) => (
                        <li key={type}>
                          {notificationKind(type).label}: <strong>{formatCount(n)}</strong>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="py-2 text-right font-semibold">{formatCount(d.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
