import { getConfig, shouldSeedDemo } from "../config.ts";
import { logger } from "../logger.ts";
import type { DatabaseHandle } from "./client.ts";
import { isDatabaseSeeded, seedDemoData } from "./seed/index.ts";

/** Applies pending migrations and, on an empty database, loads the demo data. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  await handle.migrate();
  logger.info({ ms: Math.round(performance.now() - started), kind: handle.kind }, "migraciones aplicadas");
  if (!shouldSeedDemo(getConfig())) return;
  if (await isDatabaseSeeded(handle.db)) return;
  const seedStarted = performance.now();
  const summary = await seedDemoData(handle.db);
  logger.info({ ms: Math.round(performance.now() - seedStarted), summary }, "datos de demostración cargados");
}
