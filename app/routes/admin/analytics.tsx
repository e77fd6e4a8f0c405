/**
 * /admin/analytics: page views, visitor actions, searches, promotion events and sign-ups over a
 * range (7/30/90 days or from–to, Buenos Aires days): per day as charts (each with its table), per
 * business (a searchable, sortable list) and per category, each table downloadable as CSV.
 */

import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "#app/components/data-table/data-table.tsx";
import { BarChart3, Eye, Megaphone, MousePointerClick, Search, UserPlus } from "#app/components/icons/icons.tsx";
import { StatsChartSlot } from "#app/components/owner-stats/stats-chart-slot.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { StatCard } from "#app/components/page/stat-card.tsx";
import { RangePicker } from "#app/components/reports/range-picker.tsx";
import { LEAD_FIGURES } from "#core/admin-analytics.ts";
import { formatCount, formatDate } from "#core/format.ts";
import { parseListParams } from "#core/list-params.ts";
import { parseReportRange, rangeQuery } from "#core/report-range.ts";
import {
  ANALYTICS_BUSINESS_LIST,
  type AnalyticsBusinessRow,
  analyticsByBusiness,
} from "#server/analytics/analytics-by-business.ts";
import { analyticsByCategory } from "#server/analytics/analytics-by-category.ts";
import { analyticsByDay, totalsOf } from "#server/analytics/analytics-by-day.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/analytics";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const range = parseReportRange(search, requestTime(context));
  const params = parseListParams(search, ANALYTICS_BUSINESS_LIST);
  const [days, perBusiness, perCategory] = await Promise.all([
    analyticsByDay(range),
    analyticsByBusiness(range, params),
    analyticsByCategory(range),
  ]);
  return { range, params, days, totals: totalsOf(days), perBusiness, perCategory };
}

export const meta: Route.MetaFunction = () => [
  { title: "Analítica | Administración | Vilma" },
  { name: "robots", content: "noindex" },
];

const linkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
const downloadClass =
  "inline-flex min-h-10 items-center rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted";

const BUSINESS_COLUMNS: DataTableColumn<AnalyticsBusinessRow>[] = [
  {
    key: "name",
    header: "Comercio",
    sortable: true,
    primary: true,
    cell: (b) => (
      <Link to={`/${b.slug}`} className={linkClass}>
        {b.name}
      </Link>
    ),
  },
  { key: "category", header: "Categoría", hideOnMobile: true, cell: (b) => b.category ?? "Sin categoría" },
  { key: "views", header: "Visitas", sortable: true, cell: (b) => formatCount(b.pageViews) },
  {
    key: "leads",
    header: "Acciones",
    sortable: true,
    cell: (b) => (
      <span title={LEAD_FIGURES.map((f) => `${f.label}: ${b[f.key]}`).join(", ")}>{formatCount(b.leads)}</span>
    ),
  },
  {
    key: "detail",
    header: "Detalle de acciones",
    hideOnMobile: true,
    cell: (b) => (
      <span className="text-fg-muted text-xs">
        {LEAD_FIGURES.filter((f) => b[f.key] > 0)
          .map((f) => `${f.label} ${b[f.key]}`)
          .join(" · ") || "—"}
      </span>
    ),
  },
  { key: "promotions", header: "Promociones", sortable: true, cell: (b) => formatCount(b.promotionEvents) },
];

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const { range, params, days, totals, perBusiness, perCategory } = loaderData;
  const keep = rangeQuery(range);
  const csv = (table: string, extra = "") => `/admin/analytics.csv?tabla=${table}&${keep}${extra}`;
  const period = `del ${formatDate(range.from)} al ${formatDate(range.to)}`;
  const rows = (keys: readonly string[]) =>
    days.map((d) => ({ date: d.date, ...Object.fromEntries(keys.map((k) => [k, d[k as keyof typeof d]])) }));
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Analítica"
        breadcrumb={[{ label: "Administración", href: "/admin" }, { label: "Analítica" }]}
        description={`Qué pasó en Vilma ${period} (días de Buenos Aires).`}
      />
      <RangePicker range={range} path="/admin/analytics" idPrefix="analytics" />

      <section aria-labelledby="totales" className="flex flex-col gap-3">
        <h2 id="totales" className="font-bold text-lg">
          En el período
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <StatCard id="page-views" label="Visitas a comercios" icon={Eye} value={totals.pageViews} />
          <StatCard
            id="leads"
            label="Acciones de visitantes"
            icon={MousePointerClick}
            value={totals.leads}
            hint="Llamadas, WhatsApp, web, e-mail y cómo llegar"
          />
          <StatCard
            id="searches"
            label="Búsquedas"
            icon={Search}
            value={totals.searches}
            hint={`${formatCount(totals.noResultSearches)} sin resultados`}
            href={`/admin/busqueda?${keep}`}
          />
          <StatCard
            id="promotion-events"
            label="Eventos de promociones"
            icon={Megaphone}
            value={totals.promotionViews + totals.promotionClicks}
            hint={`${formatCount(totals.promotionViews)} vistas, ${formatCount(totals.promotionClicks)} clics`}
          />
          <StatCard id="sign-ups" label="Registros" icon={UserPlus} value={totals.signUps} />
        </dl>
        <p>
          <a href={csv("dias")} download className={downloadClass}>
            Descargar los días (CSV)
          </a>
        </p>
      </section>

      <section aria-labelledby="por-dia" className="flex flex-col gap-3">
        <h2 id="por-dia" className="font-bold text-lg">
          Día por día
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <StatsChartSlot
            spec={{
              id: "admin-visitas",
              title: "Visitas por día",
              kind: "line",
              series: [{ key: "pageViews", label: "Visitas" }],
              rows: rows(["pageViews"]),
            }}
            summary={`${formatCount(totals.pageViews)} visitas ${period}.`}
          />
          <StatsChartSlot
            spec={{
              id: "admin-acciones",
              title: "Acciones de visitantes por día",
              kind: "bar",
              stacked: true,
              series: LEAD_FIGURES.map((f) => ({ key: f.key, label: f.label })),
              rows: rows(LEAD_FIGURES.map((f) => f.key)),
            }}
            summary={`${formatCount(totals.leads)} acciones en total.`}
          />
          <StatsChartSlot
            spec={{
              id: "admin-busquedas",
              title: "Búsquedas por día",
              kind: "line",
              series: [
                { key: "searches", label: "Búsquedas" },
                { key: "noResultSearches", label: "Sin resultados" },
              ],
              rows: rows(["searches", "noResultSearches"]),
            }}
            summary={`${formatCount(totals.searches)} búsquedas, ${formatCount(totals.noResultSearches)} sin resultados.`}
          />
          <StatsChartSlot
            spec={{
              id: "admin-promociones",
              title: "Promociones por día",
              kind: "bar",
              series: [
                { key: "promotionViews", label: "Vistas" },
                { key: "promotionClicks", label: "Clics" },
              ],
              rows: rows(["promotionViews", "promotionClicks"]),
            }}
            summary={`${formatCount(totals.promotionViews)} vistas y ${formatCount(totals.promotionClicks)} clics.`}
          />
          <StatsChartSlot
            spec={{
              id: "admin-registros",
              title: "Registros por día",
              kind: "bar",
              series: [{ key: "signUps", label: "Registros" }],
              rows: rows(["signUps"]),
            }}
            summary={`${formatCount(totals.signUps)} personas se registraron.`}
          />
        </div>
      </section>

      <section aria-labelledby="por-comercio" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="por-comercio" className="font-bold text-lg">
            Por comercio
          </h2>
          <a
            href={csv("comercios", params.q ? `&q=${encodeURIComponent(params.q)}` : "")}
            download
            className={downloadClass}
          >
            Descargar comercios (CSV)
          </a>
        </div>
        <DataTable
          label="Comercios con actividad"
          columns={BUSINESS_COLUMNS}
          list={perBusiness}
          params={params}
          rowId={(b) => b.uuid}
          rowLabel={(b) => b.name}
          search={{ label: "Buscar comercio", placeholder: "Nombre del comercio" }}
          empty={{ icon: BarChart3, title: "Sin actividad en el período", text: "Probá con un período más largo." }}
          emptyFiltered={{ title: "Ningún comercio coincide", text: "Probá con otro nombre." }}
        />
      </section>

      <section aria-labelledby="por-categoria" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="por-categoria" className="font-bold text-lg">
            Por categoría
          </h2>
          <a href={csv("categorias")} download className={downloadClass}>
            Descargar categorías (CSV)
          </a>
        </div>
        {perCategory.length === 0 ? (
          <p className="rounded-2xl border border-line bg-surface p-4 text-fg-muted text-sm">
            Sin actividad en el período.
          </p>
        ) : (
          <table className="w-full border-collapse rounded-2xl text-sm">
            <caption className="sr-only">Actividad por categoría</caption>
            <thead>
              <tr className="border-line border-b text-left">
                <th scope="col" className="py-2 pr-2">
                  Categoría
                </th>
                <th scope="col" className="hidden py-2 text-right sm:table-cell">
                  Comercios
                </th>
                <th scope="col" className="py-2 text-right">
                  Visitas
                </th>
                <th scope="col" className="py-2 text-right">
                  Acciones
                </th>
                <th scope="col" className="hidden py-2 text-right sm:table-cell">
                  Promociones
                </th>
              </tr>
            </thead>
            <tbody>
              {perCategory.map((c) => (
                <tr key={c.categoryId ?? "none"} className="border-line border-b">
                  <th scope="row" className="break-words py-2 pr-2 text-left font-normal">
                    {c.category}
                  </th>
                  <td className="hidden py-2 text-right sm:table-cell">{formatCount(c.businesses)}</td>
                  <td className="py-2 text-right">{formatCount(c.pageViews)}</td>
                  <td className="py-2 text-right">{formatCount(c.leads)}</td>
                  <td className="hidden py-2 text-right sm:table-cell">{formatCount(c.promotionEvents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
