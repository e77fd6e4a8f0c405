/**
 * /admin/support/{id}: one ticket's thread (the person's messages and the staff's replies, marked),
 * a reply (kept in the thread and sent by e-mail to the ticket's address), who has it, its status
 * (closing it included) and priority, and its history.
 */

import { data, Form, Link, useNavigation } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { Panel } from "#app/components/claims/request-panels.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { TicketStatusBadge } from "#app/components/people/ticket-badges.tsx";
import { AppError } from "#core/errors.ts";
import { formatDateTime } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import {
  REPLY_MAX,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_SOURCE_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketActionSchema,
} from "#core/support.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { siteOrigin } from "#server/platform/site-origin.ts";
import { getTicket, listAdmins, updateTicket } from "#server/support/ticket.ts";
import type { Route } from "./+types/support-ticket";

function ticketIdOr404(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new AppError("not_found");
  return Number(raw);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const id = ticketIdOr404(params.ticketId);
  const [ticket, admins, timeline] = await Promise.all([
    getTicket(id),
    listAdmins(),
    entityTimeline({ type: "support_ticket", id }),
  ]);
  if (!ticket) throw new AppError("not_found");
  return { ticket, admins, timeline };
}

const DONE: Record<string, string> = {
  reply: "Respuesta enviada",
  assign: "Consulta asignada",
  status: "Estado cambiado",
  priority: "Prioridad cambiada",
};

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const id = ticketIdOr404(params.ticketId);
  const form = await readForm(request);
  const submission = parseSubmission(form, ticketActionSchema);
  const intent = String(form.get("intent") ?? "");
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  try {
    const changed = await updateTicket(auditActor(admin, request), id, submission.value, siteOrigin(request));
    return redirectWithToast(`/admin/support/${id}`, {
      type: changed ? "success" : "info",
      title: changed ? DONE[submission.value.intent]! : "Sin cambios",
      description:
        changed && submission.value.intent === "reply"
          ? "La mandamos por email y quedó en la conversación."
          : undefined,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.status === 404) throw new AppError("not_found");
    return data(
      {
        intent,
        result: submission.reply({
          formErrors: [error.message],
          fieldErrors: replyFieldErrors(error),
        }),
      },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.ticket.subject} | Soporte | Vilma` : "Consulta | Vilma" },
  { name: "robots", content: "noindex" },
];

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-sm disabled:opacity-60";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const quiet = `${button} border border-line bg-surface hover:bg-surface-muted`;

export default function AdminSupportTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, admins, timeline } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errors = (intent: string) => (actionData?.intent === intent ? actionData.result.error : undefined);
  const alert = (intent: string) => {
    const message = errors(intent)?.[""]?.[0];
    return message ? <FormAlert tone="error" title={message} /> : null;
  };
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={ticket.subject}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Soporte", href: "/admin/support" },
          { label: `Consulta ${ticket.id}` },
        ]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <TicketStatusBadge status={ticket.status} />
            <span className="break-all">
              {ticket.name} · {ticket.email}
            </span>
            <span>
              {TICKET_SOURCE_LABELS[ticket.source]}
              {ticket.business && (
                <>
                  {" "}
                  (
                  <Link
                    to={`/${ticket.business.slug}`}
                    className="font-semibold text-brand-700 hover:underline dark:text-blue-300"
                  >
                    {ticket.business.name}
                  </Link>
                  )
                </>
              )}
            </span>
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Panel title="Conversación">
            <ol className="flex flex-col gap-3">
              {ticket.messages.map((m) => (
                <li
                  key={m.id}
                  data-from-staff={m.fromStaff}
                  className={
                    m.fromStaff
                      ? "rounded-xl border border-brand-100 bg-brand-50/60 p-3 sm:ml-8 dark:border-brand-900 dark:bg-brand-900/20"
                      : "rounded-xl border border-line p-3 sm:mr-8"
                  }
                >
                  <p className="flex flex-wrap items-center justify-between gap-2 text-fg-muted text-xs">
                    <span className="font-semibold text-fg">
                      {m.fromStaff ? `Vilma (${m.authorName ?? "equipo"})` : (m.authorName ?? ticket.name)}
                    </span>
                    <time dateTime={m.at}>{formatDateTime(m.at)}</time>
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words text-sm">{m.body}</p>
                </li>
              ))}
            </ol>
          </Panel>
          <Panel title="Responder">
            <Form method="post" className="flex flex-col gap-3">
              {alert("reply")}
              <TextareaField
                id="ticket-reply"
                name="body"
                label="Tu respuesta"
                rows={5}
                maxLength={REPLY_MAX}
                required
                error={errors("reply")?.body?.[0]}
                hint={`Le llega por email a ${ticket.email}.`}
              />
              <div>
                <button type="submit" name="intent" value="reply" disabled={busy} className={primary}>
                  Enviar respuesta
                </button>
              </div>
            </Form>
          </Panel>
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Gestión">
            <div className="flex flex-col gap-4">
              <Form method="post" className="flex flex-col gap-2">
                {alert("status")}
                <SelectField
                  id="ticket-status"
                  name="status"
                  label="Estado"
                  defaultValue={ticket.status}
                  options={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))}
                  error={errors("status")?.status?.[0]}
                />
                <div className="flex flex-wrap gap-2">
                  <button type="submit" name="intent" value="status" disabled={busy} className={quiet}>
                    Cambiar estado
                  </button>
                </div>
              </Form>
              {ticket.status !== "closed" && (
                <Form method="post">
                  <input type="hidden" name="status" value="closed" />
                  <button type="submit" name="intent" value="status" disabled={busy} className={quiet}>
                    Cerrar la consulta
                  </button>
                </Form>
              )}
              <Form method="post" className="flex flex-col gap-2">
                {alert("assign")}
                <SelectField
                  id="ticket-assignee"
                  name="assignedTo"
                  label="Asignada a"
                  defaultValue={ticket.assignedTo ?? ""}
                  options={[{ value: "", label: "Nadie" }, ...admins.map((a) => ({ value: a.id, label: a.name }))]}
                  error={errors("assign")?.assignedTo?.[0]}
                />
                <div>
                  <button type="submit" name="intent" value="assign" disabled={busy} className={quiet}>
                    Asignar
                  </button>
                </div>
              </Form>
              <Form method="post" className="flex flex-col gap-2">
                {alert("priority")}
                <SelectField
                  id="ticket-priority"
                  name="priority"
                  label="Prioridad"
                  defaultValue={ticket.priority}
                  options={TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] }))}
                  error={errors("priority")?.priority?.[0]}
                />
                <div>
                  <button type="submit" name="intent" value="priority" disabled={busy} className={quiet}>
                    Cambiar prioridad
                  </button>
                </div>
              </Form>
              <p className="text-fg-muted text-xs">Recibida el {formatDateTime(ticket.createdAt)}</p>
            </div>
          </Panel>
        </div>
      </div>
      <AuditTimeline entries={timeline} />
    </div>
  );
}
