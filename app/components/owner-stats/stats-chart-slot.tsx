import { lazy, Suspense } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useTheme } from "#app/hooks/use-theme.ts";
import { formatCount } from "#core/format.ts";
import { type ChartSpec, periodLabel } from "./chart-specs.ts";

// Its own chunk, fetched once the page runs in the browser: the chart library stays out of every
// other page's download (the home page's budget is checked in tooling/).
const StatsChart = lazy(() => import("./stats-charts.tsx"));

const decimalFormat = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * One chart with its title, a one-line summary, and the same numbers as a table (for screen readers,
 * for anyone without JavaScript, and for reading exact values). Before hydration the chart's box
 * keeps its height, so nothing jumps when it arrives.
 */
export function StatsChartSlot({ spec, summary }: { spec: ChartSpec; summary: string }) {
  const hydrated = useHydrated();
  const { resolvedTheme } = useTheme();
  const titleId = `grafico-${spec.id}`;
  const show = (v: unknown) => (typeof v !== "number" ? "–" : spec.decimals ? decimalFormat.format(v) : formatCount(v));
  return (
    <figure
      aria-labelledby={titleId}
      data-chart={spec.id}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
    >
      <h3 id={titleId} className="font-semibold text-base">
        {spec.title}
      </h3>
      <figcaption className="mt-0.5 text-fg-muted text-sm">{summary}</figcaption>
      {/* The drawing repeats the table below: hidden from screen readers, which read the table. */}
      <div className="mt-3 h-60" aria-hidden>
        {hydrated && (
          <Suspense fallback={<ChartPlaceholder />}>
            <StatsChart spec={spec} dark={resolvedTheme === "dark"} />
          </Suspense>
        )}
        {!hydrated && <ChartPlaceholder />}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer rounded font-medium text-brand-700 hover:underline dark:text-blue-300">
          Ver los datos en una tabla
        </summary>
        <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{spec.title}</caption>
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {spec.period === "month" ? "Mes" : "Día"}
                </th>
                {spec.series.map((s) => (
                  <th key={s.key} scope="col" className="px-3 py-2 text-right font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {spec.rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-normal">
                    {periodLabel(row.date, spec.period, true)}
                  </th>
                  {spec.series.map((s) => (
                    <td key={s.key} className="px-3 py-1.5 text-right">
                      {show(row[s.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

function ChartPlaceholder() {
  return <div className="size-full animate-pulse rounded-xl bg-surface-muted motion-reduce:animate-none" />;
}
