/**
 * The range of an admin report (/admin/busqueda, /admin/analytics): the last 7, 30 or 90 days as
 * links, or from–to dates through a GET form (works without JavaScript). The URL carries it
 * (core/report-range.ts).
 */
import { Form, Link } from "react-router";
import { DateField } from "#app/components/form/date-time-fields.tsx";
import { FormAlert } from "#app/components/form/form-alert.tsx";
import { cn } from "#app/lib/cn.ts";
import { REPORT_PRESETS, type ReportRange } from "#core/report-range.ts";

export function RangePicker({ range, path, idPrefix }: { range: ReportRange; path: string; idPrefix: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <nav aria-label="Período" className="flex flex-wrap gap-2">
        {REPORT_PRESETS.map((days) => (
          <Link
            key={days}
            to={`${path}?dias=${days}`}
            preventScrollReset
            aria-current={range.preset === days ? "page" : undefined}
            className={cn(
              "inline-flex min-h-10 items-center rounded-full border px-4 font-semibold text-sm",
              range.preset === days
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-line bg-surface hover:bg-surface-muted",
            )}
          >
            Últimos {days} días
          </Link>
        ))}
      </nav>
      <Form method="get" action={path} className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-44">
          <DateField id={`${idPrefix}-desde`} name="desde" label="Desde" defaultValue={range.from} />
        </div>
        <div className="w-full sm:w-44">
          <DateField id={`${idPrefix}-hasta`} name="hasta" label="Hasta" defaultValue={range.to} />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-xl border border-line bg-surface px-4 font-semibold text-sm hover:bg-surface-muted"
        >
          Ver período
        </button>
      </Form>
      {range.problem && <FormAlert tone="error" title="No pudimos usar esas fechas" description={range.problem} />}
    </div>
  );
}
