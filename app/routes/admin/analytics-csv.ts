/**
 * /admin/analytics.csv?tabla=dias|comercios|categorias (+ the page's range, and `q` for businesses):
 * one table of /admin/analytics as a CSV download, for administrators only.
 */
import { parseReportRange } from "#core/report-range.ts";
import { normalizeSearchQuery } from "#core/search-constants.ts";
import { analyticsCsv, isAnalyticsTable } from "#server/analytics/analytics-csv.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import type { Route } from "./+types/analytics-csv";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const search = new URL(request.url).searchParams;
  const table = search.get("tabla");
  if (!isAnalyticsTable(table)) {
    return new Response("Elegí una tabla: dias, comercios o categorias.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const range = parseReportRange(search, requestTime(context));
  const csv = await analyticsCsv(table, range, normalizeSearchQuery(search.get("q")));
  return new Response(csv.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
