/**
 * /admin/imports/{jobId}/progress: an import's progress as JSON, polled every second by the import
 * page while it runs. Admins only (resource routes are not under the layout's middleware).
 */
import { AppError } from "#core/errors.ts";
import { getAnyImportJob } from "#server/import/import-jobs.ts";
import { isImportRunning } from "#server/import/import-runner.ts";
import { requireAdmin } from "#server/platform/auth/guards.ts";
import type { Route } from "./+types/import-progress";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const found = await getAnyImportJob(params.jobId);
  if (!found) throw new AppError("not_found");
  const { job } = found;
  return Response.json(
    {
      status: job.status,
      processed: job.processed,
      total: job.total,
      running: isImportRunning(job),
      counts: job.details.counts ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
