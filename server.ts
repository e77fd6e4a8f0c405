/**
 * The command: `node server.ts` serves the production build, `--dev` uses Vite (Node runs it
 * directly, type stripping). It checks the configuration, then decides what this process is before
 * loading the app: the primary of a cluster only supervises its workers, so it never loads the
 * server (server/http-server.ts: Express, the database, every module of the app), which would cost
 * it hundreds of MB for nothing. A lone process and each worker load it and serve.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Config, ConfigError, getConfig } from "#server/platform/config.ts";
import { superviseWorkers, workerCount } from "#server/platform/http/workers.ts";
import { logger } from "#server/platform/logger.ts";
import { resolveAuthSecret } from "#server/platform/signing-secret.ts";

/**
 * Starts the production (or --dev) server. Anything that stops the start — an invalid
 * configuration, an unreachable database — ends the process with exit code 1 and one clear
 * Spanish message, before it listens.
 */
export async function main() {
  const dev = process.argv.includes("--dev");
  let config: Config;
  try {
    config = getConfig();
    // A missing AUTH_SECRET would otherwise surface as a 500 on the first request with a session.
    resolveAuthSecret(config);
  } catch (error) {
    // Told here, before the app's modules load: many of them read the configuration as they load.
    if (error instanceof ConfigError) console.error(error.message);
    else logger.fatal({ err: error }, "no se pudo iniciar el servidor");
    process.exit(1);
  }
  if (!dev && !fs.existsSync(path.resolve("build/server/index.js"))) {
    logger.fatal("No hay build de producción: corré `npm run build` o `npm start`.");
    process.exit(1);
  }
  const workers = cluster.isPrimary ? workerCount(config, { dev }) : 1;
  if (workers > 1) {
    // Workers run this file, not the script that imported it (`npm start` would build again).
    superviseWorkers({
      count: workers,
      script: fileURLToPath(import.meta.url),
      shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    });
    return;
  }
  const { serve } = await import("#server/http-server.ts");
  await serve({ config, dev });
}

if (import.meta.main) {
  await main();
}
