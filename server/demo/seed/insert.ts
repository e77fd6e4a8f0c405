/** Multi-row inserts in fixed-size batches (PGlite and node-postgres both cap parameters per query). */
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db/client.ts";

export async function insertBatched<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T["$inferInsert"][],
  batchSize = 200,
): Promise<number> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize) as T["$inferInsert"][]);
  }
  return rows.length;
}
