/** The CSV downloads of /admin/analytics: each table of the page, for the same range. */

import { LEAD_FIGURES } from "#core/admin-analytics.ts";
import { spreadsheetCsv } from "#core/csv.ts";
import type { ReportRange } from "#core/report-range.ts";
import { allAnalyticsBusinesses } from "./analytics-by-business.ts";
import { analyticsByCategory } from "./analytics-by-category.ts";
import { analyticsByDay } from "./analytics-by-day.ts";

export const ANALYTICS_TABLES = ["dias", "comercios", "categorias"] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

export function isAnalyticsTable(value: string | null): value is AnalyticsTable {
  return (ANALYTICS_TABLES as readonly string[]).includes(value ?? "");
}

const leadHeaders = LEAD_FIGURES.map((f) => f.label);

export async function analyticsCsv(
  table: AnalyticsTable,
  range: ReportRange,
  q = "",
): Promise<{ filename: string; body: string }> {
  const filename = `analitica-${table}-${range.from}-a-${range.to}.csv`;
  if (table === "dias") {
    const days = await analyticsByDay(range);
    return {
      filename,
      body: spreadsheetCsv(
        [
          "Fecha",
          "Visitas",
          ...leadHeaders,
          "Búsquedas",
          "Búsquedas sin resultados",
          "Vistas de promociones",
          "Clics en promociones",
          "Registros",
        ],
        days.map((d) => [
          d.date,
          d.pageViews,
          ...LEAD_FIGURES.map((f) => d[f.key]),
          d.searches,
          d.noResultSearches,
          d.promotionViews,
          d.promotionClicks,
          d.signUps,
        ]),
      ),
    };
  }
  if (table === "comercios") {
    const rows = await allAnalyticsBusinesses(range, q);
    return {
      filename,
      body: spreadsheetCsv(
        ["Comercio", "Categoría", "Visitas", ...leadHeaders, "Acciones", "Eventos de promociones"],
        rows.map((r) => [
          r.name,
          r.category ?? "",
          r.pageViews,
          ...LEAD_FIGURES.map((f) => r[f.key]),
          r.leads,
          r.promotionEvents,
        ]),
      ),
    };
  }
  const rows = await analyticsByCategory(range);
  return {
    filename,
    body: spreadsheetCsv(
      ["Categoría", "Comercios", "Visitas", ...leadHeaders, "Acciones", "Eventos de promociones"],
      rows.map((r) => [
        r.category,
        r.businesses,
        r.pageViews,
        ...LEAD_FIGURES.map((f) => r[f.key]),
        r.leads,
        r.promotionEvents,
      ]),
    ),
  };
}
