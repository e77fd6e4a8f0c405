/**
 * A generated business file for the import's tests and bench: `rows` rows with `broken` rejected
 * ones (a missing name, a bad phone, an unknown category, bad coordinates, bad hours, a city that is
 * neither) and `duplicates` likely duplicates of the row before them (the same phone, the same name
 * and address written another way, the same external_id), at fixed places so counts are exact.
 */
import { writeCsv } from "#core/csv.ts";

export const GENERATED_HEADER = [
  "external_id",
  "nombre",
  "categoría",
  "dirección",
  "ciudad",
  "teléfono",
  "latitud",
  "longitud",
  "horarios",
];

const BREAKS: [number, string][] = [
  [1, ""],
  [5, "12"],
  [2, "Zapaterías Marcianas"],
  [6, "-40"],
  [8, "lun-vie 9 a 13"],
  [4, "Córdoba"],
];

export interface GeneratedFile {
  records: string[][];
  csv: string;
  /** Rows (0-based data indexes) that are broken / duplicates. */
  broken: Set<number>;
  duplicates: Set<number>;
}

/** A phone of its own per row and prefix: "353 7PP-NNNN" style, 10 digits with the area code. */
function phoneOf(prefix: number, i: number): string {
  const n = String(prefix * 100_000 + i).padStart(6, "0");
  return `353 7${n.slice(0, 2)}-${n.slice(2)}`;
}

export function generateBusinessCsv(options: {
  rows: number;
  broken: number;
  duplicates: number;
  /** Keeps names, ids and phones of one file apart from another's (0–9). */
  prefix?: number;
  category?: string;
}): GeneratedFile {
  const prefix = options.prefix ?? 0;
  const broken = new Set<number>();
  for (let k = 0; k < options.broken; k++) broken.add(10 + 20 * k);
  const duplicates = new Set<number>();
  for (let k = 0; k < options.duplicates; k++) duplicates.add(5 + 20 * k);
  const records: string[][] = [GENERATED_HEADER];
  for (let i = 0; i < options.rows; i++) {
    const id = `G${prefix}-${String(i).padStart(6, "0")}`;
    const row = [
      id,
      `Comercio Generado ${prefix}-${i}`,
      options.category ?? "farmacias",
      `Avenida Sabattini ${1000 + i}`,
      "Villa María",
      phoneOf(prefix, i),
      (-32.4 - (i % 100) / 1000).toFixed(4),
      (-63.24 - (i % 50) / 1000).toFixed(4),
      i % 2 ? "lun-vie 9-13,16-20; sáb 9-13" : "lun-sáb 8:30-21",
    ];
    if (broken.has(i)) {
      const k = [...broken].indexOf(i) % BREAKS.length;
      const [column, value] = BREAKS[k]!;
      row[column] = value;
      if (column === 6) row[7] = "";
    } else if (duplicates.has(i)) {
      const previous = records[i]!; // the row before (records[0] is the header)
      const kind = [...duplicates].indexOf(i) % 3;
      if (kind === 0) row[5] = previous[5]!; // the same phone, written the same
      if (kind === 1) {
        row[1] = previous[1]!.toUpperCase(); // the same name and address, written another way
        row[3] = previous[3]!.replace("Avenida", "Av.");
      }
      if (kind === 2) row[0] = previous[0]!; // the same external_id
    }
    records.push(row);
  }
  return { records, csv: writeCsv(records), broken, duplicates };
}
