/**
 * An import is a row of `jobs` (kind "import.businesses", "import.categories" or "import.duties"): created when the
 * file is uploaded (status "queued"), planned by the dry run, then "running" while its batches
 * commit and "done" (or "failed") at the end. `details` keeps the file's shape, the mapping, the
 * mode and the counts; each row's dry run and result are rows of `import_rows` (import-rows.ts).
 * The file itself waits in private storage under `imports/<jobId>.csv` (never public).
 *
 * A file of 20,000 rows is read in slices (server/platform/slices.ts): the site keeps answering meanwhile.
 */
import { and, desc, eq } from "drizzle-orm";
import { type CsvDelimiter, type CsvEncoding, csvRecords, decodeCsvBytes, detectDelimiter } from "#core/csv.ts";
import {
  type ColumnMapping,
  guessMapping,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportMode,
  importFields,
  importMaxRows,
  type RowOutcome,
} from "#core/csv-import.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { defineList, type ListParams } from "#core/list-params.ts";
import { isUuid } from "#core/uuid.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { jobs } from "../platform/db/schema.ts";
import { Slices } from "../platform/slices.ts";
import { getPrivateStorage } from "../platform/storage/private-storage.ts";

export const JOB_KINDS: Record<ImportKind, string> = {
  businesses: "import.businesses",
  categories: "import.categories",
  duties: "import.duties",
};

export type ImportCounts = Record<RowOutcome, number>;
export const emptyCounts = (): ImportCounts => ({
  create: 0,
  update: 0,
  unchanged: 0,
  skip: 0,
  reject: 0,
  duplicate: 0,
});

/** One row of the dry run (and, with `result`, of the run), as the page lists it. */
export interface PlanRow {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  outcome: RowOutcome;
  name: string;
  /** Why (rejected: per field; skipped; a duplicate: what it looks like). */
  messages: string[];
  /** Fields that change (updates). */
  changes?: string[];
  /** The week the row stores, as a person reads it ("Lun a vie 09:00 – 13:00 · …"). */
  hours?: string;
}

/** A row's place from its address: coordinates, or why it has none. */
export type RowLocation = [number, number] | "not_found" | "unreachable";

export interface ImportDetails {
  fileName: string;
  bytes: number;
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  headers: string[];
  /** A few values per column, to help the mapping. */
  samples: string[][];
  rows: number;
  mode: ImportMode;
  mapping: ColumnMapping;
  stage: "uploaded" | "planned" | "importing" | "done";
  /** The dry run's counts (its rows are in import_rows). */
  plan?: { counts: ImportCounts };
  /** Row numbers of likely duplicates the admin chose to import anyway. */
  forced: number[];
  /**
   * What the dry run's geocoder said for each row without coordinates (by sheet row): the place, or
   * why there is none. The run reads it, so it stores exactly what the dry run showed.
   */
  located?: Record<string, RowLocation>;
  counts?: ImportCounts;
  actorIp?: string | null;
  /** Set when the run stopped on an error (the page offers to resume). */
  failure?: string;
  /** Milliseconds since the epoch, stamped every few seconds by a live run (see import-runner.ts). */
  heartbeatAt?: number;
}

export interface ImportJob {
  id: string;
  kind: string;
  status: "queued" | "running" | "done" | "failed";
  total: number;
  processed: number;
  details: ImportDetails;
  createdBy: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const fileKey = (jobId: string) => `imports/${jobId}.csv`;

/**
 * Reads, checks and stores an uploaded file as a new import job. Every refusal of the file, its size
 * included, is a validation (400): the page shows it beside the file input, as it always has.
 */
export async function uploadImportFile(
  kind: ImportKind,
  actor: AuditActor,
  file: { name: string; bytes: Uint8Array },
): Promise<Result<{ jobId: string }>> {
  if (file.bytes.byteLength === 0) return fail("validation", IMPORT_MESSAGES.fileRequired);
  if (file.bytes.byteLength > IMPORT_MAX_BYTES) return fail("validation", IMPORT_MESSAGES.fileTooLarge);
  if (file.bytes.subarray(0, 4096).includes(0)) return fail("validation", IMPORT_MESSAGES.notCsv);
  const { text, encoding } = decodeCsvBytes(file.bytes);
  const delimiter = detectDelimiter(text);
  // Read whole (to count the rows, and a few values per column for the mapping) in slices.
  const slices = new Slices();
  let headerRow: string[] | undefined;
  let rowCount = 0;
  const samples: string[][] = [];
  for (const record of csvRecords(text, delimiter)) {
    if (!headerRow) {
      headerRow = record.cells;
      for (let i = 0; i < headerRow.length; i++) samples.push([]);
    } else {
      rowCount++;
      record.cells.forEach((cell, i) => {
        const value = cell.trim();
        if (value && samples[i] && samples[i]!.length < 3) samples[i]!.push(value.slice(0, 60));
      });
    }
    if (slices.due()) await slices.pause();
  }
  if (!headerRow || rowCount === 0) return fail("validation", IMPORT_MESSAGES.fileEmpty);
  const max = importMaxRows(kind);
  if (rowCount > max) return fail("validation", IMPORT_MESSAGES.tooManyRows(max));
  const headers = headerRow.map((h, i) => h.trim() || `Columna ${i + 1}`);
  const details: ImportDetails = {
    fileName: file.name.slice(0, 200) || "importacion.csv",
    bytes: file.bytes.byteLength,
    encoding,
    delimiter,
    headers,
    samples,
    rows: rowCount,
    mode: "create-update",
    mapping: guessMapping(headers, importFields(kind)),
    stage: "uploaded",
    forced: [],
    actorIp: actor.ip ?? null,
  };
  const db = await getDb();
  const [job] = await db
    .insert(jobs)
    .values({ kind: JOB_KINDS[kind], status: "queued", total: rowCount, details, createdBy: actor.id })
    .returning({ id: jobs.id });
  await getPrivateStorage().put(fileKey(job!.id), file.bytes, "text/csv");
  return ok({ jobId: job!.id });
}

/** The job, when it is an import of this kind (any other id: null). */
export async function getImportJob(kind: ImportKind, id: string | null | undefined): Promise<ImportJob | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      total: jobs.total,
      processed: jobs.processed,
      details: jobs.details,
      createdBy: jobs.createdBy,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, JOB_KINDS[kind])));
  return (row as ImportJob | undefined) ?? null;
}

/** The job of either import kind (the progress and rejected-rows routes serve both). */
export async function getAnyImportJob(
  id: string | null | undefined,
): Promise<{ kind: ImportKind; job: ImportJob } | null> {
  for (const kind of IMPORT_KINDS) {
    const job = await getImportJob(kind, id);
    if (job) return { kind, job };
  }
  return null;
}

/** The uploaded file's rows (without the header), as the upload read them; read in slices. */
export async function readImportRows(jobId: string): Promise<string[][]> {
  const bytes = await getPrivateStorage().read(fileKey(jobId));
  if (!bytes) throw new Error("El archivo de esta importación ya no está guardado: subilo de nuevo");
  const slices = new Slices();
  const rows: string[][] = [];
  let header = true;
  for (const record of csvRecords(decodeCsvBytes(bytes).text)) {
    if (header) header = false;
    else rows.push(record.cells);
    if (slices.due()) await slices.pause();
  }
  return rows;
}

export async function saveImportDetails(jobId: string, details: ImportDetails): Promise<void> {
  const db = await getDb();
  await db.update(jobs).set({ details }).where(eq(jobs.id, jobId));
}

export const IMPORT_HISTORY_LIST = defineList({ sorts: { created: "desc" }, defaultSort: "created" });

export interface ImportHistoryRow {
  id: string;
  status: string;
  fileName: string;
  mode: ImportMode;
  rows: number;
  counts: ImportCounts | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const importJobList = listQuery(IMPORT_HISTORY_LIST, {
  sorts: { created: [jobs.createdAt] },
  tiebreak: desc(jobs.id),
});

/** Past imports of a kind, newest first. */
export async function listImportJobs(kind: ImportKind, params: ListParams<"created", never>) {
  const db = await getDb();
  const where = eq(jobs.kind, JOB_KINDS[kind]);
  const page = await paginate(params, {
    count: () => db.$count(jobs, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: jobs.id,
          status: jobs.status,
          details: jobs.details,
          createdAt: jobs.createdAt,
          finishedAt: jobs.finishedAt,
        })
        .from(jobs)
        .where(where)
        .orderBy(...importJobList.orderBy(params))
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map((r): ImportHistoryRow => {
      const d = r.details as ImportDetails;
      return {
        id: r.id,
        status: r.status,
        fileName: d.fileName,
        mode: d.mode,
        rows: d.rows,
        counts: d.counts ?? null,
        createdAt: r.createdAt,
        finishedAt: r.finishedAt,
      };
    }),
  };
}
