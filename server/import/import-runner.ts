/**
 * Starts an import's run in the background of this process (the page polls its progress) and
 * knows which runs are alive on any instance: a live run stamps `details.heartbeatAt` every few
 * seconds, so a job "running" with no fresh stamp stopped (a crash, a restart) and the page offers to
 * resume it, which starts at its first missing batch. Starting is one conditional update, so two
 * instances (or two clicks) cannot both start the same job.
 */
import { eq, sql } from "drizzle-orm";
import type { ImportKind } from "#core/csv-import.ts";
import { getDb } from "../platform/db/client.ts";
import { jobs } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { runBusinessImport } from "./business-import.ts";
import { runCategoryImport } from "./category-import.ts";
import { runDutyImport } from "./duty-import.ts";
import { getImportJob, type ImportDetails } from "./import-jobs.ts";

const live = new Map<string, Promise<void>>();

/** How often a live run says so, and how old a stamp may be before the run counts as stopped. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_STALE_MS = 30_000;

/** Whether a run of this job is alive here or on another instance (its stamp is fresh). */
export function isImportRunning(job: { id: string; status: string; details: { heartbeatAt?: number } }): boolean {
  if (live.has(job.id)) return true;
  return job.status === "running" && (job.details.heartbeatAt ?? 0) > Date.now() - HEARTBEAT_STALE_MS;
}

async function stampHeartbeat(jobId: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update jobs set details = jsonb_set(details, '{heartbeatAt}', to_jsonb(${Date.now()}::bigint)) where id = ${jobId} and status = 'running'`,
  );
}

/** The run of a job started in this process (tests await it); resolves at once when there is none. */
export function waitForImport(jobId: string): Promise<void> {
  return live.get(jobId) ?? Promise.resolve();
}

const RUNNERS: Record<ImportKind, (jobId: string) => Promise<void>> = {
  businesses: runBusinessImport,
  categories: runCategoryImport,
  duties: runDutyImport,
};

/**
 * Marks the job running (with the rows the admin chose to import anyway) and starts it. False when
 * it is not a planned job of this kind, or it is running here already.
 */
export async function launchImport(kind: ImportKind, jobId: string, forced?: number[]): Promise<boolean> {
  const job = await getImportJob(kind, jobId);
  if (!job || isImportRunning(job) || job.status === "done" || !job.details.plan) return false;
  const details: ImportDetails = {
    ...job.details,
    stage: "importing",
    heartbeatAt: Date.now(),
    ...(forced ? { forced } : {}),
  };
  const db = await getDb();
  // Only if nobody started it meanwhile: not done, and not running with a fresh stamp.
  const started = await db.execute(sql`
    update jobs set status = 'running', details = ${JSON.stringify(details)}::jsonb
    where id = ${jobId} and status <> 'done'
      and not (status = 'running' and coalesce((details->>'heartbeatAt')::bigint, 0) > ${Date.now() - HEARTBEAT_STALE_MS})
    returning id`);
  if ((started as unknown as { rows: unknown[] }).rows.length === 0) return false;
  const heartbeat = setInterval(() => {
    stampHeartbeat(jobId).catch((error: unknown) => logger.warn({ err: error, jobId }, "import heartbeat failed"));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const run = RUNNERS[kind](jobId)
    .catch(async (error: unknown) => {
      logger.error({ err: error, jobId }, "import failed");
      const current = await getImportJob(kind, jobId);
      if (current) {
        await db
          .update(jobs)
          .set({ status: "failed", details: { ...current.details, failure: "La importación se detuvo por un error" } })
          .where(eq(jobs.id, jobId));
      }
    })
    .finally(() => {
      clearInterval(heartbeat);
      live.delete(jobId);
    });
  live.set(jobId, run);
  return true;
}
