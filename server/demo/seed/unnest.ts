/**
 * Fast bulk insert for benchmarks: one `INSERT … SELECT * FROM unnest($1::type[], …)` per chunk,
 * each column sent as a single array-literal parameter. Far fewer bind parameters and far less
 * query building than a multi-row VALUES list, on PGlite and node-postgres alike.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";

export type Cell = string | number | boolean | Date | null | undefined;

export interface UnnestColumn<Row> {
  /** SQL column name (snake_case). */
  name: string;
  /** Element type for the cast, e.g. "uuid", "text", "int", "bool", "timestamptz", "time". */
  type: string;
  value: (row: Row) => Cell;
}

function element(value: Cell): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Número inválido en inserción masiva: ${value}`);
    return String(value);
  }
  const text = value instanceof Date ? value.toISOString() : value;
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** A PostgreSQL array literal: {"a","b",NULL}. */
export function arrayLiteral(values: readonly Cell[]): string {
  return `{${values.map(element).join(",")}}`;
}

export async function insertUnnest<Row>(
  db: Database,
  table: string,
  columns: readonly UnnestColumn<Row>[],
  rows: readonly Row[],
  chunk = 5000,
): Promise<void> {
  if (!/^[a-z_]+$/.test(table) || columns.some((c) => !/^[a-z_]+$/.test(c.name) || !/^[a-z0-9 ]+$/.test(c.type))) {
    throw new Error("Nombre de tabla o columna inválido");
  }
  const names = sql.raw(columns.map((c) => c.name).join(", "));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const arrays: SQL[] = columns.map((c) => sql`${arrayLiteral(part.map((r) => c.value(r)))}::${sql.raw(c.type)}[]`);
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}
