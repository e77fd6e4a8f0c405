/**
 * Does a CSV import stop the site? (issue 21 §4.2) The production server (`node server.ts`, the
 * build in `build/`) on a fresh database with the demo data, once on PGlite and once on PostgreSQL
 * (when reachable): an admin signs in, uploads a generated file of 20,000 businesses to
 * /admin/businesses/bulk-import, runs the dry run, opens the page, starts the import and polls its
 * progress every second as the page does, while other clients ask for `/healthz`, `/` and
 * `/favicon.svg` every ~20 ms. It prints, per phase, the worst and the 99th-percentile answer time
 * each visitor saw (goal: worst < 100 ms), and any failed request (an `ECONNRESET` on the admin's
 * poll is a failure).
 *
 * On a shared machine a visitor also waits while the operating system runs other processes, which
 * no server code can help. So each request also records how much CPU the server's main thread (the
 * event loop, and PGlite's statements) used while that request waited, read from
 * /proc/<pid>/task/<pid>/stat (10 ms ticks): "CPU del servidor" is the worst of those. While an
 * import runs, that thread is busy whenever the machine lets it, so this is about what the wait
 * would have been on a machine of its own: a request that waited 400 ms while the thread ran 30 ms
 * waited for the machine, not for the import.
 *
 * First, on the same file, the same steps in this process (what the page's action does, through
 * its server functions) with a probe on the thread (tooling/loop-probe.ts): the longest the event
 * loop was held, in CPU ms of this thread, which a loaded machine does not inflate. That is the
 * pause every visitor would wait on a machine of its own.
 *
 *   node bench/import-pause.ts                  # both databases, 20,000 rows
 *   IMPORT_PAUSE_ROWS=5000 IMPORT_PAUSE_DBS=pglite node bench/import-pause.ts
 *   IMPORT_PAUSE_SERVER=0 node bench/import-pause.ts   # only the in-process measure
 *
 * Needs `npx react-router build` first. The server listens on IMPORT_PAUSE_PORT (3310 by default);
 * PostgreSQL is BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres by default). On a
 * machine others load heavily, IMPORT_PAUSE_NICE=-10 (as root) runs the server and this client at a
 * higher priority for the measurement, so the wall clock shows what the server does rather than
 * what its neighbours do (PostgreSQL's own processes keep theirs).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { BUSINESS_IMPORT_FIELDS, guessMapping, IMPORT_MAX_BYTES, IMPORT_MODES } from "#core/csv-import.ts";
import { planBusinessImport, runBusinessImport } from "#server/import/business-import.ts";
import { getImportJob, uploadImportFile } from "#server/import/import-jobs.ts";
import { importRowsPage } from "#server/import/import-rows.ts";
import { GENERATED_HEADER, generateBusinessCsv } from "#server/import/testing/generate-csv.ts";
import { openDatabase, setDatabaseHandle } from "#server/platform/db/client.ts";
import { jobs } from "#server/platform/db/schema.ts";
import { readForm } from "#server/platform/http/body.ts";
import { createLocalPrivateStorage, setPrivateStorage } from "#server/platform/storage/private-storage.ts";
import { startLoopProbe } from "#tooling/loop-probe.ts";
import { type ServerProcess, startServer } from "#tooling/server-process.ts";
import { ADMIN_EMAIL } from "./admin-businesses.ts";
import { BENCH_AUTH_RATE_LIMIT_MAX, signInCookie } from "./auth.ts";
import { isPostgresReachable, prepareDatabase } from "./databases.ts";
import type { DbKind } from "./options.ts";

const root = path.resolve(import.meta.dirname, "..");
export const VISITOR_PATHS = ["/healthz", "/", "/favicon.svg"] as const;
/** The issue's goal for the worst answer any visitor waits for during an import. */
export const PAUSE_GOAL_MS = 100;
const PROBE_EVERY_MS = 20;
const IMPORT_PATH = "/admin/businesses/bulk-import";

interface Sample {
  /** When the request was sent (ms since the bench started). */
  at: number;
  ms: number;
  /** CPU the server's main thread used while the request waited (ms; null where /proc is not). */
  serverCpuMs: number | null;
  error?: string;
}

/** CPU time (user + system, ms) of a process's main thread, from /proc; null elsewhere. */
export function mainThreadCpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Asks for one path again and again (one request in flight, a new one every ~20 ms). */
function probe(
  baseUrl: string,
  urlPath: string,
  serverPid: number,
  headers: Record<string, string> = {},
  everyMs = PROBE_EVERY_MS,
) {
  const samples: Sample[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now();
      const cpuBefore = mainThreadCpuMs(serverPid);
      const cpuUsed = () => {
        const after = mainThreadCpuMs(serverPid);
        return after === null || cpuBefore === null ? null : after - cpuBefore;
      };
      try {
        const res = await fetch(`${baseUrl}${urlPath}`, { headers, signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        samples.push({
          at,
          ms: performance.now() - at,
          serverCpuMs: cpuUsed(),
          ...(res.ok ? {} : { error: `HTTP ${res.status}` }),
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        samples.push({ at, ms: performance.now() - at, serverCpuMs: cpuUsed(), error: cause ?? String(error) });
      }
      const wait = everyMs - (performance.now() - at);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

interface Phase {
  name: string;
  from: number;
  to: number;
}

interface PhaseFigures {
  phase: string;
  path: string;
  requests: number;
  worstMs: number;
  p99Ms: number;
  /** The most CPU the server's main thread used during one request's wait. */
  worstServerCpuMs: number | null;
  errors: string[];
}

function figures(samples: Sample[], phase: Phase, urlPath: string): PhaseFigures {
  // A request counts in a phase when it was waiting at any moment of it.
  const inPhase = samples.filter((s) => s.at < phase.to && s.at + s.ms > phase.from);
  const times = inPhase.map((s) => s.ms).sort((a, b) => a - b);
  return {
    phase: phase.name,
    path: urlPath,
    requests: inPhase.length,
    worstMs: times.at(-1) ?? 0,
    p99Ms: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0,
    worstServerCpuMs: inPhase.some((s) => s.serverCpuMs !== null)
      ? Math.max(...inPhase.map((s) => s.serverCpuMs ?? 0))
      : null,
    errors: inPhase.flatMap((s) => (s.error ? [s.error] : [])),
  };
}

/** A step of the admin's own flow; a failure says which one. */
async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new Error(`${name}: ${cause ?? String(error)}`);
  }
}

function post(
  baseUrl: string,
  cookie: string,
  body: FormData | URLSearchParams,
): Promise<{ status: number; location: string | null }> {
  return step(`POST ${body.get("intent")}`, async () => {
    const res = await fetch(`${baseUrl}${IMPORT_PATH}`, {
      method: "POST",
      headers: { cookie, origin: baseUrl },
      body,
      redirect: "manual",
    });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") };
  });
}

function getPage(baseUrl: string, cookie: string, urlPath: string): Promise<number> {
  return step(`GET ${urlPath}`, async () => {
    const res = await fetch(`${baseUrl}${urlPath}`, { headers: { cookie } });
    await res.arrayBuffer();
    return res.status;
  });
}

export interface PauseReport {
  db: DbKind;
  rows: number;
  uploadMs: number;
  planMs: number;
  importMs: number;
  figures: PhaseFigures[];
  /** The admin's progress poll (every second while the import runs). */
  poll: PhaseFigures;
  counts: Record<string, number> | null;
  nice?: number;
}

export async function measureImportPause(
  db: DbKind,
  options: {
    rows: number;
    port: number;
    postgresUrl: string;
    /** A niceness for the server and this process (negative: ahead of the machine's other work). */
    nice?: number;
    onServer?: (server: ServerProcess) => void;
  },
): Promise<PauseReport> {
  const prepared = await prepareDatabase(db, "seed", {
    postgresUrl: options.postgresUrl,
    vacuumPglite: false,
    onDispose: () => () => {},
  });
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      script: path.join(root, "server.ts"),
      cwd: root,
      port: options.port,
      env: {
        ...prepared.serverEnv,
        AUTH_RATE_LIMIT_MAX: BENCH_AUTH_RATE_LIMIT_MAX,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
      },
      logFile: path.join(os.tmpdir(), `vilma-import-pause-${db}.log`),
    });
    options.onServer?.(server);
    if (options.nice !== undefined) {
      os.setPriority(server.pid, options.nice);
      os.setPriority(options.nice);
    }
    const base = server.baseUrl;
    const signedIn = await signInCookie(base, ADMIN_EMAIL);
    if ("error" in signedIn) throw new Error(`no se pudo entrar como admin: ${signedIn.error}`);
    const cookie = signedIn.cookie;
    // Warm the pages once (the first render compiles and caches).
    for (const p of VISITOR_PATHS) await getPage(base, "", p);
    await getPage(base, cookie, IMPORT_PATH);

    const file = generateBusinessCsv({
      rows: options.rows,
      broken: Math.round(options.rows / 100),
      duplicates: Math.round(options.rows / 100),
      prefix: 7,
    });
    const probes = VISITOR_PATHS.map((p) => ({ path: p, probe: probe(base, p, server!.pid) }));
    const t0 = performance.now();
    const phases: Phase[] = [];
    const mark = (name: string, from: number) => phases.push({ name, from, to: performance.now() });

    await new Promise((r) => setTimeout(r, 2000));
    mark("en reposo", t0);

    let t = performance.now();
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", new Blob([file.csv], { type: "text/csv" }), "pausa.csv");
    const uploaded = await post(base, cookie, form);
    const jobId = uploaded.location ? new URL(uploaded.location, base).searchParams.get("job") : null;
    if (uploaded.status !== 302 || !jobId) throw new Error(`la subida respondió ${uploaded.status}`);
    await getPage(base, cookie, `${IMPORT_PATH}?job=${jobId}`);
    const uploadMs = performance.now() - t;
    mark("subida", t);

    t = performance.now();
    const mapping = guessMapping(GENERATED_HEADER, BUSINESS_IMPORT_FIELDS);
    const plan = new URLSearchParams({ intent: "plan", job: jobId, mode: IMPORT_MODES[0] });
    for (const [key, index] of Object.entries(mapping)) plan.set(`map.${key}`, index === null ? "" : String(index));
    const planned = await post(base, cookie, plan);
    if (planned.status !== 302) throw new Error(`la prueba respondió ${planned.status}`);
    await getPage(base, cookie, `${IMPORT_PATH}?job=${jobId}`);
    const planMs = performance.now() - t;
    mark("prueba", t);

    t = performance.now();
    const poll = probe(base, `/admin/imports/${jobId}/progress`, server.pid, { cookie }, 1000);
    const started = await post(base, cookie, new URLSearchParams({ intent: "import", job: jobId }));
    if (started.status !== 302) throw new Error(`importar respondió ${started.status}`);
    await getPage(base, cookie, `${IMPORT_PATH}?job=${jobId}`);
    // The end of the run, read from the poll's answers (a failed poll is counted there, not fatal).
    let progress: { status: string; counts: Record<string, number> | null } = { status: "running", counts: null };
    const deadline = performance.now() + 30 * 60_000;
    while ((progress.status === "running" || progress.status === "queued") && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      try {
        const res = await fetch(`${base}/admin/imports/${jobId}/progress`, { headers: { cookie } });
        progress = (await res.json()) as typeof progress;
      } catch {}
    }
    await getPage(base, cookie, `${IMPORT_PATH}?job=${jobId}`);
    const importMs = performance.now() - t;
    mark("importación", t);
    await poll.stop();
    for (const p of probes) await p.probe.stop();
    if (progress.status !== "done") throw new Error(`la importación terminó como ${progress.status}`);

    return {
      db,
      rows: options.rows,
      uploadMs,
      planMs,
      importMs,
      figures: phases.flatMap((phase) => probes.map((p) => figures(p.probe.samples, phase, p.path))),
      poll: figures(poll.samples, { name: "importación", from: t, to: performance.now() }, "progreso (admin)"),
      counts: progress.counts,
      ...(options.nice === undefined ? {} : { nice: options.nice }),
    };
  } finally {
    await server?.stop();
    await prepared.dispose();
  }
}

export interface HeldReport {
  db: DbKind;
  rows: number;
  /** The longest the event loop was held (ms of the thread's CPU) in each step. */
  uploadMs: number;
  planMs: number;
  importMs: number;
  seconds: { upload: number; plan: number; import: number };
}

/** The upload, the dry run (and its first page) and the run in this process, with a loop probe. */
export async function measureHeldInProcess(
  db: DbKind,
  options: { rows: number; postgresUrl: string },
): Promise<HeldReport> {
  const prepared = await prepareDatabase(db, "seed", {
    postgresUrl: options.postgresUrl,
    vacuumPglite: false,
    onDispose: () => () => {},
  });
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-import-held-"));
  const handle =
    db === "pglite"
      ? await openDatabase({ kind: "pglite", dataDir: path.join(prepared.serverEnv.DATA_DIR as string, "pgdata") })
      : await openDatabase({ kind: "postgres", url: prepared.serverEnv.DATABASE_URL as string });
  setDatabaseHandle(handle);
  setPrivateStorage(createLocalPrivateStorage(storageDir));
  // A server has answered pages before an import: read what they read (not what the import writes).
  await handle.db.select({ id: jobs.id }).from(jobs).limit(1);
  const probe = startLoopProbe();
  try {
    const file = generateBusinessCsv({
      rows: options.rows,
      broken: Math.round(options.rows / 100),
      duplicates: Math.round(options.rows / 100),
      prefix: 6,
    });
    const body = new FormData();
    body.set("intent", "upload");
    body.set("file", new Blob([file.csv], { type: "text/csv" }), "en-proceso.csv");
    const request = new Request("http://localhost/admin/businesses/bulk-import", { method: "POST", body });
    const multipart = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type")! },
      body: new Uint8Array(await request.arrayBuffer()),
    });
    probe.take();
    let t = performance.now();
    // What the page's action does with the upload.
    const form = await readForm(multipart, { maxBytes: IMPORT_MAX_BYTES + 64 * 1024 });
    const upload = await uploadImportFile(
      "businesses",
      { id: "demo-admin" },
      { name: "en-proceso.csv", bytes: new Uint8Array(await (form.get("file") as File).arrayBuffer()) },
    );
    if (!upload.ok) throw new Error(upload.problem.message);
    const uploadMs = probe.take();
    const uploadSeconds = (performance.now() - t) / 1000;

    t = performance.now();
    const job = (await getImportJob("businesses", upload.value.jobId))!;
    await planBusinessImport(upload.value.jobId, { mode: "create-update", mapping: job.details.mapping });
    await importRowsPage(upload.value.jobId, {
      q: "",
      sort: "row",
      dir: "asc",
      page: 1,
      size: 50,
      filters: { outcome: [] },
    });
    const planMs = probe.take();
    const planSeconds = (performance.now() - t) / 1000;

    t = performance.now();
    await handle.db.update(jobs).set({ status: "running" }).where(eq(jobs.id, upload.value.jobId));
    await runBusinessImport(upload.value.jobId);
    const importMs = probe.take();
    return {
      db,
      rows: options.rows,
      uploadMs,
      planMs,
      importMs,
      seconds: { upload: uploadSeconds, plan: planSeconds, import: (performance.now() - t) / 1000 },
    };
  } finally {
    probe.stop();
    setPrivateStorage(undefined);
    setDatabaseHandle(undefined);
    await handle.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
    await prepared.dispose();
  }
}

export function renderHeldReport(r: HeldReport): string {
  const worst = Math.max(r.uploadMs, r.planMs, r.importMs);
  return (
    `${r.db}, ${r.rows.toLocaleString("es-AR")} filas, en proceso: lo más que retuvo el hilo ` +
    `la subida ${r.uploadMs.toFixed(0)} ms (${r.seconds.upload.toFixed(1)} s), la prueba ${r.planMs.toFixed(0)} ms (${r.seconds.plan.toFixed(1)} s), ` +
    `la importación ${r.importMs.toFixed(0)} ms (${r.seconds.import.toFixed(1)} s): ` +
    `${worst.toFixed(0)} ms (objetivo < ${PAUSE_GOAL_MS} ms ${worst < PAUSE_GOAL_MS ? "✓" : "✗"})`
  );
}

export function renderPauseReport(r: PauseReport): string {
  const lines = [
    `${r.db}, ${r.rows.toLocaleString("es-AR")} filas: subida ${(r.uploadMs / 1000).toFixed(1)} s, prueba ${(r.planMs / 1000).toFixed(1)} s, importación ${(r.importMs / 1000).toFixed(1)} s`,
    `  resultado: ${JSON.stringify(r.counts)}`,
    "  fase          ruta                 pedidos   peor (ms)   p99 (ms)  CPU del servidor (ms)  errores",
  ];
  for (const f of [...r.figures, r.poll]) {
    lines.push(
      `  ${f.phase.padEnd(13)} ${f.path.padEnd(20)} ${String(f.requests).padStart(7)} ${f.worstMs.toFixed(0).padStart(11)} ${f.p99Ms.toFixed(0).padStart(10)} ${(f.worstServerCpuMs?.toFixed(0) ?? "?").padStart(22)}  ${f.errors.length ? [...new Set(f.errors)].join(", ") : "-"}`,
    );
  }
  const busy = r.figures.filter((f) => f.phase !== "en reposo");
  const worst = Math.max(...busy.map((f) => f.worstMs));
  const worstCpu = Math.max(...busy.map((f) => f.worstServerCpuMs ?? 0));
  lines.push(
    `  peor espera de un visitante durante subida, prueba e importación: ${worst.toFixed(0)} ms (objetivo < ${PAUSE_GOAL_MS} ms ${worst < PAUSE_GOAL_MS ? "✓" : "✗"}); ` +
      `de eso, lo más que corrió el hilo del servidor: ${worstCpu.toFixed(0)} ms ${worstCpu < PAUSE_GOAL_MS ? "✓" : "✗"}; carga de la máquina: ${os.loadavg()[0]!.toFixed(1)}${r.nice === undefined ? "" : `, servidor y cliente con nice ${r.nice}`}`,
  );
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, "import-pause.ts")) {
  const rows = Number(process.env.IMPORT_PAUSE_ROWS ?? 20_000);
  const port = Number(process.env.IMPORT_PAUSE_PORT ?? 3310);
  const postgresUrl = process.env.BENCH_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/postgres";
  const dbs = (process.env.IMPORT_PAUSE_DBS ?? "pglite,postgres").split(",") as DbKind[];
  const nice = process.env.IMPORT_PAUSE_NICE ? Number(process.env.IMPORT_PAUSE_NICE) : undefined;
  if (process.env.IMPORT_PAUSE_SERVER !== "0" && !fs.existsSync(path.join(root, "build/server/index.js"))) {
    console.error("Falta el build: corré `npx react-router build` primero");
    process.exit(1);
  }
  let current: ServerProcess | undefined;
  process.on("SIGINT", () => {
    current?.stop().finally(() => process.exit(130));
  });
  (async () => {
    for (const db of dbs) {
      if (db === "postgres") {
        const reach = await isPostgresReachable(postgresUrl);
        if (!reach.ok) {
          console.log(`PostgreSQL no disponible, omitido (${reach.reason})`);
          continue;
        }
      }
      console.log(renderHeldReport(await measureHeldInProcess(db, { rows, postgresUrl })));
      if (process.env.IMPORT_PAUSE_SERVER === "0") continue;
      const report = await measureImportPause(db, {
        rows,
        port,
        postgresUrl,
        nice,
        onServer: (s) => {
          current = s;
        },
      });
      console.log(renderPauseReport(report));
    }
  })()
    .then(() => process.exit(0))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
