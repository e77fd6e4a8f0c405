/**
 * /mi-comercio/{businessId}/estadisticas?dias=7|30|90: what the listing brought the owner in the
 * period and how it compares with the period before; charts (loaded only here) with their tables;
 * the searches that led visitors in; and the same days as a CSV.
 */

import { Link } from "react-router";
import { Download } from "#app/components/icons/icons.tsx";
import { OwnerErrorBoundary } from "#app/components/owner/owner-error-boundary.tsx";
import { chartSpecs } from "#app/components/owner-stats/chart-specs.ts";
import { ComparedFigure } from "#app/components/owner-stats/compared-figure.tsx";
import { StatsChartSlot } from "#app/components/owner-stats/stats-chart-slot.tsx";
import { PageHeader } from "#app/components/page/page-header.tsx";
import { cn } from "#app/lib/cn.ts";
import {
  averageRating,
  formatChange,
  leadsOf,
  parseStatsPeriod,
  percentChange,
  STATS_FIGURES,
  STATS_PERIOD_PARAM,
  STATS_PERIODS,
} from "#core/business-stats.ts";
import { formatCount, formatDate, formatRating } from "#core/format.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getBusinessStats } from "#server/stats/business-stats.ts";
import { monthSearchTerms } from "#server/stats/month-search-terms.ts";
import type { Route } from "./+types/business-stats";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const days = parseStatsPeriod(new URL(request.url).searchParams.get(STATS_PERIOD_PARAM));
  const now = requestTime(context);
  const [stats, month] = await Promise.all([
    getBusinessStats(business.uuid, days, now),
    monthSearchTerms(business.uuid, now),
  ]);
  return { business: { uuid: business.uuid, name: business.name }, stats, month };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Estadísticas de ${loaderData.business.name} | Vilma` : "Estadísticas | Vilma" },
  { name: "robots", content: "noindex" },
];

export default function BusinessStatsPage({ loaderData }: Route.ComponentProps) {
  const { business, stats, month } = loaderData;
  const { totals, previousTotals, range } = stats;
  const before = `${stats.days} días anteriores`;
  const specs = chartSpecs(stats.daily, stats.previousDaily, stats.ratingBeforePeriod);
  const leads = leadsOf(totals);
  const previousLeads = leadsOf(previousTotals);
  const rating = averageRating(totals);
  const previousRating = averageRating(previousTotals);
  const base = `/mi-comercio/${business.uuid}/estadisticas`;
  const summaries: Record<string, string> = {
    visitas: `${formatCount(totals.pageViews)} visitas en ${stats.days} días; ${formatCount(previousTotals.pageViews)} en los ${before}.`,
    contactos: `${formatCount(leads)} contactos: ${formatCount(totals.calls)} llamadas, ${formatCount(totals.whatsappClicks)} por WhatsApp, ${formatCount(totals.websiteClicks)} al sitio web, ${formatCount(totals.emailClicks)} por e-mail y ${formatCount(totals.directionsClicks)} pidieron cómo llegar.`,
    promociones: `${formatCount(totals.promotionViews)} vistas, ${formatCount(totals.promotionClicks)} clics y ${formatCount(totals.couponCopies)} cupones copiados.`,
    "favoritos-resenas": `${formatCount(totals.newFavorites)} nuevos favoritos y ${formatCount(totals.reviews)} reseñas.`,
    calificacion:
      stats.rating.average === null
        ? "Todavía no tiene reseñas."
        : `Hoy: ${formatRating(stats.rating.average)} sobre ${formatCount(stats.rating.count)} ${stats.rating.count === 1 ? "reseña" : "reseñas"}; en el período ${rating === null ? "no hubo reseñas nuevas" : `las nuevas promediaron ${formatRating(rating)}`}.`,
  };
  return (
    <div className="space-y-6">
      <PageHeader
        title="Estadísticas"
        description={`Del ${formatDate(range.from)} al ${formatDate(range.to)} (hoy incluido), comparado con los ${before}.`}
        actions={
          <a
            href={`${base}.csv?${STATS_PERIOD_PARAM}=${stats.days}`}
            download
            className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-line px-3 py-2 font-medium text-sm hover:bg-surface-muted"
          >
            <Download className="size-4" aria-hidden />
            Descargar CSV
          </a>
        }
      />
      <nav aria-label="Período">
        <ul className="inline-flex rounded-xl border border-line bg-surface p-1">
          {STATS_PERIODS.map((days) => (
            <li key={days}>
              <Link
                to={`${base}?${STATS_PERIOD_PARAM}=${days}`}
                preventScrollReset
                aria-current={days === stats.days ? "page" : undefined}
                className={cn(
                  "flex min-h-10 items-center rounded-lg px-3 font-medium text-sm sm:px-4",
                  days === stats.days
                    ? "bg-brand-600 text-white"
                    : "text-fg-muted hover:bg-surface-muted hover:text-fg",
                )}
              >
                {days} días
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="resumen-titulo">
        <h2 id="resumen-titulo" className="font-bold text-lg">
          Resumen del período
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <ComparedFigure
            id="pageViews"
            label="Visitas a la página"
            value={totals.pageViews}
            previous={previousTotals.pageViews}
            previousLabel="Antes"
          />
          <ComparedFigure
            id="leads"
            label="Contactos (todos)"
            value={leads}
            previous={previousLeads}
            previousLabel="Antes"
          />
          {SUMMARY_FIGURES.map((f) => (
            <ComparedFigure
              key={f.key}
              id={f.key}
              label={f.label}
              value={totals[f.key]}
              previous={previousTotals[f.key]}
              previousLabel="Antes"
            />
          ))}
          <div data-stat="rating" className="flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm">
            <dt className="font-medium text-fg-muted text-sm">Calificación de las reseñas nuevas</dt>
            <dd className="mt-1 font-bold text-2xl tabular-nums sm:text-3xl">
              {rating === null ? "–" : formatRating(rating)}
            </dd>
            <dd className="mt-1 text-fg-muted text-xs">
              Antes: {previousRating === null ? "–" : formatRating(previousRating)} · En total:{" "}
              {stats.rating.average === null
                ? "sin reseñas"
                : `${formatRating(stats.rating.average)} (${formatCount(stats.rating.count)})`}
            </dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="mes-busquedas-titulo"
        className="rounded-2xl border border-line bg-surface p-4 shadow-sm"
      >
        <h2 id="mes-busquedas-titulo" className="font-bold text-lg">
          Búsquedas de este mes
        </h2>
        <p className="mt-0.5 text-fg-muted text-sm">
          Lo que escribieron en el buscador de Vilma del {formatDate(month.from)} al {formatDate(month.to)} quienes
          después abrieron tu página.
        </p>
        {month.terms.length === 0 ? (
          <p className="mt-3 text-sm">Este mes todavía nadie llegó desde una búsqueda.</p>
        ) : (
          <ol className="mt-3 divide-y divide-line text-sm" data-testid="month-searches">
            {month.terms.map((t, i) => (
              <li key={t.query} className="flex items-baseline gap-3 py-2">
                <span className="w-6 shrink-0 text-right text-fg-muted tabular-nums">{i + 1}.</span>
                <span className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">{t.query}</span>
                <span className="shrink-0 tabular-nums">
                  {formatCount(t.visits)} {t.visits === 1 ? "visita" : "visitas"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="graficos-titulo" className="space-y-4">
        <h2 id="graficos-titulo" className="font-bold text-lg">
          Día por día
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          {specs.map((spec) => (
            <StatsChartSlot key={spec.id} spec={spec} summary={summaries[spec.id] ?? ""} />
          ))}
        </div>
      </section>

      <section aria-labelledby="busquedas-titulo" className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
        <h2 id="busquedas-titulo" className="font-bold text-lg">
          Búsquedas que trajeron visitas
        </h2>
        <p className="mt-0.5 text-fg-muted text-sm">
          Lo que escribieron en el buscador de Vilma quienes después abrieron tu página.
        </p>
        {stats.topSearches.length === 0 ? (
          <p className="mt-3 text-sm">Todavía nadie llegó desde una búsqueda en este período.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm tabular-nums" data-testid="top-searches">
            <thead>
              <tr className="border-line border-b text-fg-muted">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Búsqueda
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Visitas
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Antes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {stats.topSearches.map((s) => (
                <tr key={s.query}>
                  <th scope="row" className="max-w-0 truncate py-2 pr-2 font-medium">
                    {s.query}
                  </th>
                  <td className="py-2 pr-2 text-right">{formatCount(s.visits)}</td>
                  <td className="py-2 text-right text-fg-muted">
                    {formatCount(s.previousVisits)}
                    {s.previousVisits > 0 && (
                      <span className="sr-only"> ({formatChange(percentChange(s.visits, s.previousVisits))})</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <p className="text-fg-muted text-xs">
        Cada visitante cuenta una vez por hora en cada tipo de contacto; no se cuentan robots ni tus propias visitas.
        Los días son de la hora de Buenos Aires.
      </p>
    </div>
  );
}

/**
 * The period's figures after visits and contacts: the three that bring a customer to the door
 * (calls, WhatsApp, directions) side by side, then the rest in the CSV's order.
 */
const FIRST = ["calls", "whatsappClicks", "directionsClicks"] as const;
const SUMMARY_FIGURES = [
  ...FIRST.map((key) => STATS_FIGURES.find((f) => f.key === key)!),
  ...STATS_FIGURES.filter((f) => f.key !== "pageViews" && !(FIRST as readonly string[]).includes(f.key)),
];

export const ErrorBoundary = OwnerErrorBoundary;
