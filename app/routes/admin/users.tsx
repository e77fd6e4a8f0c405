/**
 * /admin/users: every account with its role, state, sign-up date and owned businesses; search by
 * name or e-mail, filters by role and state, sort by name or sign-up. Bulk: suspend (one reason for
 * all) or reactivate the ticked people.
 */

import { Link } from "react-router";
import { BulkAction, BulkReasonFallback } from "#app/components/data-table/bulk-action.tsx";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { Users } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { UserStateBadge } from "#app/components/people/user-state-badge.tsx";
import {
  BAN_REASON_MAX,
  parseUsersBulk,
  USER_ROLE_LABELS,
  USER_ROLES,
  USER_STATE_LABELS,
  USER_STATES,
  USERS_LIST,
} from "#core/admin-users.ts";
import { formatDate, pluralize } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { banMany, unbanMany } from "#server/users/ban-many.ts";
import { listUsers, type UserListRow } from "#server/users/list-users.ts";
import type { Route } from "./+types/users";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = parseListParams(new URL(request.url).searchParams, USERS_LIST);
  return { params, users: await listUsers(params) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/users${url.search}`;
  const { size } = parseListParams(url.searchParams, USERS_LIST);
  const input = parseUsersBulk(form, size);
  if (!input.ok)
    return redirectWithToast(back, { type: "error", title: "No se hizo nada", description: input.message });
  const actor = auditActor(admin, request);
  const ban = input.data.intent === "ban-many";
  const outcome = ban
    ? await banMany(actor, input.data.ids, (input.data as { reason: string }).reason)
    : await unbanMany(actor, input.data.ids);
  const failures = outcome.failed
    ? `${pluralize(outcome.failed, "cuenta no se pudo cambiar", "cuentas no se pudieron cambiar")}: ${outcome.firstMessage}`
    : undefined;
  if (outcome.done === 0) {
    return redirectWithToast(back, { type: "error", title: "No se cambió ninguna cuenta", description: failures });
  }
  return redirectWithToast(back, {
    type: "success",
    title: ban
      ? pluralize(outcome.done, "cuenta suspendida", "cuentas suspendidas")
      : pluralize(outcome.done, "cuenta reactivada", "cuentas reactivadas"),
    description: failures ?? (ban ? "Sus sesiones terminaron y no pueden volver a entrar." : undefined),
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Usuarios | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";

const COLUMNS: DataTableColumn<UserListRow>[] = [
  {
    key: "name",
    header: "Persona",
    sortable: true,
    primary: true,
    cell: (u) => (
      <span className="flex min-w-0 flex-col">
        <Link to={`/admin/users/${encodeURIComponent(u.id)}`} className={linkClass}>
          {u.name}
        </Link>
        <span className="break-all text-fg-muted text-sm">{u.email}</span>
      </span>
    ),
  },
  { key: "role", header: "Rol", cell: (u) => USER_ROLE_LABELS[u.role] },
  { key: "state", header: "Estado", cell: (u) => <UserStateBadge state={u.state} /> },
  {
    key: "businesses",
    header: "Comercios",
    hideOnMobile: true,
    cell: (u) => (u.businesses === 0 ? "—" : pluralize(u.businesses, "comercio", "comercios")),
  },
  {
    key: "created",
    header: "Alta",
    sortable: true,
    cell: (u) => <time dateTime={u.createdAt}>{formatDate(u.createdAt)}</time>,
  },
];

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { params, users } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Usuarios"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Usuarios" }]}
        description="Todas las cuentas de Vilma: su rol, si están activas y qué comercios administran."
      />
      <DataTable
        label="Usuarios"
        columns={COLUMNS}
        list={users}
        params={params}
        rowId={(u) => u.id}
        rowLabel={(u) => u.name}
        search={{ label: "Buscar por nombre o email", placeholder: "Nombre o email" }}
        filters={[
          {
            name: "role",
            label: "Rol",
            allLabel: "Todos",
            options: USER_ROLES.map((r) => ({ value: r, label: USER_ROLE_LABELS[r] })),
          },
          {
            name: "state",
            label: "Estado",
            allLabel: "Todos",
            options: USER_STATES.map((s) => ({ value: s, label: USER_STATE_LABELS[s] })),
          },
        ]}
        bulkActions={
          <>
            <BulkReasonFallback label="Motivo (para suspender)" maxLength={BAN_REASON_MAX} />
            <BulkAction
              value="unban-many"
              label="Reactivar"
              question={(n) => `¿Reactivar ${pluralize(n, "cuenta", "cuentas")}?`}
              description="Vuelven a poder entrar y publicar reseñas."
            />
            <BulkAction
              value="ban-many"
              label="Suspender"
              tone="danger"
              question={(n) => `¿Suspender ${pluralize(n, "cuenta", "cuentas")}?`}
              description="No pueden entrar ni publicar hasta que las reactives. Cada persona recibe el motivo."
              reason={{ label: "Motivo", maxLength: BAN_REASON_MAX, hint: "La persona lo lee." }}
            />
          </>
        }
        empty={{ icon: Users, title: "Todavía no hay cuentas", text: "Cuando alguien se registre, aparece acá." }}
        emptyFiltered={{ title: "Ninguna cuenta coincide", text: "Probá con otro nombre, rol o estado." }}
      />
    </div>
  );
}
