/**
 * /admin/farmacias-de-turno: the rota of the coming weeks (both cities, one line per duty) and the
 * correction of one day (that pharmacy, those hours, in place of what the day had; or nobody). The
 * month at once comes from a CSV: /admin/farmacias-de-turno/importar (the import framework).
 */

import { data, Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "#app/components/form/buttons.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { SelectField } from "#app/components/form/select-field.tsx";
import { fieldProps, useSchemaForm } from "#app/components/form/use-schema-form.ts";
import { FileUp } from "#app/components/icons/icons.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { CITIES, CITY_OPTIONS } from "#core/cities.ts";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { DUTY_PAGE_PATH, dutyHoursLabel } from "#core/pharmacy-duty.ts";
import { dutyDayFormSchema } from "#core/pharmacy-duty-form.ts";
import { addDaysToDateKey, buenosAiresDateKey, dayOfWeekOfDateKey } from "#core/time-zone.ts";
import { adminRota } from "#server/pharmacy-duties/list-duties-for-admin.ts";
import { pharmacyChoices } from "#server/pharmacy-duties/list-pharmacy-choices.ts";
import { setDutyDay } from "#server/pharmacy-duties/set-duty-day.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { replyFieldErrors } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { redirectWithToast } from "#server/platform/http/flash.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/pharmacy-duties";

const PATH = "/admin/farmacias-de-turno";
/** Days of the rota the page lists, from yesterday. */
const DAYS_SHOWN = 35;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const today = buenosAiresDateKey(requestTime(context));
  const from = addDaysToDateKey(today, -1);
  const [rota, pharmacies] = await Promise.all([
    adminRota(from, addDaysToDateKey(from, DAYS_SHOWN - 1)),
    pharmacyChoices(),
  ]);
  return { today, rota, pharmacies };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const form = await readForm(request);
  const submission = parseSubmission(form, dutyDayFormSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await setDutyDay(submission.value, auditActor(admin, request));
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ fieldErrors: replyFieldErrors(outcome.problem) }) },
      { status: outcome.problem.status },
    );
  }
  const day = submission.value.date.split("-").reverse().join("/");
  return redirectWithToast(PATH, {
    type: "success",
    title: outcome.value ? `${day}: sin turno en ${submission.value.city}` : `Turno del ${day} guardado`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Farmacias de turno | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const WEEKDAYS = ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"];

export default function AdminPharmacyDuties({ loaderData, actionData }: Route.ComponentProps) {
  const { rota, pharmacies, today } = loaderData;
  const days = [...new Set(rota.map((d) => d.dutyDate))];
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Farmacias de turno"
        description="El cronograma de turnos de las dos ciudades. Cargá el mes desde el CSV del colegio de farmacéuticos y corregí un día acá."
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Farmacias de turno" }]}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to={`${PATH}/importar`}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-600 px-4 font-medium text-sm text-white hover:bg-brand-700"
            >
              <FileUp className="size-4" aria-hidden />
              Importar turnos (CSV)
            </Link>
            <Link
              to={DUTY_PAGE_PATH}
              className="inline-flex min-h-11 items-center rounded-xl border border-line px-4 font-medium text-sm hover:bg-surface-muted"
            >
              Ver la página pública
            </Link>
          </div>
        }
      />
      <CorrectionForm
        pharmacies={pharmacies}
        today={today}
        lastResult={(actionData as { result?: SubmissionResult<string[]> } | undefined)?.result ?? null}
      />
      <section aria-labelledby="rota-title" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="rota-title" className="font-bold text-lg">
          Cronograma
        </h2>
        {days.length === 0 ? (
          <p className="mt-2 text-fg-muted text-sm">
            No hay turnos cargados para estas semanas. Importá el CSV del mes.
          </p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <thead className="sr-only sm:not-sr-only">
              <tr className="border-line border-b text-left text-fg-muted">
                <th className="py-2 pr-3 font-medium">Día</th>
                <th className="py-2 pr-3 font-medium">Ciudad</th>
                <th className="py-2 pr-3 font-medium">Farmacia</th>
                <th className="py-2 font-medium">Horario</th>
              </tr>
            </thead>
            <tbody>
              {rota.map((d) => (
                <tr
                  key={d.id}
                  className="flex flex-wrap gap-x-3 border-line border-b py-2 sm:table-row"
                  data-duty-day={d.dutyDate}
                >
                  <td className="font-semibold sm:py-2 sm:pr-3">
                    {WEEKDAYS[dayOfWeekOfDateKey(d.dutyDate)]} {d.dutyDate.split("-").reverse().slice(0, 2).join("/")}
                    {d.dutyDate === today && <span className="ml-1 text-brand-700 dark:text-blue-300">(hoy)</span>}
                  </td>
                  <td className="text-fg-muted sm:py-2 sm:pr-3">{d.city}</td>
                  <td className="w-full sm:w-auto sm:py-2 sm:pr-3">{d.name}</td>
                  <td className="sm:py-2">{dutyHoursLabel(d)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function CorrectionForm({
  pharmacies,
  today,
  lastResult,
}: {
  pharmacies: { uuid: string; name: string; city: string; address: string | null }[];
  today: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const { fields, formProps } = useSchemaForm(dutyDayFormSchema, {
    id: "duty-day",
    lastResult,
    defaultValue: { date: today, start: "08:00", end: "08:00", city: CITIES[0] },
  });
  // The rota is per city: only that city's pharmacies are offered (the server checks it again).
  const city = fields.city.value ?? CITIES[0];
  return (
    <section aria-labelledby="duty-day-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="duty-day-title" className="font-bold text-lg">
        Corregir un día
      </h2>
      <p className="mt-1 text-fg-muted text-sm">
        La farmacia elegida queda de turno ese día en esa ciudad, en lugar de la que estaba cargada.
      </p>
      <Form method="post" {...formProps} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <TextField {...fieldProps(fields.date)} type="date" label="Día" />
        <SelectField {...fieldProps(fields.city)} label="Ciudad" options={CITY_OPTIONS} />
        <SelectField
          {...fieldProps(fields.pharmacy)}
          label="Farmacia"
          placeholder
          options={[
            { value: "none", label: "Nadie (sin turno ese día)" },
            ...pharmacies
              .filter((p) => p.city === city)
              .map((p) => ({ value: p.uuid, label: p.address ? `${p.name} (${p.address})` : p.name })),
          ]}
        />
        <TextField {...fieldProps(fields.start)} type="time" label="Desde" />
        <TextField
          {...fieldProps(fields.end)}
          type="time"
          label="Hasta"
          hint="Más temprano o igual: al día siguiente"
        />
        <div className="sm:col-span-2 lg:col-span-5">
          <SubmitButton busy={navigation.state === "submitting"} busyLabel="Guardando...">
            Guardar turno
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
