import { Link } from "react-router";
import { Moon } from "#app/components/icons/icons.tsx";
import type { DutyNoticeText } from "#core/pharmacy-duty.ts";

/**
 * A pharmacy's duties on its page: "Farmacia de turno ahora" with the window when one is on, then
 * the next ones; nothing for a business without duties. The lines are made on the server
 * (`dutyNoticeText`), so the page's download does not carry the duty rules.
 */
export function DutyNotice({ notice }: { notice: DutyNoticeText | null }) {
  if (!notice) return null;
  return (
    <section
      aria-labelledby="duty-title"
      className="mt-5 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-50"
    >
      <h2 id="duty-title" className="flex items-center gap-2 font-bold text-lg">
        <Moon className="size-5" aria-hidden />
        {notice.current ? "Farmacia de turno ahora" : "Próximos turnos"}
      </h2>
      {notice.current && <p className="mt-1 font-medium">{notice.current}</p>}
      {notice.next.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm">
          {notice.current && <li className="font-semibold">Próximos turnos:</li>}
          {notice.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Link
        to="/farmacias-de-turno"
        className="mt-2 inline-block font-medium text-indigo-800 text-sm underline underline-offset-2 dark:text-indigo-200"
      >
        Ver todas las farmacias de turno
      </Link>
    </section>
  );
}
