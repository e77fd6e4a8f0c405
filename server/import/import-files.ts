/** The CSV files the import pages offer: the rows not imported (with why) and an example. */

import { writeCsv } from "#core/csv.ts";
import { exampleCsv, type ImportKind } from "#core/csv-import.ts";
import type { ImportJob } from "./import-jobs.ts";

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

/** The rows a run left out: their row number, their cells as uploaded and the reasons. */
export function rejectedRowsCsv(job: ImportJob): string {
  const header = ["fila", ...job.details.headers, "errores"];
  const rows = [...job.errors]
    .sort((a, b) => a.row - b.row)
    .map((r) => [String(r.row), ...job.details.headers.map((_, i) => r.cells[i] ?? ""), r.messages.join(" · ")]);
  return writeCsv([header, ...rows], job.details.delimiter);
}

export function exampleFile(kind: ImportKind): string {
  return writeCsv(exampleCsv(kind));
}
