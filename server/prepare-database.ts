import { sql } from "drizzle-orm";
import { ensureLegalPages } from "./content/legal-pages.ts";
import { getConfig, shouldSeedDemo } from "./platform/config.ts";
import type { DatabaseHandle } from "./platform/db/client.ts";
import { categories } from "./platform/db/schema.ts";
import { logger } from "./platform/logger.ts";

/**
 * Applies pending migrations, loads the demo data into an empty database (when asked to), and
 * writes the default terms and privacy where they are missing (every install has them).
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await handle.migrate();
  logger.info({ ms: Math.round(performance.now() - started), kind: handle.kind }, "migraciones aplicadas");
  await seedIfEmpty(handle);
  const legal = await ensureLegalPages(handle.db);
  if (legal.length > 0) logger.info({ pages: legal }, "páginas legales creadas con el texto de Vilma");
  await refreshPlannerStatistics(handle);
}

async function seedIfEmpty(handle: DatabaseHandle): Promise<void> {
  if (!shouldSeedDemo(getConfig())) return;
  const [row] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
  if (row) return;
  // Loaded only when needed: the demo data's modules are large and a running server never needs them.
  const { seedDemoData } = await import("./demo/seed/index.ts");
  const seedStarted = performance.now();
  const summary = await seedDemoData(handle.db);
  await handle.db.execute(sql`VACUUM ANALYZE`);
  logger.info({ ms: Math.round(performance.now() - seedStarted), summary }, "datos de demostración cargados");
}

/**
 * PGlite has no autovacuum, so a database that was never analysed has no planner statistics and
 * gets plans that scan whole tables (searches took 100× longer). Analysing grows PGlite's memory by
 * a few hundred MB that it never gives back, so it runs only when statistics are missing (seeding
 * and imports analyse as they finish). PostgreSQL keeps its own statistics.
 */
export async function refreshPlannerStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== "pglite") return;
  const result = await handle.db.execute(
    sql`select exists (select 1 from pg_stats where tablename = 'businesses') as analysed`,
  );
  const [row] = (result as unknown as { rows: { analysed: boolean }[] }).rows;
  if (row?.analysed) return;
  const started = performance.now();
  await handle.db.execute(sql`ANALYZE`);
  logger.info({ ms: Math.round(performance.now() - started) }, "estadísticas del planificador actualizadas");
}
