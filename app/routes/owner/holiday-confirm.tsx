/**
 * /mi-comercio/{businessId}/horarios/feriado/{date}: where the holiday reminder leads. Three
 * answers in one tap: "Abro como siempre", "Cierro", or "Otro horario" (the special-day form,
 * prefilled). A date that is not a listed holiday is a 404; one already past, a 410.
 */
import { Link } from "react-router";
import { dayAndDate, HolidayChoices, slotsText } from "#app/components/owner/listing/special-hours.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { AppError } from "#core/errors.ts";
import { holidayOn } from "#core/holidays.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { answerHoliday } from "#server/listing/answer-holiday.ts";
import { loadHoursPage } from "#server/listing/business-hours.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { auditActor } from "#server/platform/audit/actor.ts";
import { answerPage } from "#server/platform/http/answers.ts";
import { readForm } from "#server/platform/http/body.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/holiday-confirm";

function listedDate(raw: string | undefined, now: Date) {
  const holiday = raw ? holidayOn(raw) : undefined;
  if (!holiday) throw new AppError("not_found");
  if (holiday.date < buenosAiresDateKey(now)) throw new AppError("gone");
  return holiday;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const now = requestTime(context);
  const holiday = listedDate(params.date, now);
  const page = await loadHoursPage(business.uuid, now);
  return {
    business: { uuid: business.uuid, name: business.name },
    holiday: { ...holiday, entries: page.special.filter((s) => s.date === holiday.date) },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, business } = await requireManagedBusiness(context, request, params.businessId);
  const now = requestTime(context);
  const holiday = listedDate(params.date, now);
  const form = await readForm(request);
  return answerPage(
    await answerHoliday(
      auditActor(user, request),
      business.uuid,
      form,
      now,
      `/mi-comercio/${business.uuid}/horarios`,
      holiday.date,
    ),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.holiday.name} | Horarios | Vilma` : "Mi comercio | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function HolidayConfirmPage({ loaderData }: Route.ComponentProps) {
  const { business, holiday } = loaderData;
  const hours = `/mi-comercio/${business.uuid}/horarios`;
  const confirmed = holiday.entries.length > 0;
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader
        title={`¿Abrís el ${dayAndDate(holiday.date)}?`}
        description={`${holiday.name}. Elegí una opción y tu página lo muestra al instante.`}
        breadcrumb={[{ label: "Horarios", href: hours }, { label: holiday.name }]}
      />
      <p className={confirmed ? "text-emerald-700 dark:text-emerald-300" : "text-fg-muted"}>
        {confirmed
          ? `Ya confirmaste: ${slotsText(holiday.entries)}. Podés cambiarlo.`
          : "Todavía no confirmaste este día."}
      </p>
      <HolidayChoices
        holiday={holiday}
        otherHref={`${hours}?fecha=${holiday.date}&nombre=${encodeURIComponent(holiday.name)}#dia-especial`}
      />
      <p>
        <Link to={hours} className="text-brand-700 text-sm hover:underline dark:text-blue-300">
          Volver a los horarios
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = OwnerErrorBoundary;
