/**
 * Starts an import's run in the background of this process (the page polls its progress) and
 * knows which runs are alive here: a job "running" that no live run holds stopped (a crash, a
 * restart) and the page offers to resume it, which starts at its first missing batch.
 */
import { eq } from "drizzle-orm";
import type { ImportKind } from "#core/csv-import.ts";
import { getDb } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { logger } from "../logger.ts";
import { runBusinessImport } from "./business-import.ts";
import { runCategoryImport } from "./category-import.ts";
import { getImportJob, type ImportDetails } from "./import-jobs.ts";

const live = new Map<string, Promise<void>>();

export function isImportRunning(jobId: string): boolean {
  return live.has(jobId);
}

/** The run of a job started in this process (tests await it); resolves at once when there is none. */
export function waitForImport(jobId: string): Promise<void> {
  return live.get(jobId) ?? Promise.resolve();
}

const RUNNERS: Record<ImportKind, (jobId: string) => Promise<void>> = {
  businesses: runBusinessImport,
  categories: runCategoryImport,
};

/**
 * Marks the job running (with the rows the admin chose to import anyway) and starts it. False when
 * it is not a planned job of this kind, or it is running here already.
 */
export async function launchImport(kind: ImportKind, jobId: string, forced?: number[]): Promise<boolean> {
  const job = await getImportJob(kind, jobId);
  if (!job || live.has(jobId) || job.status === "done" || !job.details.plan) return false;
  const details: ImportDetails = { ...job.details, stage: "importing", ...(forced ? { forced } : {}) };
  const db = await getDb();
  await db.update(jobs).set({ status: "running", details }).where(eq(jobs.id, jobId));
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
    .finally(() => live.delete(jobId));
  live.set(jobId, run);
  return true;
}
