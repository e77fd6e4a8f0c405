/**
 * `npm run bench`: latency, throughput and memory of the production server on PGlite and PostgreSQL,
 * with the demo data ("seed") and with 10,000 extra businesses ("10k"), plus the home page's
 * JavaScript weight. See bench/README.md.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ServerProcess, startServer } from "#tooling/server-process.ts";
import { type HomeJsResult, measureHomeJs } from "../tooling/page-js.ts";
import { ADMIN_EMAIL, adminBusinessesPaths, adminListFigures, renderAdminListFigures } from "./admin-businesses.ts";
import { benchImport, type ImportBenchResult, renderImportBench } from "./admin-import.ts";
import {
  BENCH_AUTH_RATE_LIMIT_MAX,
  checkNotifications,
  NOTIFICATIONS_PATH,
  signInCookie,
  signInRate,
  signInRequests,
} from "./auth.ts";
import { type BuildSnapshot, snapshotBuild } from "./build-snapshot.ts";
import { startCpuSample } from "./cpu.ts";
import { isPostgresReachable, type PreparedDatabase, prepareDatabase } from "./databases.ts";
import { type LighthousePage, renderLighthouse, runLighthouse } from "./lighthouse.ts";
import { BENCH_USER_AGENT, type LoadRequest, type LoadResult, runLoad } from "./load.ts";
import {
  type BenchOptions,
  DATASETS,
  type DatasetName,
  type DbKind,
  readOptions,
  redactUrl,
  SEARCH_PAGE_CONNECTIONS,
} from "./options.ts";
import {
  type EndpointName,
  type EndpointReport,
  fractionOfBaseline,
  type RunReport,
  renderHomeJs,
  renderScaling,
  renderTable,
  renderWorkers,
  serverLabel,
  TARGETS,
  targetChecks,
  toMb,
} from "./report.ts";
import { QueryStream, TYPO_SHARE, typedSearchQueries } from "./search-typing.ts";

const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench", "results");

export const SEARCH_QUERIES = [
  "farmacia",
  "pizza",
  "cafe",
  "farmcia",
  "pizeria",
  "heladeria",
  "gomeria",
  "abogado",
  "2x1",
  "galicia",
  "super",
  "veterinaria",
];

// ---- cleanup: the server is killed by its PID and the data removed, also on errors and Ctrl+C ----

const cleanups = new Set<() => Promise<void>>();
const livePids = new Set<number>();

function registerCleanup(fn: () => Promise<void>): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

async function runCleanups(): Promise<void> {
  const fns = [...cleanups].reverse();
  cleanups.clear();
  for (const fn of fns) {
    try {
      await fn();
    } catch (error) {
      console.error("limpieza:", error instanceof Error ? error.message : error);
    }
  }
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: deteniendo el servidor y borrando los datos temporales…`);
    runCleanups().finally(() => process.exit(130));
  });
}
// Last resort (uncaught crash, process.exit): never leave a server behind.
process.on("exit", () => {
  for (const pid of livePids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
});

// ---- helpers ----

/** One throwaway secret per bench (signs the sessions the sign-in bench creates). */
const benchSecret = randomBytes(32).toString("base64url");

interface BenchState {
  homeJs: HomeJsResult | null;
  /** Lighthouse's pages, measured once (on the first run's server, before any load). */
  lighthouse: LighthousePage[] | null;
  build: BuildSnapshot;
  /** Servers (serverLabel) whose auth endpoints were measured already (once per database and workers). */
  authMeasured: Set<string>;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: { "user-agent": BENCH_USER_AGENT } });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

/** One request per path before measuring: reports failing paths and what the searches find. */
async function sanityCheck(server: ServerProcess, endpoint: EndpointName, paths: string[]): Promise<void> {
  const bad: string[] = [];
  const totals: string[] = [];
  for (const p of paths) {
    const { status, body } = await getJson(`${server.baseUrl}${p}`);
    if (status < 200 || status >= 300) bad.push(`${p} → ${status}`);
    if (endpoint === "search" && body && typeof body === "object" && "total" in body) {
      const q = new URL(p, server.baseUrl).searchParams.get("q");
      totals.push(`${q} ${(body as { total: number }).total}`);
    }
  }
  if (totals.length) console.log(`    resultados por búsqueda: ${totals.join(", ")}`);
  if (bad.length)
    console.log(`    !! ${bad.length} de ${paths.length} rutas no responden 2xx: ${bad.slice(0, 5).join("; ")}`);
}

/** Warm-up, then the measured run with the CPU split; prints one line and answers the report entry. */
async function measureEndpoint(
  options: BenchOptions,
  server: ServerProcess,
  name: EndpointName,
  paths: (string | LoadRequest)[],
  extra: {
    headers?: Record<string, string>;
    /** A stream of distinct URLs instead of cycling through `paths` (search-typing). */
    nextPath?: () => string;
    /** This run's /healthz, for the fraction (null: this IS the baseline, or it was not measured). */
    baseline: LoadResult | null;
    /** Clients at once, when not BENCH_CONNECTIONS. */
    connections?: number;
  },
): Promise<EndpointReport> {
  const errorsBefore = server.errorLines();
  const load = (seconds: number) =>
    runLoad({
      baseUrl: server.baseUrl,
      paths,
      seconds,
      connections: extra.connections ?? options.connections,
      headers: extra.headers,
      nextPath: extra.nextPath,
    });
  await load(options.warmupSeconds);
  const cpuDone = startCpuSample(server.pid);
  const result = await load(options.seconds);
  const cpu = cpuDone();
  const entry: EndpointReport = {
    endpoint: name,
    paths: paths.length,
    result,
    serverErrorsLogged: server.errorLines() - errorsBefore,
    cpu,
    fractionOfHealthz: fractionOfBaseline(result, extra.baseline),
    peakRssMbAfter: toMb(server.peakRssBytes()),
  };
  const errors = result.non2xx + result.connectionErrors + result.timeouts;
  const fraction = entry.fractionOfHealthz;
  console.log(
    `  ${name.padEnd(13)} p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms, ${Math.round(result.reqPerSec)} req/s` +
      `${fraction === null ? "" : ` (${(fraction * 100).toFixed(1)} % de /healthz)`}, ${result.requests} respuestas 2xx, ` +
      `${cpu ? `CPU servidor ${cpu.serverPct}% / generador ${cpu.loadGeneratorPct}% / otros ${cpu.otherPct}%` : ""}` +
      `, memoria pico ${entry.peakRssMbAfter ?? "?"} MB` +
      `${errors ? `, !! ${errors} ERRORES ${JSON.stringify(result.statusCodes)}` : ""}${entry.serverErrorsLogged ? `, !! ${entry.serverErrorsLogged} errores en el log` : ""}`,
  );
  if (entry.serverErrorsLogged) {
    for (const line of server.lastErrors()) console.log(`    log: ${line}`);
  }
  return entry;
}

/** E-mail sign-in and the notifications poll (bench/auth.ts). What cannot run is noted, not fatal. */
async function measureAuth(
  options: BenchOptions,
  server: ServerProcess,
  report: RunReport,
  baseline: LoadResult | null,
): Promise<void> {
  const skip = (reason: string) => {
    report.skipped = [...(report.skipped ?? []), reason];
    console.log(`  !! ${reason}`);
  };
  const wantsSignIn = options.endpoints.includes("sign-in");
  const wantsPoll = options.endpoints.includes("notifications");
  if (!wantsSignIn && !wantsPoll) return;

  const signedIn = await signInCookie(server.baseUrl);
  if ("error" in signedIn) {
    skip(`sign-in y notifications sin medir: el inicio de sesión de prueba falló (${signedIn.error})`);
    return;
  }
  if (wantsSignIn) {
    const entry = await measureEndpoint(options, server, "sign-in", signInRequests(server.baseUrl), { baseline });
    entry.signInRate = signInRate(entry.result.reqPerSec, os.availableParallelism(), entry.cpu?.serverPct ?? null);
    const rate = entry.signInRate;
    console.log(
      `  sign-in: ${rate.perCore.toFixed(1)} por segundo por núcleo (${rate.cores} núcleos` +
        `${rate.perServerCore ? `; ${rate.perServerCore.toFixed(1)} por núcleo ocupado por el servidor` : ""}), ` +
        `${rate.hash}, mínimo ${rate.minPerCore} ${rate.ok ? "✓" : "✗"}`,
    );
    report.endpoints.push(entry);
  }
  if (wantsPoll) {
    const problem = await checkNotifications(server.baseUrl, signedIn.cookie);
    if (problem) {
      skip(`notifications sin medir: ${problem}`);
      return;
    }
    report.endpoints.push(
      await measureEndpoint(options, server, "notifications", [NOTIFICATIONS_PATH], {
        headers: { cookie: signedIn.cookie },
        baseline,
      }),
    );
  }
}

/** The admin's business list as an admin (bench/admin-businesses.ts): its p95 against the target. */
async function measureAdminList(
  options: BenchOptions,
  server: ServerProcess,
  report: RunReport,
  baseline: LoadResult | null,
): Promise<void> {
  const signedIn = await signInCookie(server.baseUrl, ADMIN_EMAIL);
  if ("error" in signedIn) {
    report.skipped = [...(report.skipped ?? []), `admin-businesses sin medir: ${signedIn.error}`];
    console.log(`  !! admin-businesses sin medir: ${signedIn.error}`);
    return;
  }
  const paths = adminBusinessesPaths();
  const headers = { cookie: signedIn.cookie };
  const bad: string[] = [];
  for (const p of paths) {
    const res = await fetch(`${server.baseUrl}${p}`, { headers: { ...headers, "user-agent": BENCH_USER_AGENT } });
    await res.arrayBuffer();
    if (res.status !== 200) bad.push(`${p} → ${res.status}`);
  }
  if (bad.length)
    console.log(`    !! ${bad.length} de ${paths.length} rutas no responden 200: ${bad.slice(0, 3).join("; ")}`);
  const entry = await measureEndpoint(options, server, "admin-businesses", paths, { headers, baseline });
  entry.adminList = adminListFigures(entry.result);
  console.log(`  ${renderAdminListFigures(entry.adminList)}`);
  report.endpoints.push(entry);
}

/**
 * The distinct-query stream (bench/search-typing.ts) from this database's names. Ten of its queries
 * are kept apart for the sanity check, so that check caches none of the measured ones.
 */
function typingStream(prepared: PreparedDatabase): { stream: QueryStream; check: string[] } {
  const queries = typedSearchQueries(prepared.searchPhrases, { exclude: SEARCH_QUERIES });
  const check = queries.splice(queries.length - 10, 10);
  return { stream: new QueryStream(queries), check: check.map((q) => `/api/search?q=${encodeURIComponent(q)}`) };
}

/** What a run that could not finish reports: the reason, no figures. */
function failedRun(db: DbKind, dataset: DatasetName, workers: number, error: unknown): RunReport {
  return {
    db,
    dataset,
    workers,
    location: "",
    counts: { businesses: 0, activeBusinesses: 0, businessPromotions: 0 },
    preparation: { openMs: 0, migrateMs: 0, demoMs: 0, bulkMs: 0, vacuumMs: 0, closeMs: 0, totalMs: 0 },
    serverStartMs: 0,
    endpoints: [],
    startRssMb: null,
    peakRssMb: null,
    error: error instanceof Error ? error.message : String(error),
  };
}

/** Waits until `count` sockets listen on the port: each worker binds its own (SO_REUSEPORT). */
async function waitForListeners(port: number, count: number, timeoutMs = 60_000): Promise<void> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let listening = 0;
    try {
      for (const line of fs.readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") listening++;
      }
    } catch {
      return; // No /proc: the first worker's /healthz has to do.
    }
    if (listening >= count) return;
    if (Date.now() > deadline) throw new Error(`sólo ${listening} de ${count} procesos escuchan en ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One database and dataset, prepared once, then measured with each number of server processes
 * (BENCH_WORKERS on PostgreSQL; the embedded database is one process).
 */
async function benchRuns(
  options: BenchOptions,
  db: DbKind,
  dataset: DatasetName,
  state: BenchState,
): Promise<RunReport[]> {
  console.log(`\n== ${db} / ${dataset} ==`);
  const prepared: PreparedDatabase = await prepareDatabase(db, dataset, {
    postgresUrl: options.postgresUrl,
    vacuumPglite: options.vacuumPglite,
    onDispose: registerCleanup,
  });
  const t = prepared.timings;
  console.log(
    `  preparación: ${secs(t.totalMs)} (abrir ${secs(t.openMs)}, migrar ${secs(t.migrateMs)}, demo ${secs(t.demoMs)}` +
      `${t.bulkMs ? `, bulk ${secs(t.bulkMs)}` : ""}${t.vacuumMs ? `, vacuum analyze ${secs(t.vacuumMs)}` : ""}, cerrar ${secs(t.closeMs)}) — ` +
      `${prepared.counts.businesses} comercios (${prepared.counts.activeBusinesses} activos), ` +
      `${prepared.counts.businessPromotions} promociones — ${prepared.location}`,
  );
  const reports: RunReport[] = [];
  try {
    for (const workers of db === "postgres" ? options.workers : [1]) {
      if (interrupted) break;
      try {
        reports.push(await benchServer(options, { db, dataset, prepared }, workers, state));
      } catch (error) {
        if (interrupted) break;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(`  !! ${db}/${dataset} con ${workers} procesos falló: ${message}`);
        reports.push(failedRun(db, dataset, workers, error));
      }
    }
  } finally {
    await prepared.dispose();
  }
  return reports;
}

async function benchServer(
  options: BenchOptions,
  { db, dataset, prepared }: { db: DbKind; dataset: DatasetName; prepared: PreparedDatabase },
  workers: number,
  state: BenchState,
): Promise<RunReport> {
  const t = prepared.timings;
  const label = serverLabel({ db, workers });
  if (db === "postgres") console.log(`  -- ${label}: WEB_CONCURRENCY=${workers} --`);
  const report: RunReport = {
    db,
    dataset,
    workers,
    location: prepared.location,
    counts: prepared.counts,
    preparation: t,
    serverStartMs: 0,
    endpoints: [],
    startRssMb: null,
    peakRssMb: null,
  };

  let server: ServerProcess | undefined;
  let unregisterServer = () => {};
  try {
    const startedAt = performance.now();
    server = await startServer({
      script: path.join(root, "server.ts"),
      cwd: state.build.cwd,
      // The per-account limiter would answer 429 to a sign-in bench; it still counts every attempt.
      // Production on PostgreSQL refuses to start sessions without a shared AUTH_SECRET.
      env: {
        ...prepared.serverEnv,
        AUTH_RATE_LIMIT_MAX: BENCH_AUTH_RATE_LIMIT_MAX,
        AUTH_SECRET: benchSecret,
        ...(db === "postgres" ? { WEB_CONCURRENCY: String(workers) } : {}),
      },
      logFile: path.join(resultsDir, `server-${label}-${dataset}.log`),
      onSpawn: (pid) => livePids.add(pid),
    });
    // /healthz answers once one worker listens: the others must be serving before anything is measured.
    await waitForListeners(Number(new URL(server.baseUrl).port), workers);
    const srv = server;
    unregisterServer = registerCleanup(async () => {
      await srv.stop();
      livePids.delete(srv.pid);
    });
    report.serverStartMs = performance.now() - startedAt;
    report.startRssMb = toMb(server.rssBytes());
    console.log(
      `  servidor: PID ${server.pid} en ${server.baseUrl}, listo en ${secs(report.serverStartMs)}, ${report.startRssMb ?? "?"} MB`,
    );

    if (!state.homeJs) {
      state.homeJs = await measureHomeJs(server.baseUrl, { userAgent: BENCH_USER_AGENT });
      console.log(renderHomeJs(state.homeJs).replace(/^/gm, "  "));
    }

    if (prepared.slugs.length === 0) throw new Error("no hay comercios activos para la página de comercio");
    if (options.lighthouse !== "off" && !state.lighthouse) {
      const pages = [
        { name: "inicio", path: "/" },
        { name: "búsqueda", path: "/search?q=pizza" },
        { name: "comercio", path: `/${prepared.slugs[0]}` },
        { name: "ofertas", path: "/ofertas" },
        { name: "magazine", path: "/magazine" },
      ];
      const started = performance.now();
      state.lighthouse = await runLighthouse(server.baseUrl, pages, {
        onSpawn: (chromium) => {
          livePids.add(chromium.pid);
          const unregister = registerCleanup(chromium.stop);
          return () => {
            livePids.delete(chromium.pid);
            unregister();
          };
        },
        saveDir: resultsDir,
      });
      console.log(`  Lighthouse: ${pages.length} páginas en ${secs(performance.now() - started)}`);
      console.log(renderLighthouse(state.lighthouse).replace(/^/gm, "  "));
    }
    if (options.lighthouse === "only") {
      report.peakRssMb = toMb(server.peakRssBytes());
      return report;
    }
    // The baseline first: what this server answers doing nothing, at this moment of the machine.
    const healthz = await measureEndpoint(options, server, "healthz", ["/healthz"], { baseline: null });
    report.endpoints.push(healthz);
    const baseline = healthz.result;

    if (options.endpoints.includes("search-typing")) {
      // Before the repeated mix, and never one of its queries: nothing it asks can be cached.
      const { stream, check } = typingStream(prepared);
      await sanityCheck(server, "search-typing", check);
      const entry = await measureEndpoint(options, server, "search-typing", [], {
        nextPath: () => stream.path(),
        baseline,
      });
      entry.typing = { distinct: stream.size, used: stream.used, repeats: stream.repeats, typoShare: TYPO_SHARE };
      console.log(
        `    ${stream.used} consultas de ${stream.size} distintas (${Math.round(TYPO_SHARE * 100)} % con errores de tipeo)` +
          `${stream.repeats ? `, !! ${stream.repeats} repetidas: la caché pudo responderlas` : ", ninguna repetida"}`,
      );
      report.endpoints.push(entry);
    }
    const pages: { name: EndpointName; paths: string[]; connections?: number }[] = [
      { name: "search", paths: SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`) },
      { name: "search-page", paths: ["/search?q=pizza"], connections: SEARCH_PAGE_CONNECTIONS },
      { name: "home", paths: ["/"] },
      { name: "business", paths: prepared.slugs.map((slug) => `/${slug}`) },
      { name: "ofertas", paths: ["/ofertas", "/ofertas?tab=bancos"] },
      ...(prepared.articleSlugs.length > 0
        ? [{ name: "article" as const, paths: prepared.articleSlugs.map((slug) => `/magazine/${slug}`) }]
        : []),
    ];
    for (const endpoint of pages) {
      if (!options.endpoints.includes(endpoint.name)) continue;
      await sanityCheck(server, endpoint.name, endpoint.paths);
      report.endpoints.push(
        await measureEndpoint(options, server, endpoint.name, endpoint.paths, {
          baseline,
          connections: endpoint.connections,
        }),
      );
    }
    if (options.endpoints.includes("admin-businesses")) await measureAdminList(options, server, report, baseline);
    if (state.authMeasured.has(label)) {
      // Auth endpoints don't depend on the number of businesses: once per server is enough.
    } else {
      state.authMeasured.add(label);
      await measureAuth(options, server, report, baseline);
    }
    report.peakRssMb = toMb(server.peakRssBytes());
    console.log(`  memoria pico del servidor (VmHWM): ${report.peakRssMb ?? "?"} MB`);
  } finally {
    if (server) {
      await server.stop();
      livePids.delete(server.pid);
    }
    unregisterServer();
  }
  return report;
}

async function main(): Promise<number> {
  const options = readOptions();
  fs.mkdirSync(resultsDir, { recursive: true });
  console.log(
    `Vilma bench: ${options.dbs.join(", ")} × ${options.datasets.join(", ")}; ` +
      `${options.connections} conexiones, ${options.warmupSeconds} s de calentamiento + ${options.seconds} s por endpoint; ` +
      `Node ${process.version}, ${os.cpus().length} CPU`,
  );
  const build = await snapshotBuild(root, path.join(resultsDir, "app"));
  registerCleanup(async () => build.remove());
  const age = (Date.now() - build.builtAt.getTime()) / 60000;
  console.log(
    `Build de producción: copia de build/ hecho hace ${age < 90 ? `${Math.round(age)} min` : `${(age / 60).toFixed(1)} h`} ` +
      `(${build.builtAt.toISOString()})`,
  );

  const dbs: DbKind[] = [];
  for (const db of options.dbs) {
    if (db === "postgres") {
      const reach = await isPostgresReachable(options.postgresUrl);
      if (!reach.ok) {
        console.log(`PostgreSQL no disponible, omitido (${redactUrl(options.postgresUrl)}: ${reach.reason})`);
        continue;
      }
      console.log(`PostgreSQL: ${redactUrl(options.postgresUrl)}`);
    }
    dbs.push(db);
  }

  const runs: RunReport[] = [];
  const state: BenchState = { homeJs: null, lighthouse: null, build, authMeasured: new Set() };
  for (const db of dbs) {
    for (const dataset of options.datasets) {
      if (interrupted) break;
      // Lighthouse alone needs one server, with the first database and dataset.
      if (options.lighthouse === "only" && runs.length > 0) break;
      if (DATASETS[dataset].postgresOnly && db !== "postgres") {
        console.log(`\n== ${db} / ${dataset} == omitido: ${dataset} se mide solo en PostgreSQL`);
        continue;
      }
      try {
        runs.push(...(await benchRuns(options, db, dataset, state)));
      } catch (error) {
        if (interrupted) break;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(`  !! ${db}/${dataset} falló: ${message}`);
        runs.push(failedRun(db, dataset, 1, error));
      }
    }
  }

  // The CSV import of 10,000 rows, in this process, once per database (bench/admin-import.ts).
  const imports: ImportBenchResult[] = [];
  for (const db of dbs) {
    if (interrupted || options.lighthouse === "only" || !options.endpoints.includes("admin-import")) break;
    try {
      imports.push(await benchImport(db, { postgresUrl: options.postgresUrl, onDispose: registerCleanup }));
    } catch (error) {
      console.error(`  !! importación ${db} falló: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  console.log(`\n${renderTable(options, runs, state.homeJs)}`);
  console.log(`\n${renderScaling(runs)}`);
  console.log(`\n${renderWorkers(runs)}`);
  if (imports.length) console.log(`\n${renderImportBench(imports)}`);
  if (state.lighthouse) console.log(`\n${renderLighthouse(state.lighthouse)}`);

  const json = {
    generatedAt: new Date().toISOString(),
    buildMadeAt: build.builtAt.toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.release()}` },
    options: { ...options, postgresUrl: redactUrl(options.postgresUrl) },
    skipped: options.dbs.filter((db) => !dbs.includes(db)),
    searchQueries: SEARCH_QUERIES,
    targets: { ...TARGETS, homeJsGzipKb: state.homeJs?.budgetKb ?? null },
    runs,
    homeJs: state.homeJs,
    lighthouse: state.lighthouse,
    imports,
    targetChecks: targetChecks(runs),
  };
  const out = path.join(resultsDir, "latest.json");
  fs.writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nResultados: ${path.relative(process.cwd(), out)}`);
  return runs.some((r) => r.error) ? 1 : 0;
}

main()
  .then(async (code) => {
    await runCleanups();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await runCleanups();
    process.exit(1);
  });
