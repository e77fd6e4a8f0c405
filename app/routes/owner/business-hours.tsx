/**
 * /mi-comercio/{businessId}/horarios: the week, special days and the coming holidays. The preview
 * says "Abierto/Cerrado ahora" through the public page's rule. Every post is checked against the
 * business in the URL; nothing in a form names a business.
 */
import { data } from "react-router";
import {
  HolidayList,
  type HolidayView,
  SpecialDayForm,
  SpecialDaysList,
} from "#app/components/owner/listing/special-hours.tsx";
import { WeekForm } from "#app/components/owner/listing/week-form.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { parseSubmission, type SubmissionResult } from "#core/forms.ts";
import { holidayOn } from "#core/holidays.ts";
import { specialDaySchema, weekFormDefaults, weeklyHoursSchema } from "#core/hours-form.ts";
import { buenosAiresDateKey, normalizeDateKey } from "#core/time-zone.ts";
import { auditActor } from "#server/audit/actor.ts";
import { pageError } from "#server/http/answers.ts";
import { readForm } from "#server/http/body.ts";
import { redirectWithToast } from "#server/http/flash.ts";
import { answerHoliday } from "#server/listing/answer-holiday.ts";
import { deleteSpecialDay, loadHoursPage, saveSpecialDay, saveWeeklyHours } from "#server/listing/business-hours.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import type { Route } from "./+types/business-hours";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const now = new Date();
  const page = await loadHoursPage(business.uuid, now);
  const url = new URL(request.url);
  const date = normalizeDateKey(url.searchParams.get("fecha") ?? "");
  const name = (url.searchParams.get("nombre") ?? "").slice(0, 80);
  return {
    business: { uuid: business.uuid, name: business.name },
    ...page,
    defaults: weekFormDefaults(page.weekly),
    today: buenosAiresDateKey(now),
    now: now.toISOString(),
    prefill: { date: date ?? undefined, name: name || (date ? holidayOn(date)?.name : undefined) },
  };
}

type ActionData =
  | { intent: "week" | "special"; result: SubmissionResult<string[]> }
  | { intent: "special-delete"; confirmDate: string };

/** "Copiar a otros días": day `from`'s fields written over the chosen days' before the week is read. */
function applyCopy(form: FormData): string[] {
  const from = form.get("copyFrom");
  if (typeof from !== "string" || !/^[0-6]$/.test(from)) return [];
  const targets = form
    .getAll(`copyTo-${from}`)
    .filter((v): v is string => typeof v === "string" && /^[0-6]$/.test(v) && v !== from);
  const prefix = `days[${from}].`;
  const source = [...form.entries()].filter(([name]) => name.startsWith(prefix));
  for (const to of new Set(targets)) {
    for (const name of [...form.keys()]) if (name.startsWith(`days[${to}].`)) form.delete(name);
    for (const [name, value] of source) form.append(`days[${to}].${name.slice(prefix.length)}`, value);
  }
  return [...new Set(targets)];
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const form = await readForm(request).catch(pageError);
  const actor = auditActor(user, request);
  const here = `/mi-comercio/${business.uuid}/horarios`;
  const now = new Date();
  const intent = form.get("intent");

  if (intent === "week") {
    const copied = applyCopy(form);
    const submission = parseSubmission(form, weeklyHoursSchema);
    if (submission.status !== "success") {
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    await saveWeeklyHours(actor, business.uuid, submission.value);
    return redirectWithToast(here, {
      type: "success",
      title: copied.length > 0 ? "Horario copiado y guardado" : "Horarios guardados",
      description: "Tu página ya muestra los horarios nuevos.",
    });
  }
  if (intent === "special") {
    const submission = parseSubmission(form, specialDaySchema({ today: buenosAiresDateKey(now) }));
    if (submission.status !== "success") {
      return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    await saveSpecialDay(actor, business.uuid, submission.value);
    return redirectWithToast(here, { type: "success", title: "Día especial guardado" });
  }
  if (intent === "special-delete") {
    const date = normalizeDateKey(String(form.get("date") ?? ""));
    if (!date) throw data(null, { status: 400 });
    // Without JavaScript the dialog never asked: ask here, once.
    if (form.get("confirmed") !== "yes") return data<ActionData>({ intent, confirmDate: date });
    if (!(await deleteSpecialDay(actor, business.uuid, date))) throw data(null, { status: 404 });
    return redirectWithToast(here, { type: "success", title: "Día especial borrado" });
  }
  if (intent === "holiday") {
    return answerHoliday(actor, business.uuid, form, now, here);
  }
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Horarios de ${loaderData.business.name} | Mi comercio | Vilma` : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { defaults, special, holidays, today, now, prefill } = loaderData;
  const weekResult = actionData?.intent === "week" ? actionData.result : null;
  const specialResult = actionData?.intent === "special" ? actionData.result : null;
  const confirmDate = actionData?.intent === "special-delete" ? actionData.confirmDate : null;
  const otherHref = (h: HolidayView) => `?fecha=${h.date}&nombre=${encodeURIComponent(h.name)}#dia-especial`;
  return (
    <div className="space-y-8">
      <PageHeader
        title="Horarios"
        description="Tus horarios de siempre, los días especiales y los feriados que vienen."
      />
      <section aria-labelledby="horarios-feriados" className="space-y-3">
        <h2 id="horarios-feriados" className="font-bold text-lg">
          Feriados de los próximos 30 días
        </h2>
        <HolidayList holidays={holidays} otherHref={otherHref} />
      </section>
      <section aria-labelledby="horarios-semana" className="space-y-3">
        <h2 id="horarios-semana" className="font-bold text-lg">
          Horario de cada semana
        </h2>
        <WeekForm
          key={JSON.stringify(defaults)}
          defaults={defaults}
          special={special}
          now={now}
          lastResult={weekResult}
        />
      </section>
      <section
        aria-labelledby="dia-especial"
        className="space-y-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <h2 id="dia-especial" className="scroll-mt-24 font-bold text-lg">
          Días especiales
        </h2>
        <SpecialDaysList special={special} confirmDate={confirmDate} />
        <h3 className="font-semibold">Agregar un día especial</h3>
        <SpecialDayForm
          key={`${prefill.date ?? ""}|${special.length}`}
          today={today}
          prefill={prefill}
          lastResult={specialResult}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
