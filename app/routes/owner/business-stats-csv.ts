/**
 * /mi-comercio/{businessId}/estadisticas.csv?dias=7|30|90: the statistics page's days as a CSV
 * (core/business-stats.ts says why `;` and a BOM), for the same people the page admits.
 */
import { parseStatsPeriod, STATS_PERIOD_PARAM, statsCsv } from "#core/business-stats.ts";
import { requireManagedBusiness } from "#server/owner/managed-business.ts";
import { requestTime } from "#server/platform/http/request-time.ts";
import { getBusinessStats } from "#server/stats/business-stats.ts";
import type { Route } from "./+types/business-stats-csv";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { business } = await requireManagedBusiness(context, request, params.businessId);
  const days = parseStatsPeriod(new URL(request.url).searchParams.get(STATS_PERIOD_PARAM));
  const stats = await getBusinessStats(business.uuid, days, requestTime(context));
  const filename = `estadisticas-${business.slug}-${stats.range.from}-a-${stats.range.to}.csv`;
  return new Response(statsCsv(stats.daily), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
