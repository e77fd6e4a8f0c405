/**
 * /admin/imports/{jobId}/rechazadas.csv: the rows an import left out (rejected, likely duplicates
 * not ticked, skipped by the mode) with their row number and why. Admins only; never cached.
 */
import { AppError } from "#core/errors.ts";
import { csvResponse, rejectedRowsCsv } from "#server/import/import-files.ts";
import { getAnyImportJob } from "#server/import/import-jobs.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/import-rejected";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const found = await getAnyImportJob(params.jobId);
  if (!found) throw new AppError("not_found");
  return csvResponse(await rejectedRowsCsv(found.job), `rechazadas-${found.job.id.slice(0, 8)}.csv`);
}
