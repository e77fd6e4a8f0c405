/**
 * "Reconstruir índice": search reads `search_documents` (one row per business, business promotion
 * and bank promotion, kept in step by triggers: migration 0009), so rebuilding means writing every
 * document again from the source tables (`rebuild_search_documents()`, one statement: searches see
 * the old documents or the new ones, never none), then refreshing what the planner and the indexes
 * know (ANALYZE and REINDEX of each table search reads; CONCURRENTLY on PostgreSQL so searches keep
 * working, plain on the embedded database, which has one connection) and dropping the search caches. The work is a row in `jobs`
 * (kind "search.rebuild"): `processed` of `total` steps, `details.step` names the table at hand, and
 * the page reads it for its progress bar. Starting one is audited.
 */
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { getDatabaseHandle } from "../platform/db/client.ts";
import { jobs } from "../platform/db/schema.ts";
import { logger } from "../platform/logger.ts";
import { searchVocabularyChanged } from "../search/search-vocabulary.ts";

export const REBUILD_JOB_KIND = "search.rebuild";

/** The tables search reads, each a step after the documents' rewrite (their indexes are in server/platform/db/schema.ts). */
export const SEARCH_TABLES = [
  "search_documents",
  "categories",
  "banks",
  "search_synonyms",
  "search_category_links",
] as const;

/** A queued or running rebuild older than this is taken as dead (its instance stopped). */
const STALE_MS = 15 * 60_000;

export type StartRebuildResult = { ok: true; jobId: string } | { ok: false; reason: "running"; jobId: string };

/** Writes the job and its audit row; the caller then runs it (`runIndexRebuild`), usually in the background. */
export async function startIndexRebuild(actor: AuditActor, now: Date = new Date()): Promise<StartRebuildResult> {
  const { db } = await getDatabaseHandle();
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, REBUILD_JOB_KIND),
          inArray(jobs.status, ["queued", "running"]),
          gte(jobs.createdAt, new Date(now.getTime() - STALE_MS)),
        ),
      )
      .limit(1);
    if (running) return { ok: false, reason: "running", jobId: running.id };
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: REBUILD_JOB_KIND,
        status: "queued",
        total: SEARCH_TABLES.length + 2,
        details: { step: null },
        createdBy: actor.id,
      })
      .returning({ id: jobs.id });
    await recordAudit(tx, {
      actor,
      action: "search.index_rebuild",
      entity: { type: "search_index", id: job!.id },
      after: { tables: [...SEARCH_TABLES] },
    });
    return { ok: true, jobId: job!.id };
  });
}

/** Runs the steps, writing progress to the job row; never throws (a failure marks the job failed). */
export async function runIndexRebuild(jobId: string): Promise<"done" | "failed"> {
  const handle = await getDatabaseHandle();
  const { db } = handle;
  const progress = (processed: number, step: string | null) =>
    db.update(jobs).set({ status: "running", processed, details: { step } }).where(eq(jobs.id, jobId));
  try {
    let processed = 0;
    await progress(processed, "documents");
    await db.execute(sql`select rebuild_search_documents()`);
    processed += 1;
    for (const table of SEARCH_TABLES) {
      await progress(processed, table);
      const name = sql.identifier(table);
      await db.execute(sql`analyze ${name}`);
      await db.execute(
        handle.kind === "postgres" ? sql`reindex table concurrently ${name}` : sql`reindex table ${name}`,
      );
      processed += 1;
    }
    await progress(processed, "caches");
    searchVocabularyChanged();
    processed += 1;
    await db
      .update(jobs)
      .set({ status: "done", processed, details: { step: null }, finishedAt: new Date() })
      .where(eq(jobs.id, jobId));
    return "done";
  } catch (error) {
    logger.error({ err: error, jobId }, "no se pudo reconstruir el índice de búsqueda");
    await db
      .update(jobs)
      .set({
        status: "failed",
        errors: [{ message: error instanceof Error ? error.message : String(error) }],
        finishedAt: new Date(),
      })
      .where(eq(jobs.id, jobId))
      .catch(() => undefined);
    return "failed";
  }
}
