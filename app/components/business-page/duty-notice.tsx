import { Link } from "react-router";
import { Moon } from "#app/components/icons/icons.tsx";
import { DUTY_PAGE_PATH, type DutyWindow, describeDuty, isOnDutyAt } from "#core/pharmacy-duty.ts";

/**
 * A pharmacy's duties on its page: "De turno ahora" with the window when one is on, else the next
 * ones of the coming days; nothing for a business without duties.
 */
export function DutyNotice({ duties, now }: { duties: readonly DutyWindow[]; now: Date }) {
  const coming = duties.filter((d) => new Date(d.endsAt).getTime() > now.getTime());
  if (coming.length === 0) return null;
  const current = coming.find((d) => isOnDutyAt(d, now));
  const next = coming.filter((d) => d !== current).slice(0, 3);
  return (
    <section
      aria-labelledby="duty-title"
      className="mt-5 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-50"
    >
      <h2 id="duty-title" className="flex items-center gap-2 font-bold text-lg">
        <Moon className="size-5" aria-hidden />
        {current ? "Farmacia de turno ahora" : "Próximos turnos"}
      </h2>
      {current && <p className="mt-1 font-medium">{describeDuty(current, now)}</p>}
      {next.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm">
          {current && <li className="font-semibold">Próximos turnos:</li>}
          {next.map((d) => (
            <li key={String(d.startsAt)}>{describeDuty(d, now)}</li>
          ))}
        </ul>
      )}
      <Link
        to={DUTY_PAGE_PATH}
        className="mt-2 inline-block font-medium text-indigo-800 text-sm underline underline-offset-2 dark:text-indigo-200"
      >
        Ver todas las farmacias de turno
      </Link>
    </section>
  );
}
