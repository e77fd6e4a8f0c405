/**
 * The HTTP entry: security headers, compression, static files, health check, then the React Router app.
 * Run by Node directly (type stripping): `node server.ts` serves the production build, `--dev` uses Vite.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import { flushBusinessViews } from "#server/analytics/record-business-view.ts";
import { startAccountMaintenance } from "#server/auth/maintenance.ts";
import { getConfig } from "#server/config.ts";
import { prepareDatabase } from "#server/db/bootstrap.ts";
import { getDatabaseHandle } from "#server/db/client.ts";
import { cspDirectives, cspNonce } from "#server/http/csp.ts";
import { pageCache } from "#server/http/page-cache.ts";
import { clientIpHeader, parseTrustProxy, rejectCrossSiteWrites } from "#server/http/request-guards.ts";
import { staticFolder } from "#server/http/static-folder.ts";
import { logger } from "#server/logger.ts";
import { renderDemoSvg } from "#server/media/demo-svg.ts";

export async function createServer(options: { dev?: boolean } = {}) {
  const config = getConfig();
  const handle = await getDatabaseHandle();
  await prepareDatabase(handle);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));
  app.use(cspNonce());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: cspDirectives({ dev: options.dev, imageOrigins: providerImageOrigins(config) }) as never,
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
  app.use(compression());
  app.use(clientIpHeader());
  app.use(rejectCrossSiteWrites(() => (config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [])));

  app.get("/healthz", async (_req, res) => {
    try {
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

  app.use("/uploads", ...staticFolder(path.join(config.dataDir, "uploads"), { maxAge: "7d" }));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildDir = path.resolve("build");
    app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
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
    app.use(pageCache({ build: build as ServerBuild, mode: "production", paths: ["/", "/categories"], ttlMs: 30_000 }));
  }
  app.all("/{*splat}", createRequestHandler({ build, mode: options.dev ? "development" : "production" }));

  return { app, handle };
}

/** The sign-in provider's own origin when it is not Google's (a local OpenID Connect stand-in). */
function providerImageOrigins(config: ReturnType<typeof getConfig>): string[] {
  if (!config.GOOGLE_DISCOVERY_URL) return [];
  const origin = new URL(config.GOOGLE_DISCOVERY_URL).origin;
  return origin === "https://accounts.google.com" ? [] : [origin];
}

export async function main() {
  const config = getConfig();
  const dev = process.argv.includes("--dev");
  if (!dev && !fs.existsSync(path.resolve("build/server/index.js"))) {
    logger.fatal("No hay build de producción: corré `npm run build` o `npm start`.");
    process.exit(1);
  }
  const { app, handle } = await createServer({ dev });
  (await import("#server/events/dispatcher.ts")).startEventDispatcher({ stopOn: ["SIGTERM", "SIGINT"] });
  startAccountMaintenance();
  const server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, database: handle.kind, dataDir: config.dataDir }, `Vilma lista en http://localhost:${port}`);
  });
  const shutdown = (signal: string) => {
    logger.info({ signal }, "cerrando");
    server.close();
    flushBusinessViews()
      .catch((error) => logger.error({ err: error }, "no se pudieron guardar las visitas pendientes"))
      .then(() => handle.close())
      .catch((error) => logger.error({ err: error }, "error al cerrar la base de datos"))
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (import.meta.main) {
  main().catch((error) => {
    logger.fatal({ err: error }, "no se pudo iniciar el servidor");
    process.exit(1);
  });
}
