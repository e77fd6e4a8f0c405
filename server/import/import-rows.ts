/**
 * Each row of an import's file, in `import_rows`: the dry run writes what it would do with every
 * row, the run writes what it did (and to which business) batch by batch, in the batch's
 * transaction, and the page reads one page of them at a time. Rows are written a few hundred per
 * statement, with the event loop let run between statements (server/platform/slices.ts), so a 20,000-row
 * dry run never holds the site.
 */
import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { ROW_OUTCOMES, type RowOutcome } from "#core/csv-import.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { type Database, getDatabaseHandle, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, importRows } from "../platform/db/schema.ts";
import { databaseBreather, Slices } from "../platform/slices.ts";
import type { PlanRow } from "./import-jobs.ts";

/** Rows per statement: small enough that PGlite (on this thread) answers others in between. */
const ROWS_PER_STATEMENT = 250;

/** Replaces the job's dry run with these rows. */
export async function savePlanRows(jobId: string, rows: readonly PlanRow[]): Promise<void> {
  const { db, kind } = await getDatabaseHandle();
  const slices = new Slices();
  // A dry run again: the last one's rows go, a few thousand per statement.
  for (;;) {
    const started = performance.now();
    const gone = await db.execute(sql`
      delete from import_rows where job_id = ${jobId}
        and "row" in (select "row" from import_rows where job_id = ${jobId} order by "row" limit 2000)
      returning 1`);
    await databaseBreather(kind, performance.now() - started);
    if ((gone as unknown as { rows: unknown[] }).rows.length < 2000) break;
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows.slice(start, start + ROWS_PER_STATEMENT).map((r) => ({
      jobId,
      row: r.row,
      name: r.name,
      outcome: r.outcome,
      messages: r.messages,
      changes: r.changes ?? null,
      hours: r.hours ?? null,
    }));
    const started = performance.now();
    await db.insert(importRows).values(values);
    await databaseBreather(kind, performance.now() - started);
    await slices.maybePause();
  }
}

/** What the run did with a row. */
export interface RowResult {
  row: number;
  name: string;
  /** The dry run's outcome, for a row the dry run did not see (it always did; the column needs one). */
  outcome: RowOutcome;
  result: RowOutcome;
  messages: string[];
  changes?: string[];
  hours?: string;
  businessUuid?: string | null;
  /** The cells of a row left out (rejected, a duplicate not ticked, skipped), for the rejected-rows CSV. */
  cells?: string[];
}

/** Writes the run's results of a batch, inside its transaction (a crash leaves whole batches). */
export async function saveRowResults(tx: Database, jobId: string, results: readonly RowResult[]): Promise<void> {
  for (let start = 0; start < results.length; start += ROWS_PER_STATEMENT) {
    await tx
      .insert(importRows)
      .values(
        results.slice(start, start + ROWS_PER_STATEMENT).map((r) => ({
          jobId,
          row: r.row,
          name: r.name,
          outcome: r.outcome,
          result: r.result,
          messages: r.messages,
          changes: r.changes ?? null,
          hours: r.hours ?? null,
          businessUuid: r.businessUuid ?? null,
          cells: r.cells ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [importRows.jobId, importRows.row],
        set: {
          result: sql`excluded.result`,
          messages: sql`excluded.messages`,
          changes: sql`excluded.changes`,
          hours: sql`excluded.hours`,
          businessUuid: sql`excluded.business_uuid`,
          cells: sql`excluded.cells`,
        },
      });
  }
}

/** A row as the import page lists it: the dry run's, and the run's once imported. */
export interface ImportRowView extends PlanRow {
  result: RowOutcome | null;
  /** The business the run created or updated (or found unchanged), with its slug now. */
  business: { uuid: string; slug: string } | null;
}

/** What the page shows for a row: the run's result once there is one, else the dry run's outcome. */
const shownOutcome = sql<RowOutcome>`coalesce(${importRows.result}, ${importRows.outcome})`;

/** The rows of a dry run or a run, a page at a time (the import screen's URL). */
export const PLAN_LIST = defineList({
  sorts: { row: "asc" },
  defaultSort: "row",
  sizes: [50, 100, 200],
  filters: { outcome: { values: ROW_OUTCOMES } },
});

const planList = listQuery(PLAN_LIST, {
  sorts: { row: [importRows.row] },
  filters: { outcome: (outcomes) => inArray(shownOutcome, outcomes) },
  // Unique within a job.
  tiebreak: importRows.row,
});

/** One page of the job's rows, by row number, filtered by what happens to them. */
export async function importRowsPage(
  jobId: string,
  params: ListParams<"row", "outcome">,
): Promise<ListPage<ImportRowView>> {
  const db = await getDb();
  const { where: narrowed, orderBy } = planList.query(params);
  const where = and(eq(importRows.jobId, jobId), narrowed);
  return paginate(params, {
    count: async () => (await db.select({ n: count() }).from(importRows).where(where))[0]?.n ?? 0,
    rows: async ({ limit, offset }) => {
      const rows = await db
        .select({
          row: importRows.row,
          name: importRows.name,
          outcome: importRows.outcome,
          messages: importRows.messages,
          changes: importRows.changes,
          hours: importRows.hours,
          result: importRows.result,
          businessUuid: businesses.uuid,
          slug: businesses.slug,
        })
        .from(importRows)
        .leftJoin(businesses, eq(businesses.uuid, importRows.businessUuid))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        row: r.row,
        name: r.name,
        outcome: r.outcome as RowOutcome,
        messages: r.messages,
        ...(r.changes ? { changes: r.changes } : {}),
        ...(r.hours ? { hours: r.hours } : {}),
        result: (r.result as RowOutcome | null) ?? null,
        business: r.businessUuid && r.slug ? { uuid: r.businessUuid, slug: r.slug } : null,
      }));
    },
  });
}

/** The dry run's likely duplicates (the "importar igual" list), the first `limit`. */
export async function duplicateRows(jobId: string, limit: number): Promise<PlanRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ row: importRows.row, name: importRows.name, messages: importRows.messages })
    .from(importRows)
    .where(and(eq(importRows.jobId, jobId), eq(importRows.outcome, "duplicate")))
    .orderBy(asc(importRows.row))
    .limit(limit);
  return rows.map((r) => ({ ...r, outcome: "duplicate" as const }));
}

/** The rows the run left out (rejected, duplicates not ticked, skipped), with their cells and why. */
export async function leftOutRows(jobId: string): Promise<{ row: number; cells: string[]; messages: string[] }[]> {
  const { db, kind } = await getDatabaseHandle();
  const out: { row: number; cells: string[]; messages: string[] }[] = [];
  // A thousand at a time: a file whose every row was refused has 20,000 of them.
  for (let after = 0; ; ) {
    const started = performance.now();
    const rows = await db
      .select({ row: importRows.row, cells: importRows.cells, messages: importRows.messages })
      .from(importRows)
      .where(
        and(
          eq(importRows.jobId, jobId),
          gt(importRows.row, after),
          inArray(importRows.result, ["reject", "duplicate", "skip"]),
        ),
      )
      .orderBy(asc(importRows.row))
      .limit(1000);
    for (const r of rows) out.push({ row: r.row, cells: r.cells ?? [], messages: r.messages });
    if (rows.length < 1000) return out;
    after = rows.at(-1)!.row;
    await databaseBreather(kind, performance.now() - started);
  }
}
