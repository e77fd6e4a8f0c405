import { Link } from "react-router";
import { CheckCircle2, ListChecks } from "#app/components/icons/icons.tsx";
import type { Checklist } from "#core/listing-checklist.ts";

/**
 * "Completá tu ficha" on a business's Resumen: each item done or not from what is stored, with what
 * it brings and a link to the screen that completes it. Not drawn once everything is done.
 */
export function ListingChecklist({ checklist, businessUuid }: { checklist: Checklist; businessUuid: string }) {
  if (checklist.complete) return null;
  return (
    <section
      aria-labelledby="ficha-titulo"
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
      data-checklist
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="ficha-titulo" className="flex items-center gap-2 font-bold text-lg">
          <ListChecks className="size-5 shrink-0 text-brand-600 dark:text-blue-300" aria-hidden />
          Completá tu ficha
        </h2>
        <p className="text-fg-muted text-sm">
          {checklist.done} de {checklist.total} listos
        </p>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-muted"
        role="progressbar"
        aria-label="Ficha completa"
        aria-valuemin={0}
        aria-valuemax={checklist.total}
        aria-valuenow={checklist.done}
      >
        <div className={`h-full rounded-full bg-brand-600 ${WIDTHS[checklist.done] ?? "w-0"}`} />
      </div>
      <ul className="mt-4 divide-y divide-line">
        {checklist.items.map((item) => (
          <li key={item.key} className="flex gap-3 py-3" data-checklist-item={item.key} data-done={item.done}>
            {item.done ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
            ) : (
              <span aria-hidden className="mt-0.5 size-5 shrink-0 rounded-full border-2 border-line" />
            )}
            <div className="min-w-0 flex-1">
              <p className={item.done ? "font-medium text-fg-muted" : "font-semibold"}>
                {item.label}
                <span className="sr-only">{item.done ? ": listo" : ": falta"}</span>
              </p>
              {!item.done && (
                <>
                  <p className="text-fg-muted text-sm">{item.benefit}</p>
                  <Link
                    to={`/mi-comercio/${businessUuid}/${item.path}`}
                    className="mt-1 inline-flex min-h-10 items-center font-semibold text-brand-700 text-sm hover:underline dark:text-blue-300"
                  >
                    {item.action}
                  </Link>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Six items: the bar's width as a closed set of classes (no inline style under the CSP). */
const WIDTHS: Record<number, string> = {
  0: "w-0",
  1: "w-1/6",
  2: "w-2/6",
  3: "w-3/6",
  4: "w-4/6",
  5: "w-5/6",
  6: "w-full",
};
