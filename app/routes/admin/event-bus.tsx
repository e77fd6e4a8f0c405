/**
 * /admin/event-bus: the domain events (decision 0013), how many are pending, processed and failed,
 * filtered by state and type, searched by the changed thing's id, sorted and paged; each opens its
 * detail. "Reintentar" puts failed events back in line (one, or the ticked ones).
 */

import { data, Link } from "react-router";
import { BulkAction } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { StateBadge } from "#app/components/event-bus/state-badge.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { Workflow } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import {
  aggregateLabel,
  EVENT_STATE_LABELS,
  EVENT_STATES,
  EVENT_TYPE_LABELS,
  EVENTS_LIST,
  type EventState,
  eventRetrySchema,
  eventTypeLabel,
  explainEventError,
} from "#core/event-bus.ts";
import { formatCount, formatDateTime, pluralize } from "#core/format.ts";
import { firstMessage, parseSubmission } from "#core/forms.ts";
import { parseListParams } from "#core/list-params.ts";
import { eventCounts } from "#server/events/count-events.ts";
import type { EventRow } from "#server/events/event-row.ts";
import { listEvents } from "#server/events/list-events.ts";
import { retryEvents } from "#server/events/retry-events.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/event-bus";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, EVENTS_LIST);
  const [list, counts] = await Promise.all([listEvents(params), eventCounts()]);
  return { params, list, counts };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/event-bus${url.search}`;
  const { size } = parseListParams(url.searchParams, EVENTS_LIST);
  const submission = parseSubmission(form, eventRetrySchema(size));
  if (submission.status !== "success") {
    const reply = submission.reply();
    const error = firstMessage(reply, "Elegí los eventos fallidos que querés reintentar.");
    return data({ error }, { status: 400 });
  }
  const ids = submission.value.intent === "retry" ? [submission.value.id] : submission.value.ids;
  const retried = await retryEvents(auditActor(admin, request), ids);
  const skipped = ids.length - retried;
  if (retried === 0) {
    return redirectWithToast(back, {
      type: "error",
      title: "No se reintentó ningún evento",
      description: "Sólo se reintentan los eventos fallidos.",
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: `${pluralize(retried, "evento vuelve", "eventos vuelven")} a la fila`,
    description:
      skipped > 0
        ? `${pluralize(skipped, "no estaba fallido", "no estaban fallidos")} y quedaron como estaban.`
        : "Se procesan en unos segundos, con sus intentos desde cero.",
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Bus de eventos | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

const COLUMNS: DataTableColumn<EventRow>[] = [
  {
    key: "type",
    header: "Evento",
    primary: true,
    cell: (e) => (
      <Link to={`/admin/event-bus/${e.id}`} className={linkClass}>
        #{e.id} {eventTypeLabel(e.type)}
      </Link>
    ),
  },
  {
    key: "aggregate",
    header: "Sobre",
    cell: (e) => (
      <span className="flex flex-col">
        {aggregateLabel(e.aggregateType)}
        <span className="whitespace-nowrap font-mono text-fg-muted text-xs" title={e.aggregateId}>
          {e.aggregateId.length > 12 ? `${e.aggregateId.slice(0, 8)}…` : e.aggregateId}
        </span>
      </span>
    ),
  },
  {
    key: "state",
    header: "Estado",
    cell: (e) => <StateBadge status={e.status} label={EVENT_STATE_LABELS[e.status as EventState] ?? e.status} />,
  },
  { key: "attempts", header: "Intentos", sortable: true, cell: (e) => formatCount(e.attempts) },
  {
    key: "error",
    header: "Último error",
    cell: (e) =>
      e.lastError ? (
        <div className="min-w-44 max-w-sm text-sm">
          <p className={e.status === "failed" ? "font-medium text-red-700 dark:text-red-300" : undefined}>
            {explainEventError(e.lastError)}
          </p>
          <details className="text-fg-muted text-xs">
            <summary className="cursor-pointer">Detalle técnico</summary>
            <code className="mt-1 block whitespace-pre-wrap [overflow-wrap:anywhere]">{e.lastError}</code>
          </details>
        </div>
      ) : (
        "—"
      ),
  },
  {
    key: "created",
    header: "Creado",
    sortable: true,
    cell: (e) => (
      <span className="flex flex-col">
        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
        {e.processedAt && (
          <span className="text-fg-muted text-xs">
            procesado <time dateTime={e.processedAt}>{formatDateTime(e.processedAt)}</time>
          </span>
        )}
      </span>
    ),
  },
  {
    key: "next",
    header: "Próximo intento",
    sortable: true,
    cell: (e) =>
      e.status === "pending" ? (
        e.nextAttemptAt ? (
          <time dateTime={e.nextAttemptAt}>{formatDateTime(e.nextAttemptAt)}</time>
        ) : (
          "Ya"
        )
      ) : (
        "—"
      ),
  },
];

export default function AdminEventBus({ loaderData, actionData }: Route.ComponentProps) {
  const { params, list, counts } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Bus de eventos"
        description="Lo que pasa después de cada cambio (avisos, notificaciones): cada evento se procesa al menos una vez, con reintentos."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Bus de eventos" }]}
      />
      {actionData?.error && <FormAlert tone="error" title="No pudimos reintentar" description={actionData.error} />}
      {counts.failed > 0 && !params.filters.state.includes("failed") && (
        <FormAlert
          tone="error"
          title={`${pluralize(counts.failed, "evento falló", "eventos fallaron")} después de todos sus reintentos`}
        >
          Lo que debían hacer (avisos, notificaciones) no pasó.{" "}
          <Link to="/admin/event-bus?state=failed" className="font-semibold underline">
            Ver los fallidos
          </Link>{" "}
          y reintentalos cuando el problema esté resuelto.
        </FormAlert>
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {EVENT_STATES.map((state) => (
          <StatCard
            key={state}
            id={`events-${state}`}
            label={state === "pending" ? "Pendientes" : state === "processed" ? "Procesados" : "Fallidos"}
            value={counts[state]}
            accent={state === "failed" ? "bg-red-600" : state === "pending" ? "bg-amber-500" : "bg-emerald-600"}
            href={`/admin/event-bus?state=${state}`}
          />
        ))}
      </dl>
      <DataTable
        label="Eventos"
        columns={COLUMNS}
        list={list}
        params={params}
        rowId={(e) => String(e.id)}
        rowLabel={(e) => `Evento ${e.id}`}
        search={{ label: "Buscar por id de lo que cambió", placeholder: "Id (o su comienzo)" }}
        filters={[
          {
            name: "state",
            label: "Estado",
            allLabel: "Todos",
            options: EVENT_STATES.map((value) => ({ value, label: EVENT_STATE_LABELS[value] })),
          },
          {
            name: "type",
            label: "Tipo",
            allLabel: "Todos",
            options: Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
          },
        ]}
        bulkActions={
          <BulkAction
            value="retry-many"
            label="Reintentar"
            tone="primary"
            question={(n) => `¿Reintentar ${pluralize(n, "evento", "eventos")}?`}
            description="Se vuelven a entregar ahora, en orden."
          />
        }
        empty={{
          icon: Workflow,
          title: "Todavía no hay eventos",
          text: "Cuando un dueño publique una promoción o se publique un comercio, aparece acá.",
        }}
        emptyFiltered={{ title: "Ningún evento coincide", text: "Probá con otro estado, tipo o id." }}
      />
    </div>
  );
}
