import { Moon } from "#app/components/icons/icons.tsx";
import { type DutyWindow, describeDuty, isOnDutyAt } from "#core/pharmacy-duty.ts";

/**
 * A pharmacy's duties as its owner sees them on the hours page: the one on now and the coming ones
 * (the rota is loaded by the administration; during a duty the page shows the pharmacy open).
 */
export function OwnerDuties({ duties, now }: { duties: readonly DutyWindow[]; now: Date }) {
  const coming = duties.filter((d) => new Date(d.endsAt).getTime() > now.getTime());
  if (coming.length === 0) return null;
  return (
    <section
      aria-labelledby="mis-turnos"
      className="rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 sm:p-5 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-50"
    >
      <h2 id="mis-turnos" className="flex items-center gap-2 font-bold text-lg">
        <Moon className="size-5" aria-hidden />
        Tus turnos de farmacia
      </h2>
      <p className="mt-1 text-sm">
        Durante el turno tu página te muestra abierta y aparecés primero en Farmacias de turno. Los turnos los carga la
        administración; si alguno no es correcto, escribinos desde Ayuda.
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {coming.map((d) => (
          <li key={String(d.startsAt)} className={isOnDutyAt(d, now) ? "font-semibold" : undefined}>
            {isOnDutyAt(d, now) ? "Ahora: " : ""}
            {describeDuty(d, now)}
          </li>
        ))}
      </ul>
    </section>
  );
}
