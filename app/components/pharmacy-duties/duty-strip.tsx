import { Link } from "react-router";
import { ChevronRight } from "#app/components/icons/icons.tsx";
import type { RotaDuty } from "#server/pharmacy-duties/duty-rota.ts";
import { DutyBadge } from "../badges.tsx";

/**
 * The pharmacies category's first lines: the pharmacies on duty now, with their badge, and the way to
 * their page. Nothing when none is on duty (or on any other list). The texts come from the server
 * (`hoursLabel`): the search page's download stays without the duty rules.
 */
export function DutyStrip({ duties }: { duties: readonly RotaDuty[] }) {
  if (duties.length === 0) return null;
  return (
    <section aria-labelledby="duty-strip-title" className="mx-auto mt-3 max-w-6xl px-4 sm:mt-6">
      <div className="rounded-2xl border border-indigo-200 bg-indigo-50 p-3 sm:p-4 dark:border-indigo-800 dark:bg-indigo-950/60">
        <h2 id="duty-strip-title" className="font-bold text-indigo-950 text-lg dark:text-indigo-50">
          Farmacias de turno ahora
        </h2>
        <ul className="mt-1 sm:mt-2">
          {duties.map((d) => (
            <li key={d.id}>
              <Link
                to={`/${d.slug}`}
                className="flex min-h-11 flex-col justify-center text-sm hover:underline sm:flex-row sm:items-center sm:gap-2"
              >
                <span className="font-semibold">{d.name}</span>
                <span className="flex items-center gap-2 text-fg-muted">
                  <DutyBadge />
                  {d.city} · {d.hoursLabel}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to="/farmacias-de-turno"
          className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-indigo-800 text-sm underline underline-offset-2 dark:text-indigo-200"
        >
          Ver direcciones, teléfonos y próximos turnos
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
