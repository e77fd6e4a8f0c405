/**
 * /admin/users/{id}: one account — its role, its businesses (assign or take one away), suspension
 * with a reason (it ends every session at once) and its history.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { AuditTimeline } from "#app/components/admin/audit-timeline.tsx";
import { Panel } from "#app/components/claims/request-panels.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { TextareaField } from "#app/components/form/textarea-field.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { UserStateBadge } from "#app/components/people/user-state-badge.tsx";
import { BAN_REASON_MAX, USER_ROLE_LABELS, USER_ROLES, userActionSchema } from "#core/admin-users.ts";
import { AppError } from "#core/errors.ts";
import { formatDate, formatDateTime } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { entityTimeline } from "#server/platform/audit/timeline.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { banUser, unbanUser } from "#server/users/ban.ts";
import { assignBusinessOwner, removeBusinessOwner } from "#server/users/business-owners.ts";
import { setUserRole } from "#server/users/set-user-role.ts";
import { findBusinessesToAssign, getUserDetail } from "#server/users/user-detail.ts";
import type { Route } from "./+types/user-detail";

async function userOr404(id: string | undefined) {
  const user = id ? await getUserDetail(id) : null;
  if (!user) throw new AppError("not_found");
  return user;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request);
  const user = await userOr404(params.id);
  const q = (new URL(request.url).searchParams.get("comercio") ?? "").trim().slice(0, 100);
  const [timeline, candidates] = await Promise.all([
    entityTimeline({ type: "user", id: user.id }),
    findBusinessesToAssign(q),
  ]);
  return { user, timeline, q, candidates, isSelf: admin.id === user.id };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const user = await userOr404(params.id);
  const form = await readForm(request);
  const submission = parseSubmission(form, userActionSchema);
  const intent = String(form.get("intent") ?? "");
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const actor = auditActor(admin, request);
  const back = `/admin/users/${encodeURIComponent(user.id)}`;
  try {
    switch (value.intent) {
      case "role": {
        const changed = await setUserRole(actor, user.id, value.role);
        return redirectWithToast(back, {
          type: "success",
          title: changed ? "Rol cambiado" : "Sin cambios",
          description: `${user.name}: ${USER_ROLE_LABELS[value.role]}.`,
        });
      }
      case "ban": {
        const { sessionsEnded } = await banUser(user.id, value.reason, actor);
        return redirectWithToast(back, {
          type: "success",
          title: "Cuenta suspendida",
          description:
            sessionsEnded === 0
              ? "No tenía sesiones abiertas; ya no puede entrar."
              : `Cerramos ${sessionsEnded === 1 ? "su sesión" : `sus ${sessionsEnded} sesiones`}; ya no puede entrar.`,
        });
      }
      case "unban":
        await unbanUser(user.id, actor);
        return redirectWithToast(back, {
          type: "success",
          title: "Cuenta reactivada",
          description: "Ya puede volver a entrar.",
        });
      case "owner-add": {
        const added = await assignBusinessOwner(actor, value.businessUuid, user.id);
        return redirectWithToast(back, {
          type: "success",
          title: added ? "Comercio asignado" : "Ya lo administraba",
        });
      }
      case "owner-remove": {
        const removed = await removeBusinessOwner(actor, value.businessUuid, user.id);
        return redirectWithToast(back, { type: "success", title: removed ? "Comercio quitado" : "No lo administraba" });
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data(
      { intent, result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status === 404 ? 404 : 409 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.user.name} | Usuarios | Vilma` : "Usuario | Vilma" },
  { name: "robots", content: "noindex" },
];

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-sm disabled:opacity-60";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const danger = `${button} bg-red-700 text-white hover:bg-red-800`;
const quiet = `${button} border border-line bg-surface hover:bg-surface-muted`;
const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

export default function AdminUserDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { user, timeline, q, candidates, isSelf } = loaderData;
  const busy = useNavigation().state === "submitting";
  const errorFor = (intent: string) =>
    actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
  const alert = (intent: string) => {
    const message = errorFor(intent)?.error?.[""]?.[0];
    return message ? <FormAlert tone="error" title={message} /> : null;
  };
  const banError = errorFor("ban")?.error?.reason?.[0];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={user.name}
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Usuarios", href: "/admin/users" },
          { label: user.name },
        ]}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="break-all">{user.email}</span>
            <UserStateBadge state={user.state} />
            <span>Alta el {formatDate(user.createdAt)}</span>
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Rol">
          <Form method="post" className="flex flex-col gap-3">
            {alert("role")}
            <SelectField
              id="user-role"
              name="role"
              label="Rol de la cuenta"
              defaultValue={user.role}
              options={USER_ROLES.map((r) => ({ value: r, label: USER_ROLE_LABELS[r] }))}
              hint="Quitarle «Dueño de comercio» o pasarlo a vecino le saca también sus comercios."
              error={errorFor("role")?.error?.role?.[0]}
            />
            <div>
              <button type="submit" name="intent" value="role" disabled={busy} className={primary}>
                Guardar rol
              </button>
            </div>
          </Form>
        </Panel>
        <Panel title="Suspensión">
          {user.state === "banned" ? (
            <Form method="post" className="flex flex-col gap-3">
              {alert("unban")}
              <p className="text-sm">
                Suspendida {user.bannedAt ? `el ${formatDateTime(user.bannedAt)}` : ""}. Motivo:{" "}
                <span className="font-semibold">{user.banReason ?? "—"}</span>
              </p>
              <div>
                <button type="submit" name="intent" value="unban" disabled={busy} className={quiet}>
                  Reactivar la cuenta
                </button>
              </div>
            </Form>
          ) : isSelf ? (
            <p className="text-fg-muted text-sm">Es tu propia cuenta: no podés suspenderla.</p>
          ) : (
            <Form method="post" className="flex flex-col gap-3">
              {alert("ban")}
              <TextareaField
                id="ban-reason"
                name="reason"
                label="Motivo"
                maxLength={BAN_REASON_MAX}
                rows={3}
                required
                error={banError}
                hint="La persona lo ve al intentar entrar. Sus sesiones terminan al instante."
              />
              <div>
                <ConfirmDialog
                  title={`¿Suspender a ${user.name}?`}
                  description="Se cierran todas sus sesiones y no puede volver a entrar hasta que la reactives."
                  confirmLabel="Suspender"
                  tone="danger"
                  trigger={(props) => (
                    <button {...props} name="intent" value="ban" disabled={busy} className={danger}>
                      Suspender la cuenta
                    </button>
                  )}
                />
              </div>
            </Form>
          )}
        </Panel>
      </div>
      <Panel title="Comercios que administra">
        {alert("owner-remove")}
        {alert("owner-add")}
        {user.businesses.length === 0 ? (
          <p className="text-fg-muted text-sm">No administra ningún comercio.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {user.businesses.map((b) => (
              <li key={b.uuid} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="flex min-w-0 flex-wrap items-center gap-2">
                  <Link to={`/${b.slug}`} className={linkClass}>
                    {b.name}
                  </Link>
                  <BusinessStatusBadge status={b.status} />
                </span>
                <Form method="post">
                  <input type="hidden" name="businessUuid" value={b.uuid} />
                  <ConfirmDialog
                    title={`¿Quitarle ${b.name}?`}
                    description={`${user.name} deja de administrar este comercio.`}
                    confirmLabel="Quitar"
                    tone="danger"
                    trigger={(props) => (
                      <button {...props} name="intent" value="owner-remove" disabled={busy} className={quiet}>
                        Quitar<span className="sr-only"> {b.name}</span>
                      </button>
                    )}
                  />
                </Form>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 mb-2 font-semibold">Asignar un comercio</h3>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">Buscá el comercio por nombre</span>
            <input
              type="search"
              name="comercio"
              defaultValue={q}
              maxLength={100}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-fg"
            />
          </label>
          <button type="submit" className={quiet}>
            Buscar
          </button>
        </Form>
        {q && candidates.length === 0 && <p className="mt-2 text-fg-muted text-sm">Ningún comercio se llama así.</p>}
        {candidates.length > 0 && (
          <ul className="mt-2 flex flex-col divide-y divide-line">
            {candidates.map((b) => (
              <li key={b.uuid} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  {b.name} <span className="text-fg-muted text-sm">({b.city})</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="businessUuid" value={b.uuid} />
                  <button type="submit" name="intent" value="owner-add" disabled={busy} className={primary}>
                    Asignar<span className="sr-only"> {b.name}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <AuditTimeline entries={timeline} />
    </div>
  );
}
