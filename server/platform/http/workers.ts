/**
 * One process per core on PostgreSQL (decision 36). The primary forks WEB_CONCURRENCY workers that
 * each run the whole server, replaces a worker that dies, and on SIGTERM/SIGINT has every worker
 * drain and exits with their verdict. It serves no request and opens no database: the first worker
 * prepares the database (migrations, demo, legal pages) and the others fork once it listens.
 *
 * Each worker listens on a socket of its own bound with SO_REUSEPORT (`exclusive`: the primary
 * never holds the listener). The kernel spreads new connections over the sockets still open, no
 * connection passes through the primary, and a worker's drain is exactly a lone server's
 * (server/platform/http/drain.ts): its listener closes once its own backlog is empty, and new
 * connections go to the workers still listening. Node's default instead has the primary accept
 * every connection and queue it for a worker: that queue is out of the workers' sight, and the
 * primary resets what is in it when the last worker stops listening. Where SO_REUSEPORT cannot
 * spread connections (macOS, Windows) the default is used.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { Config } from "../config.ts";
import { logger } from "../logger.ts";

/** The worker's place among WEB_CONCURRENCY: a replacement takes the place of the one that died. */
const SLOT_VARIABLE = "VILMA_WORKER_SLOT";
/** Set for the first worker only: it prepares the database; later ones and replacements find it ready. */
const PREPARE_VARIABLE = "VILMA_PREPARE_DATABASE";
const REUSE_PORT = process.platform === "linux" || process.platform === "freebsd";
/** A worker that cannot get to listening this many times in a row is not going to: give up. */
const MAX_FAILED_STARTS = 5;
const MAX_BACKOFF_MS = 30_000;
/** What the primary waits past SHUTDOWN_TIMEOUT_MS for workers that should have exited by then. */
const EXIT_MARGIN_MS = 5_000;

/**
 * How many processes serve: WEB_CONCURRENCY, else one per core. The embedded database lives inside
 * the process that opened it, and Vite's dev server is one too: both are always one process.
 */
export function workerCount(config: Config, options: { dev: boolean }): number {
  if (!config.DATABASE_URL) {
    if ((config.WEB_CONCURRENCY ?? 1) > 1) {
      logger.warn(
        { WEB_CONCURRENCY: config.WEB_CONCURRENCY },
        "la base de datos embebida corre en un solo proceso: WEB_CONCURRENCY se ignora sin DATABASE_URL",
      );
    }
    return 1;
  }
  if (options.dev) return 1;
  return config.WEB_CONCURRENCY ?? os.availableParallelism();
}

/** This worker's place (0 runs the periodic tasks), or undefined outside a cluster. */
export function workerSlot(): number | undefined {
  return cluster.isWorker ? Number(process.env[SLOT_VARIABLE]) : undefined;
}

/** Whether this process prepares the database before serving: a lone one does, in a cluster the first worker. */
export function preparesDatabase(): boolean {
  return !cluster.isWorker || process.env[PREPARE_VARIABLE] === "1";
}

/** Extra `listen` options: a worker binds its own socket to the shared port. */
export function workerListenOptions(): { reusePort?: boolean; exclusive?: boolean } {
  return cluster.isWorker && REUSE_PORT ? { reusePort: true, exclusive: true } : {};
}

/** A worker tells the primary it listens: from then on a death is a crash, not a failed start. */
export function reportListening(): void {
  if (cluster.isWorker) process.send?.({ vilma: "listening" });
}

/**
 * A worker whose primary is gone (killed without a chance to stop it) drains and exits instead of
 * serving on as an orphan nobody supervises.
 */
export function onPrimaryGone(stop: () => void): void {
  if (cluster.isWorker) process.once("disconnect", stop);
}

/** In the primary: forks `count` workers and keeps them running until SIGTERM or SIGINT. */
export function superviseWorkers(options: { count: number; script: string; shutdownTimeoutMs: number }): void {
  const { count } = options;
  cluster.setupPrimary({ exec: options.script });
  const slotOf = new Map<Worker, number>();
  const listening = new Set<Worker>();
  /** Per slot: how many of its workers in a row died before they listened. */
  const failedStarts = new Map<number, number>();
  let everListened = false;
  let stopping = false;
  let failedExits = 0;

  const fork = (slot: number, { prepare = false } = {}) => {
    // Set either way: a value the primary inherited must not reach a replacement.
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot), [PREPARE_VARIABLE]: prepare ? "1" : "" });
    slotOf.set(worker, slot);
    worker.on("message", (message: { vilma?: string }) => {
      if (message?.vilma !== "listening") return;
      listening.add(worker);
      failedStarts.set(slot, 0);
      if (everListened) return;
      everListened = true;
      // The others skip the preparation: before now they would have served a database not yet migrated.
      if (!stopping) for (let other = 0; other < count; other++) if (other !== slot) fork(other);
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const slot = slotOf.get(worker) ?? 0;
    const started = listening.has(worker);
    slotOf.delete(worker);
    listening.delete(worker);
    if (stopping) {
      // One still starting (the others fork once the first listens) dies of the signal with nothing
      // in flight: stopped, not failed.
      const stoppedBeforeServing = !started && signal !== null && signal !== "SIGKILL";
      if (code !== 0 && !stoppedBeforeServing) failedExits++;
      if (slotOf.size === 0) {
        logger.info({ failed: failedExits }, failedExits ? "cerrado, con procesos que fallaron" : "cerrado");
        process.exit(failedExits ? 1 : 0);
      }
      return;
    }
    // The worker said why (a port in use, a database that went away); it cannot start at all.
    if (!everListened) {
      stopAll("SIGKILL");
      process.exit(1);
    }
    const failures = started ? 0 : (failedStarts.get(slot) ?? 0) + 1;
    failedStarts.set(slot, failures);
    if (failures >= MAX_FAILED_STARTS) {
      logger.fatal({ slot, tries: failures }, "un proceso del servidor no logra arrancar; me detengo");
      stopAll("SIGKILL");
      process.exit(1);
    }
    // A crash after listening is replaced at once; one that keeps dying at start, less and less often.
    const delayMs = failures === 0 ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** (failures - 1));
    logger.error(
      { slot, pid: worker.process.pid, code, signal, delayMs },
      "un proceso del servidor terminó; lo reemplazo",
    );
    setTimeout(() => {
      if (!stopping) fork(slot);
    }, delayMs);
  });

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of slotOf.keys()) worker.process.kill(signal);
  };
  const shutdown = (signal: NodeJS.Signals) => {
    // Ctrl-C in a terminal signals the whole group (and npm passes it on): one drain only.
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: slotOf.size }, "cerrando: cada proceso del servidor termina lo que tiene en curso");
    // The same signal: a worker that got it from the terminal already ignores the second one.
    stopAll(signal);
    if (slotOf.size === 0) process.exit(0);
    setTimeout(() => {
      logger.error("cierre: hay procesos que no terminaron después de SHUTDOWN_TIMEOUT_MS; los detengo");
      stopAll("SIGKILL");
      process.exit(1);
    }, options.shutdownTimeoutMs + EXIT_MARGIN_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  logger.info({ workers: count }, `Vilma arranca ${count} procesos (WEB_CONCURRENCY)`);
  fork(0, { prepare: true });
}
