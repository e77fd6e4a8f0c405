/**
 * The HTTP server: security headers, compression, static files, health check, then the React Router
 * app, and its start and drain. `server.ts` (the command) loads it in a lone process and in each
 * worker, never in the cluster's primary, which only supervises.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { flushBusinessViews } from "#server/analytics/record-business-view.ts";
import { type CacheInvalidation, startCacheInvalidation } from "#server/platform/cache/invalidation.ts";
import { type Config, getConfig } from "#server/platform/config.ts";
import { type DatabaseHandle, getDatabaseHandle } from "#server/platform/db/client.ts";
import { analyticsCsp, cspDirectives, cspNonce } from "#server/platform/http/csp.ts";
import { isDatabaseUnavailable } from "#server/platform/http/database-outage.ts";
import { type ConnectionTracker, trackConnections } from "#server/platform/http/drain.ts";
import { MICRO_CACHED_PAGES, PAGE_CACHE_MS, pageCache } from "#server/platform/http/page-cache.ts";
import {
  clientIpHeader,
  parseTrustProxy,
  refuseConnect,
  refuseUnservedMethods,
  rejectCrossSiteWrites,
} from "#server/platform/http/request-guards.ts";
import { uploadsRoute } from "#server/platform/http/uploads-route.ts";
import {
  onPrimaryGone,
  preparesDatabase,
  reportListening,
  workerListenOptions,
  workerSlot,
} from "#server/platform/http/workers.ts";
import { logger } from "#server/platform/logger.ts";
import { renderDemoSvg } from "#server/platform/media/demo-svg.ts";
import { startPeriodicTasks } from "#server/platform/schedule/periodic-tasks.ts";
import { prepareDatabase } from "#server/prepare-database.ts";
import { PERIODIC_TASKS } from "#server/schedule/tasks.ts";
import { analyticsFor } from "#server/settings/analytics-settings.ts";

/**
 * Brotli as the compression middleware sets it (quality 4), with a 256 KB window instead of the
 * default 4 MB: the encoder allocates and clears tables sized by the window for every response, which
 * cost more than compressing a page (measured: home 6.0 → 3.5 ms of CPU per request, business page
 * 8.7 → 6.2 ms). Pages are under 256 KB, so they compress to the same bytes.
 */
const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

/** Set when the process is shutting down: /healthz fails and every answer closes its connection. */
export interface Lifecycle {
  draining: boolean;
  /** Starts draining: answers not started yet close their connection once sent. */
  drain(): void;
}

export async function createServer(options: { dev?: boolean; prepared?: boolean } = {}) {
  const config = getConfig();
  const handle = await getDatabaseHandle();
  // Several workers would race on the migrations: the first one has run them before the others fork.
  if (!options.prepared) await prepareDatabase(handle);
  // Answers not finished yet: when a drain starts, those still before their headers close their
  // connection (the others' connections are closed once idle, server/platform/http/drain.ts).
  const open = new Set<express.Response>();
  const lifecycle: Lifecycle = {
    draining: false,
    drain() {
      lifecycle.draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
    },
  };

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));
  app.use((_req, res, next) => {
    // A kept-alive connection would outlive the drain; this answer is its last one.
    if (lifecycle.draining) res.setHeader("Connection", "close");
    open.add(res);
    res.on("close", () => open.delete(res));
    next();
  });
  app.use(cspNonce());
  app.use(analyticsCsp(analyticsFor));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: cspDirectives({
          dev: options.dev,
          imageOrigins: providerImageOrigins(config),
          mapTileUrl: config.MAP_TILE_URL,
        }) as never,
      },
      crossOriginEmbedderPolicy: false,
      // Helmet's default (no-referrer) makes browsers send "Origin: null" on our own form posts, and
      // hides from businesses' sites that a visitor came from Vilma.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Sent below, only over HTTPS: over plain HTTP it means nothing and pins a dev host to HTTPS.
      strictTransportSecurity: false,
    }),
  );
  const hsts = helmet.strictTransportSecurity();
  const httpsSite = config.PUBLIC_URL?.startsWith("https://") ?? false;
  app.use((req, res, next) => (req.secure || httpsSite ? hsts(req, res, next) : next()));
  app.use(compression({ brotli: { params: BROTLI_PARAMS } }));
  app.use(refuseUnservedMethods());
  app.use(clientIpHeader());
  app.use(rejectCrossSiteWrites(() => (config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [])));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // A load balancer stops sending traffic here while the requests in flight finish.
    if (lifecycle.draining) {
      res.status(503).json({ status: "draining", database: handle.kind });
      return;
    }
    try {
      // Its own short limit: a hanging database answers 503 in seconds, not after the pool's timeouts.
      await handle.ping();
      res.json({ status: "ok", database: handle.kind });
    } catch (error) {
      logger.error({ err: error }, "healthz: base de datos no disponible");
      res.status(503).json({ status: "error", database: handle.kind });
    }
  });

  app.get("/media/demo/:kind/:file", (req, res) => {
    const match = /^([a-z0-9-]{1,120})\.svg$/.exec(req.params.file);
    const svg = match?.[1] ? renderDemoSvg(req.params.kind as never, match[1]) : null;
    if (!svg) {
      res.status(404).type("text/plain").send("No encontrado");
      return;
    }
    res.set("Cache-Control", "public, max-age=86400").type("image/svg+xml").send(svg);
  });

  // From the disk, or from the bucket when S3_* are set (server/platform/http/uploads-route.ts).
  app.use("/uploads", ...uploadsRoute(path.join(config.dataDir, "uploads")));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve("build");
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
    const clientDir = path.join(buildDir, "client");
    const serveClientFile = express.static(clientDir, {
      maxAge: "1h",
      // The service worker must be checked on every visit, or a fix waits an hour to reach phones.
      setHeaders: (res, file) => {
        if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
      },
    });
    // The build's few other files (service worker, manifest, icons) are known now: asking the disk
    // about every page and API call cost each one a stat and an ENOENT error (~3 % of a search's CPU).
    const clientFiles = new Set(
      fs
        .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
        .filter((file) => !file.startsWith(`assets${path.sep}`) && fs.statSync(path.join(clientDir, file)).isFile())
        .map((file) => `/${file.split(path.sep).join("/")}`),
    );
    app.use((req, res, next) => (clientFiles.has(req.path) ? serveClientFile(req, res, next) : next()));
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }

  app.use((req, res, next) => {
    const started = performance.now();
    res.on("finish", () => {
      logger.debug(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    next();
  });
  if (!options.dev) {
    // No copy outlives its data's own window: /ofertas' counts turn every OFFERS_CACHE_MS.
    const ttlMs = Math.min(PAGE_CACHE_MS, config.OFFERS_CACHE_MS);
    app.use(pageCache({ build: build as ServerBuild, mode: "production", paths: MICRO_CACHED_PAGES, ttlMs }));
  }
  app.all("/{*splat}", createRequestHandler({ build, mode: options.dev ? "development" : "production" }));

  return { app, handle, lifecycle };
}

/**
 * The HTTP server for the app: `app.listen` plus what Express never sees (a CONNECT request goes to
 * the server's "connect" listener, not to the app). The production start and the tests use it.
 */
export function listen(app: express.Express, port: number, host?: string): http.Server {
  const server = http.createServer(app);
  server.listen({ port, host, ...workerListenOptions() });
  server.on("connect", refuseConnect);
  return server;
}

/**
 * Pictures from elsewhere: the sign-in provider's own origin when it is not Google's (a local
 * OpenID Connect stand-in), and the uploads' public address when they are served from a bucket.
 */
export function providerImageOrigins(config: ReturnType<typeof getConfig>): string[] {
  const origins: string[] = [];
  if (config.GOOGLE_DISCOVERY_URL) {
    const origin = new URL(config.GOOGLE_DISCOVERY_URL).origin;
    if (origin !== "https://accounts.google.com") origins.push(origin);
  }
  if (config.S3_PUBLIC_URL) origins.push(new URL(config.S3_PUBLIC_URL).origin);
  return origins;
}

/**
 * Starts the production (or --dev) server in this process, the configuration already checked by
 * the entry. Anything that stops the start (an unreachable database, a port in use) ends the process
 * with exit code 1 and one clear Spanish message, before it listens.
 */
export async function serve(options: { config: Config; dev: boolean }) {
  try {
    await start(options);
  } catch (error) {
    reportStartFailure(error);
  }
}

async function start({ config, dev }: { config: Config; dev: boolean }) {
  const slot = workerSlot();
  if (slot !== undefined) logger.setBindings({ worker: slot });
  const { app, handle, lifecycle } = await createServer({ dev, prepared: !preparesDatabase() });
  // Several instances empty each other's public caches (Redis, else PostgreSQL; PGlite is one process).
  const invalidation = startCacheInvalidation({
    redisUrl: config.REDIS_URL,
    databaseUrl: handle.kind === "postgres" ? config.DATABASE_URL : undefined,
  });
  const stopEvents = (await import("#server/events/dispatcher.ts")).startEventDispatcher();
  // One worker runs them (its replacement takes over): every task is safe on several instances, and
  // the others' runs would only repeat its queries. The dispatcher runs in every worker, so an event
  // is handled as soon as the worker that wrote it wakes its own.
  const stopPeriodicTasks = slot === undefined || slot === 0 ? startPeriodicTasks(PERIODIC_TASKS) : async () => {};
  const server = listen(app, config.PORT, config.HOST);
  server.once("listening", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, database: handle.kind, dataDir: config.dataDir }, `Vilma lista en http://localhost:${port}`);
    reportListening();
  });
  // Above the reverse proxy's idle timeout (README, "Deployment"): the proxy closes idle connections first.
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = config.KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const connections = trackConnections(server);
  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE" ? `el puerto ${config.PORT} ya está en uso (cambiá PORT)` : error.message;
    console.error(`No se pudo abrir ${config.HOST}:${config.PORT}: ${reason}.`);
    process.exit(1);
  });

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // `npm start` in a terminal gets Ctrl-C twice (from the terminal and from npm): one drain only.
    if (shuttingDown) return;
    shuttingDown = true;
    drain({
      connections,
      handle,
      invalidation,
      lifecycle,
      stopEvents,
      stopPeriodicTasks,
      signal,
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      acceptGraceMs: config.SHUTDOWN_GRACE_MS,
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  onPrimaryGone(() => shutdown("disconnect"));
}

/**
 * Graceful shutdown: answer /healthz 503, stop accepting after SHUTDOWN_GRACE_MS, let every request in flight finish (kept-
 * alive connections close after their current answer), let the event worker finish its job, save
 * the buffered page views, close the cache invalidation channel, close the database, exit 0. Past SHUTDOWN_TIMEOUT_MS it exits 1.
 */
async function drain(options: {
  connections: ConnectionTracker;
  handle: DatabaseHandle;
  invalidation: CacheInvalidation;
  lifecycle: Lifecycle;
  stopEvents: () => Promise<void>;
  stopPeriodicTasks: () => Promise<void>;
  signal: string;
  timeoutMs: number;
  acceptGraceMs: number;
}) {
  const { connections, handle, lifecycle, signal, timeoutMs } = options;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  logger.info(
    { signal, timeoutMs, acceptGraceMs: options.acceptGraceMs },
    "cerrando: /healthz responde 503; se aceptan conexiones un momento más y terminan los pedidos en curso",
  );
  setTimeout(() => {
    logger.error({ ms: elapsed() }, "cierre: se agotó SHUTDOWN_TIMEOUT_MS con trabajo sin terminar; salgo igual");
    process.exit(1);
  }, timeoutMs).unref();

  lifecycle.drain();
  await connections.drain(options.acceptGraceMs);
  await options
    .stopPeriodicTasks()
    .catch((error) => logger.error({ err: error }, "una tarea periódica terminó con error"));
  await options.stopEvents().catch((error) => logger.error({ err: error }, "el trabajo de eventos terminó con error"));
  await flushBusinessViews().catch((error) =>
    logger.error({ err: error }, "no se pudieron guardar las visitas pendientes"),
  );
  // After the last request and job: their changes have been announced to the other instances.
  await options.invalidation
    .close()
    .catch((error) => logger.error({ err: error }, "error al cerrar el canal de invalidación de cachés"));
  await handle.close().catch((error) => logger.error({ err: error }, "error al cerrar la base de datos"));
  logger.info({ ms: elapsed() }, "cerrado");
  process.exit(0);
}

/**
 * One readable message for the failures a person can fix; a stack only for the unexpected. A bad
 * configuration never gets here: the entry tells it before loading this module.
 */
function reportStartFailure(error: unknown): never {
  if (isDatabaseUnavailable(error)) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : "";
    console.error(
      `No se pudo conectar a la base de datos ${describeDatabase()}${reason ? ` (${reason})` : ""}. ` +
        "Revisá que PostgreSQL esté corriendo y acepte conexiones, y que DATABASE_URL sea correcta.",
    );
  } else {
    logger.fatal({ err: error }, "no se pudo iniciar el servidor");
  }
  process.exit(1);
}

/** Where DATABASE_URL points, without its password. */
function describeDatabase(config: Config = getConfig()): string {
  if (!config.DATABASE_URL) return `embebida (${path.join(config.dataDir, "pgdata")})`;
  const url = new URL(config.DATABASE_URL);
  return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
}
