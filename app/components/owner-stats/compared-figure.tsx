import { cn } from "#app/lib/cn.ts";
import { formatChange, percentChange } from "#core/business-stats.ts";
import { formatCount } from "#core/format.ts";

/**
 * One figure of a period beside the period before it, as a <dt>/<dd> group inside the caller's <dl>:
 * "Llamadas 42 · +12 % (antes 37)". The change is written out for screen readers, not only coloured.
 */
export function ComparedFigure({
  id,
  label,
  value,
  previous,
  previousLabel,
  display,
  className,
}: {
  id: string;
  label: string;
  value: number;
  previous: number;
  /** "los 30 días anteriores": what "antes" is. */
  previousLabel: string;
  /** How to print the values (default: whole numbers, es-AR). */
  display?: (n: number) => string;
  className?: string;
}) {
  const show = display ?? formatCount;
  const change = percentChange(value, previous);
  const tone =
    change === null || change === 0
      ? "text-fg-muted"
      : change > 0
        ? "text-emerald-700 dark:text-emerald-300"
        : "text-rose-700 dark:text-rose-300";
  return (
    <div
      data-stat={id}
      className={cn("flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm", className)}
    >
      <dt className="font-medium text-fg-muted text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl tabular-nums tracking-tight sm:text-3xl" data-value={value}>
        {show(value)}
      </dd>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className={cn("font-semibold", tone)} data-change={change ?? ""}>
          {change === null ? (value > 0 ? "Nuevo" : "Sin cambios") : formatChange(change)}
        </span>
        <span className="text-fg-muted">
          {previousLabel}: {show(previous)}
        </span>
      </dd>
    </div>
  );
}
