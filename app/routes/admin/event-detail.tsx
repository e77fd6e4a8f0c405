/**
 * /admin/event-bus/:id: one domain event: what changed, its payload, the handler that runs it, its
 * tries, last error and history; "Reintentar" when it failed (back in line with attempts reset).
 */

import { data, Form, Link } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { StateBadge } from "#app/components/event-bus/state-badge.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { RotateCcw } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import {
  EVENT_STATE_LABELS,
  type EventState,
  eventRetrySchema,
  eventTypeLabel,
  MAX_EVENT_ATTEMPTS,
} from "#core/event-bus.ts";
import { formatCount, formatDateTime } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { getEventDetail } from "#server/events/get-event-detail.ts";
import { retryEvents } from "#server/events/retry-events.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import type { Route } from "./+types/event-detail";

/** "42" → 42; anything else (a hostile or stale id) → null, answered with a 404. */
function eventIdOf(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

const notFound = () => data(null, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = eventIdOf(params.id);
  const event = id === null ? null : await getEventDetail(id);
  if (!event) throw notFound();
  const timeline = await entityTimeline({ type: "domain_event", id: event.id });
  return { event, timeline };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const id = eventIdOf(params.id);
  if (id === null) throw notFound();
  const submission = parseSubmission(form, eventRetrySchema(1));
  if (submission.status !== "success" || submission.value.intent !== "retry" || submission.value.id !== id) {
    return data({ error: "Usá el botón «Reintentar» de este evento." }, { status: 400 });
  }
  const retried = await retryEvents(auditActor(admin, request), [id]);
  if (retried === 0) {
    const exists = await getEventDetail(id);
    if (!exists) throw notFound();
    return data({ error: "Sólo se reintenta un evento fallido." }, { status: 409 });
  }
  return redirectWithToast(`/admin/event-bus/${id}`, {
    type: "success",
    title: "El evento vuelve a la fila",
    description: "Se procesa en unos segundos, con sus intentos desde cero.",
  });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Evento ${params.id} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-line border-b py-2 sm:flex-row sm:gap-4">
      <dt className="font-semibold text-fg-muted text-sm sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

export default function AdminEventDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { event, timeline } = loaderData;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : "—");
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Evento #${event.id}`}
        description={eventTypeLabel(event.type)}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Bus de eventos", href: "/admin/event-bus" },
          { label: `#${event.id}` },
        ]}
        actions={
          event.status === "failed" ? (
            <Form method="post">
              <input type="hidden" name="id" value={event.id} />
              <button
                type="submit"
                name="intent"
                value="retry"
                className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white hover:bg-brand-700"
              >
                <RotateCcw className="size-4" aria-hidden />
                Reintentar
              </button>
            </Form>
          ) : undefined
        }
      />
      {actionData?.error && <FormAlert tone="error" title="No pudimos reintentar" description={actionData.error} />}
      <section aria-labelledby="datos" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="datos" className="font-bold text-lg">
          Datos
        </h2>
        <dl className="mt-2">
          <Row label="Estado">
            <StateBadge status={event.status} label={EVENT_STATE_LABELS[event.status as EventState] ?? event.status} />
          </Row>
          <Row label="Tipo">
            <span className="font-mono text-xs">{event.type}</span>
          </Row>
          <Row label="Sobre">
            {event.aggregateType} <span className="break-all font-mono text-xs">{event.aggregateId}</span>
          </Row>
          <Row label="Manejador">
            {event.handler ? (
              <span className="font-mono text-xs">{event.handler}</span>
            ) : (
              "Ninguno: no hay quien procese este tipo"
            )}
          </Row>
          <Row label="Intentos">
            {formatCount(event.attempts)} de {MAX_EVENT_ATTEMPTS}
          </Row>
          <Row label="Creado">{when(event.createdAt)}</Row>
          <Row label="Procesado">{when(event.processedAt)}</Row>
          <Row label="Próximo intento">
            {event.status === "pending" ? (event.nextAttemptAt ? when(event.nextAttemptAt) : "Ya") : "—"}
          </Row>
        </dl>
      </section>
      <section aria-labelledby="error">
        <h2 id="error" className="font-bold text-lg">
          Último error
        </h2>
        {event.lastError ? (
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded-xl border border-line bg-surface-muted p-3 font-mono text-xs">
            {event.lastError}
          </pre>
        ) : (
          <p className="mt-2 text-fg-muted text-sm">Ninguno.</p>
        )}
      </section>
      <section aria-labelledby="payload">
        <h2 id="payload" className="font-bold text-lg">
          Datos del evento (payload)
        </h2>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all rounded-xl border border-line bg-surface-muted p-3 font-mono text-xs">
          {JSON.stringify(event.payload, null, 2)}
        </pre>
      </section>
      <AuditTimeline entries={timeline} />
      <p>
        <Link to="/admin/event-bus" className="font-semibold text-brand-700 text-sm hover:underline dark:text-blue-300">
          Volver al bus de eventos
        </Link>
      </p>
    </div>
  );
}
