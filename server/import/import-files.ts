/** The CSV files the import pages offer: the rows not imported (with why) and an example. */

import { writeCsv } from "#core/csv.ts";
import { exampleCsv, type ImportKind } from "#core/csv-import.ts";
import type { ImportJob } from "./import-jobs.ts";
import { leftOutRows } from "./import-rows.ts";

/** A CSV download: UTF-8 with a BOM (so a spreadsheet reads the accents), never cached. */
export function csvResponse(text: string, fileName: string): Response {
  return new Response(`\uFEFF${text}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * The rows a run left out: their row number, their cells as uploaded and the reasons. A row with
 * more cells than the header keeps them all, under extra columns ("Columna 9"), so nothing typed
 * is lost.
 */
export async function rejectedRowsCsv(job: ImportJob): Promise<string> {
  const rows = await leftOutRows(job.id);
  const width = Math.max(job.details.headers.length, ...rows.map((r) => r.cells.length));
  const headers = Array.from({ length: width }, (_, i) => job.details.headers[i] ?? `Columna ${i + 1}`);
  const header = ["fila", ...headers, "errores"];
  const lines = rows.map((r) => [String(r.row), ...headers.map((_, i) => r.cells[i] ?? ""), r.messages.join(" · ")]);
  return writeCsv([header, ...lines], job.details.delimiter);
}

export function exampleFile(kind: ImportKind): string {
  return writeCsv(exampleCsv(kind));
}
