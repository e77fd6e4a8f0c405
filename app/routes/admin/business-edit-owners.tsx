/**
 * /admin/businesses/{uuid}/edit/duenos: who manages the business (business_owner of THIS business).
 * Search accounts by e-mail (`?email=`), add one, remove one; each change audited on the business.
 */

import { data, Form, useNavigation } from "react-router";
import { BusinessEditHeader } from "#app/components/admin/business-edit-header.tsx";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { fieldProps, type SubmissionResult, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { Search, Trash2, UserPlus, Users } from "#app/components/icons/icons.tsx";
import { EmptyState } from "#app/components/page/empty-state.tsx";
import { OWNER_MESSAGES, ownerChangeSchema } from "#core/admin-business-form.ts";
import { parseSubmission } from "#core/forms.ts";
import { ownersByBusiness } from "#server/businesses/owners-by-business.ts";
import { requireAdminBusiness } from "#server/businesses/require-admin-business.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import {
  assignBusinessOwner,
  findUserByEmail,
  removeBusinessOwner,
  searchUsersByEmail,
} from "#server/users/business-owners.ts";
import type { Route } from "./+types/business-edit-owners";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireAdminBusiness(context, request, params.businessId);
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().slice(0, 200);
  const [owners, found] = await Promise.all([
    ownersByBusiness([business.uuid]),
    email ? searchUsersByEmail(email) : Promise.resolve([]),
  ]);
  return { business, owners: owners.get(business.uuid) ?? [], email, found };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { admin, business } = await requireAdminBusiness(context, request, params.businessId);
  const form = await readForm(request);
  const here = `/admin/businesses/${business.uuid}/edit/duenos`;
  const submission = parseSubmission(form, ownerChangeSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const actor = auditActor(admin, request);
  if (submission.value.intent === "owner-add") {
    const user = await findUserByEmail(submission.value.email);
    if (!user) {
      return data({ result: submission.reply({ fieldErrors: { email: [OWNER_MESSAGES.unknown] } }) }, { status: 400 });
    }
    const added = await assignBusinessOwner(actor, business.uuid, user.id);
    if (!added) {
      return data({ result: submission.reply({ fieldErrors: { email: [OWNER_MESSAGES.already] } }) }, { status: 400 });
    }
    return redirectWithToast(here, {
      type: "success",
      title: `${user.name} ahora administra ${business.name}`,
      description: "Ya lo ve en «Mi comercio».",
    });
  }
  const removed = await removeBusinessOwner(actor, business.uuid, submission.value.userId);
  return redirectWithToast(here, {
    type: removed ? "success" : "info",
    title: removed ? "Dueño quitado" : "Esa persona ya no era dueña",
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Dueños de ${loaderData?.business.name ?? "un comercio"} | Administración | Vilma` },
  { name: "robots", content: "noindex" },
];

function AddOwnerForm({ lastResult, email }: { lastResult: SubmissionResult<string[]> | null; email: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "owner-add";
  const { fields, formProps } = useSchemaForm(ownerChangeSchema, {
    id: "owner-add",
    lastResult,
    defaultValue: { intent: "owner-add", email: email.includes("@") ? email : "" },
  });
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" {...formProps}>
      <input type="hidden" name="intent" value="owner-add" />
      <TextField {...fieldProps(fields.email)} label="E-mail de la cuenta" type="email" autoComplete="off" />
      <SubmitButton busy={busy} busyLabel="Asignando...">
        <UserPlus className="size-4" aria-hidden />
        Asignar como dueño
      </SubmitButton>
    </Form>
  );
}

export default function AdminBusinessOwners({ loaderData, actionData }: Route.ComponentProps) {
  const { business, owners, email, found } = loaderData;
  const ownerIds = new Set(owners.map((o) => o.id));
  return (
    <div className="flex flex-col gap-6">
      <BusinessEditHeader business={business} title={`Dueños de ${business.name}`} />
      <section aria-labelledby="duenos-actuales" className="space-y-3">
        <h2 id="duenos-actuales" className="font-bold text-lg">
          Quiénes lo administran
        </h2>
        {owners.length === 0 ? (
          <EmptyState icon={Users} title="Sin dueño" level={3}>
            Nadie administra este comercio. Asigná a alguien por su e-mail.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {owners.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-3 p-3" data-owner={o.email}>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{o.name}</p>
                  <p className="break-all text-fg-muted text-sm">{o.email}</p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="owner-remove" />
                  <input type="hidden" name="userId" value={o.id} />
                  <ConfirmDialog
                    title={`¿Quitar a ${o.name} como dueño?`}
                    description={`Deja de administrar ${business.name}. Podés volver a asignarlo cuando quieras.`}
                    confirmLabel="Quitar"
                    tone="danger"
                    trigger={(props) => (
                      <button
                        {...props}
                        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-red-700 text-sm hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                      >
                        <Trash2 className="size-4" aria-hidden />
                        Quitar<span className="sr-only"> a {o.name}</span>
                      </button>
                    )}
                  />
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="duenos-asignar"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="duenos-asignar" className="font-bold text-lg">
          Asignar un dueño
        </h2>
        <Form method="get" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" role="search">
          <TextField id="owner-search" name="email" label="Buscar cuentas por e-mail" defaultValue={email} />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-sm hover:bg-surface-muted"
          >
            <Search className="size-4" aria-hidden />
            Buscar
          </button>
        </Form>
        {email && (
          <div className="space-y-2">
            <h3 className="font-semibold text-sm">
              {found.length === 0 ? "Ninguna cuenta coincide" : `Cuentas que coinciden (${found.length})`}
            </h3>
            {found.length > 0 && (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {found.map((u) => (
                  <li key={u.id} className="flex flex-wrap items-center gap-3 p-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{u.name}</p>
                      <p className="break-all text-fg-muted text-sm">{u.email}</p>
                    </div>
                    {ownerIds.has(u.id) ? (
                      <span className="text-fg-muted text-sm">Ya es dueño</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="owner-add" />
                        <input type="hidden" name="email" value={u.email} />
                        <button
                          type="submit"
                          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700"
                        >
                          Asignar<span className="sr-only"> a {u.name}</span>
                        </button>
                      </Form>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <AddOwnerForm lastResult={actionData?.result ?? null} email={email} />
      </section>
    </div>
  );
}
