/**
 * /admin/businesses/special-hours: special hours across many businesses at once. Choose them by
 * category, brand or a search (a GET form: the URL keeps the choice), see the matching list with
 * every box ticked, then one day (date, name, closed or open with times) written for the ticked
 * ones in one transaction. Below, the upcoming special days grouped by date and name, each group
 * removable whole.
 */

import { data, Form } from "react-router";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { CalendarCheck, CalendarX, Trash2 } from "#app/components/icons/icons.tsx";
import { BusinessStatusBadge } from "#app/components/owner/business-status-badge.tsx";
import { dayAndDate, SpecialDayForm } from "#app/components/owner/listing/special-hours.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { ADMIN_BUSINESS_MESSAGES, readSpecialHoursTarget, specialHoursIdsSchema } from "#core/admin-business-form.ts";
import { AppError } from "#core/errors.ts";
import { formatCount, pluralize } from "#core/format.ts";
import { parseSubmission } from "#core/forms.ts";
import { specialDaySchema } from "#core/hours-form.ts";
import { buenosAiresDateKey, normalizeDateKey } from "#core/time-zone.ts";
import {
  applySpecialHoursToMany,
  hasTarget,
  listUpcomingSpecialGroups,
  matchSpecialHoursTargets,
  removeSpecialGroup,
  SPECIAL_HOURS_MAX_BUSINESSES,
} from "#server/businesses/bulk-special-hours.ts";
import { loadBusinessFilterChoices } from "#server/businesses/load-business-filter-choices.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/business-special-hours";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const target = readSpecialHoursTarget(new URL(request.url).searchParams);
  const today = buenosAiresDateKey(requestTime(context));
  const [choices, matches, groups] = await Promise.all([
    loadBusinessFilterChoices(),
    matchSpecialHoursTargets(target),
    listUpcomingSpecialGroups(today),
  ]);
  return { target, chosen: hasTarget(target), choices, matches, groups, today };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const url = new URL(request.url);
  const back = `/admin/businesses/special-hours${url.search}`;
  const actor = auditActor(admin, request);
  const intent = form.get("intent");
  if (intent === "apply") {
    const submission = parseSubmission(form, specialDaySchema({ today: buenosAiresDateKey(requestTime(context)) }));
    const ids = specialHoursIdsSchema(SPECIAL_HOURS_MAX_BUSINESSES).safeParse(form.getAll("ids"));
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const fieldErrors: Record<string, string[]> = {};
    if (!submission.value.name) fieldErrors.name = [ADMIN_BUSINESS_MESSAGES.specialName];
    if (!ids.success) fieldErrors.ids = [ids.error.issues[0]?.message ?? ADMIN_BUSINESS_MESSAGES.noMatch];
    if (!ids.success || Object.keys(fieldErrors).length > 0) {
      return data({ intent, result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    const applied = await applySpecialHoursToMany(actor, ids.data, submission.value);
    return redirectWithToast(back, {
      type: applied > 0 ? "success" : "error",
      title:
        applied > 0
          ? `${submission.value.name}: cargado en ${pluralize(applied, "comercio", "comercios")}`
          : "No se cargó en ningún comercio",
      description:
        applied > 0 ? `Para el ${dayAndDate(submission.value.date)}.` : "Los comercios elegidos ya no existen.",
    });
  }
  if (intent === "group-remove") {
    const date = normalizeDateKey(String(form.get("date") ?? ""));
    const rawName = form.get("name");
    if (!date || (rawName !== null && typeof rawName !== "string")) throw new AppError("bad_request");
    const name = rawName === null || rawName === "" ? null : rawName.slice(0, 200);
    // Without JavaScript the dialog never asked: ask here, once.
    if (form.get("confirmed") !== "yes") return data({ intent, confirm: { date, name } });
    const removed = await removeSpecialGroup(actor, date, name);
    return redirectWithToast(back, {
      type: removed > 0 ? "success" : "info",
      title: removed > 0 ? `Quitado de ${pluralize(removed, "comercio", "comercios")}` : "Ya no estaba cargado",
    });
  }
  throw new AppError("bad_request");
}

export const meta: Route.MetaFunction = () => [
  { title: "Horarios especiales | Comercios | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const buttonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-sm hover:bg-surface-muted";

export default function AdminSpecialHours({ loaderData, actionData }: Route.ComponentProps) {
  const { target, chosen, choices, matches, groups, today } = loaderData;
  const hydrated = useHydrated();
  const result = actionData && "result" in actionData ? actionData.result : null;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
  const idsError = result?.error?.ids?.[0];
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Horarios especiales"
        breadcrumb={[
          { label: "Administración", href: "/admin" },
          { label: "Comercios", href: "/admin/businesses" },
          { label: "Horarios especiales" },
        ]}
        description="Un feriado o un turno para muchos comercios a la vez: todos los bancos cerrados, las farmacias de turno."
      />
      <section
        aria-labelledby="he-elegir"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="he-elegir" className="font-bold text-lg">
          1. Elegí los comercios
        </h2>
        <Form method="get" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
          <SelectField
            id="he-category"
            name="category"
            label="Categoría"
            placeholder="Cualquiera"
            defaultValue={target.category ?? ""}
            options={choices.categories}
          />
          <SelectField
            id="he-brand"
            name="brand"
            label="Marca"
            placeholder="Cualquiera"
            defaultValue={target.brand ?? ""}
            options={choices.brands}
          />
          <TextField id="he-q" name="q" label="Nombre, dirección o teléfono" defaultValue={target.q} />
          <button type="submit" className={buttonClass}>
            Buscar comercios
          </button>
        </Form>
      </section>

      <section
        aria-labelledby="he-dia"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="he-dia" className="font-bold text-lg">
          2. Cargá el día
        </h2>
        {!chosen ? (
          <p className="text-fg-muted text-sm">
            Elegí una categoría, una marca o buscá por nombre para ver los comercios.
          </p>
        ) : matches.total === 0 ? (
          <p className="text-fg-muted text-sm">Ningún comercio coincide. Probá con otra categoría, marca o búsqueda.</p>
        ) : (
          <SpecialDayForm
            key={`${target.category}|${target.brand}|${target.q}`}
            today={today}
            prefill={{}}
            lastResult={result}
            intent="apply"
            nameLabel="Nombre (por ejemplo Feriado o Farmacia de turno)"
            submitLabel="Cargar en los comercios marcados"
          >
            <fieldset className="min-w-0 space-y-2" aria-describedby={idsError ? "he-ids-error" : undefined}>
              <legend className="font-medium text-sm">
                {matches.total > matches.rows.length
                  ? `${formatCount(matches.total)} comercios coinciden; se muestran los primeros ${formatCount(matches.rows.length)}`
                  : `${pluralize(matches.total, "comercio coincide", "comercios coinciden")}`}
              </legend>
              {idsError && (
                <p id="he-ids-error" className="font-medium text-red-600 text-sm dark:text-red-400">
                  {idsError}
                </p>
              )}
              <ul
                className="max-h-80 divide-y divide-line overflow-y-auto rounded-xl border border-line"
                data-matches={matches.total}
              >
                {matches.rows.map((b) => (
                  <li key={b.uuid}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                      <input
                        type="checkbox"
                        name="ids"
                        value={b.uuid}
                        defaultChecked
                        className="size-5 shrink-0 accent-brand-600"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium break-words">{b.name}</span>
                        <span className="block text-fg-muted text-xs break-words">
                          {b.address ?? "Sin dirección"}, {b.city}
                        </span>
                      </span>
                      <BusinessStatusBadge status={b.status} className="shrink-0" />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </SpecialDayForm>
        )}
      </section>

      <section aria-labelledby="he-proximos" className="space-y-3">
        <h2 id="he-proximos" className="font-bold text-lg">
          Próximos días especiales
        </h2>
        {confirm && !hydrated && (
          <FormAlert tone="error" title="Confirmá que querés quitarlo de todos los comercios." />
        )}
        {groups.length === 0 ? (
          <p className="text-fg-muted text-sm">No hay días especiales cargados de hoy en adelante.</p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
            {groups.map((g) => {
              const Icon = g.closed ? CalendarX : CalendarCheck;
              const label = `${g.name ?? "Sin nombre"} del ${dayAndDate(g.date)}`;
              const confirming = confirm?.date === g.date && confirm.name === g.name;
              return (
                <li
                  key={`${g.date}|${g.name}`}
                  className="flex flex-wrap items-center gap-3 p-3"
                  data-special-group={g.date}
                >
                  <Icon className="size-5 shrink-0 text-fg-muted" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium first-letter:uppercase">
                      {dayAndDate(g.date)} · {g.name ?? "Sin nombre"}
                    </p>
                    <p className="text-fg-muted text-sm">
                      {g.closed ? "Cerrado" : `Abierto ${g.hours ?? ""}`} ·{" "}
                      {pluralize(g.businesses, "comercio", "comercios")}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="group-remove" />
                    <input type="hidden" name="date" value={g.date} />
                    <input type="hidden" name="name" value={g.name ?? ""} />
                    {(hydrated || confirming) && <input type="hidden" name="confirmed" value="yes" />}
                    <ConfirmDialog
                      title={`¿Quitar ${label}?`}
                      description={`Se quita de ${pluralize(g.businesses, "comercio", "comercios")}: ese día vuelve a regir su horario de siempre.`}
                      confirmLabel="Quitar"
                      tone="danger"
                      trigger={(props) => (
                        <button
                          {...props}
                          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-red-700 text-sm hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                        >
                          <Trash2 className="size-4" aria-hidden />
                          {confirming && !hydrated ? "Sí, quitar" : "Quitar"}
                          <span className="sr-only"> {label}</span>
                        </button>
                      )}
                    />
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
