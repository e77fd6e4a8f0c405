/**
 * The CSV import at 10,000 rows, in-process through its server functions (upload, dry run, run),
 * on a fresh database with the demo data: rows per second of the dry run and of the run, and the
 * peak memory (RSS) of the process while it works. `npm run bench` runs it once per database; on
 * its own: `node bench/admin-import.ts` (PGlite; BENCH_IMPORT_ROWS to change the size).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { planBusinessImport, runBusinessImport } from "#server/import/business-import.ts";
import { getImportJob, uploadImportFile } from "#server/import/import-jobs.ts";
import { generateBusinessCsv } from "#server/import/testing/generate-csv.ts";
import { openDatabase, setDatabaseHandle } from "#server/platform/db/client.ts";
import { jobs } from "#server/platform/db/schema.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { prepareDatabase } from "./databases.ts";
import type { DbKind } from "./options.ts";

export interface ImportBenchResult {
  db: DbKind;
  rows: number;
  created: number;
  planMs: number;
  runMs: number;
  planRowsPerSecond: number;
  runRowsPerSecond: number;
  peakRssMb: number;
}

export const IMPORT_BENCH_ROWS = 10_000;

export async function benchImport(
  kind: DbKind,
  options: { postgresUrl: string; onDispose: (fn: () => Promise<void>) => () => void; rows?: number },
): Promise<ImportBenchResult> {
  const rows = options.rows ?? IMPORT_BENCH_ROWS;
  const prepared = await prepareDatabase(kind, "seed", {
    postgresUrl: options.postgresUrl,
    vacuumPglite: false,
    onDispose: options.onDispose,
  });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-bench-import-"));
  const handle =
    kind === "pglite"
      ? await openDatabase({ kind: "pglite", dataDir: path.join(prepared.serverEnv.DATA_DIR as string, "pgdata") })
      : await openDatabase({ kind: "postgres", url: prepared.serverEnv.DATABASE_URL as string, max: 2 });
  setDatabaseHandle(handle);
  setPrivateStorage(createLocalPrivateStorage(storageDir));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  try {
    const file = generateBusinessCsv({
      rows,
      broken: Math.round(rows / 100),
      duplicates: Math.round(rows / 100),
      prefix: 9,
    });
    const upload = await uploadImportFile(
      "businesses",
      { id: "demo-admin" },
      { name: "bench.csv", bytes: new TextEncoder().encode(file.csv) },
    );
    if (!upload.ok) throw new Error(upload.problem.message);
    const job = (await getImportJob("businesses", upload.value.jobId))!;
    let t = performance.now();
    await planBusinessImport(upload.value.jobId, { mode: "create-update", mapping: job.details.mapping });
    const planMs = performance.now() - t;
    await handle.db.update(jobs).set({ status: "running" }).where(eq(jobs.id, upload.value.jobId));
    t = performance.now();
    await runBusinessImport(upload.value.jobId);
    const runMs = performance.now() - t;
    const done = (await getImportJob("businesses", upload.value.jobId))!;
    return {
      db: kind,
      rows,
      created: done.details.counts?.create ?? 0,
      planMs: Math.round(planMs),
      runMs: Math.round(runMs),
      planRowsPerSecond: Math.round((rows * 1000) / planMs),
      runRowsPerSecond: Math.round((rows * 1000) / runMs),
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    clearInterval(sampler);
    setPrivateStorage(undefined);
    setDatabaseHandle(undefined);
    await handle.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
    await prepared.dispose();
  }
}

export function renderImportBench(results: ImportBenchResult[]): string {
  const lines = [
    "Importación CSV (en proceso, filas por segundo y memoria pico)",
    "base      filas   creados  prueba (filas/s)  importación (filas/s)  RSS pico",
  ];
  for (const r of results) {
    lines.push(
      `${r.db.padEnd(9)} ${String(r.rows).padStart(6)}  ${String(r.created).padStart(7)}  ${`${r.planRowsPerSecond} (${(r.planMs / 1000).toFixed(1)} s)`.padStart(16)}  ${`${r.runRowsPerSecond} (${(r.runMs / 1000).toFixed(1)} s)`.padStart(21)}  ${r.peakRssMb} MB`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "admin-import.ts")) {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? IMPORT_BENCH_ROWS);
  benchImport("pglite", { postgresUrl: "", onDispose: () => () => {}, rows })
    .then((r) => {
      console.log(renderImportBench([r]));
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
