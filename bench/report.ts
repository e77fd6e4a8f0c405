/** The final table, the target checks and the JSON written to bench/results/latest.json. */

import type { HomeJsResult } from "../tooling/page-js.ts";
import { ADMIN_BUSINESSES_P95_MS, type AdminListFigures } from "./admin-businesses.ts";
import { PASSWORD_HASH, SIGN_IN_MIN_PER_CORE, type SignInRate } from "./auth.ts";
import type { CpuShare } from "./cpu.ts";
import type { PreparedDatabase } from "./databases.ts";
import type { LoadResult } from "./load.ts";
import type { BenchOptions, DatasetName, DbKind, EndpointName } from "./options.ts";

export type { EndpointName } from "./options.ts";

export interface EndpointReport {
  endpoint: EndpointName;
  paths: number;
  result: LoadResult;
  /** Error/fatal lines the server logged while this endpoint was measured (warm-up included). */
  serverErrorsLogged: number;
  /** CPU use during the measurement (see bench/cpu.ts); null when /proc is unavailable. */
  cpu: CpuShare | null;
  /** sign-in only: the rate per core the issue sets a floor for. */
  signInRate?: SignInRate;
  /** Requests per second as a fraction of /healthz's in the same run (null for /healthz itself). */
  fractionOfHealthz: number | null;
  /** The server's peak memory (VmHWM) once this endpoint was measured: which load raised it. */
  peakRssMbAfter: number | null;
  /** admin-businesses only: p95 against its target. */
  adminList?: AdminListFigures;
  /** search-typing only: the stream of distinct queries (bench/search-typing.ts). */
  typing?: { distinct: number; used: number; repeats: number; typoShare: number };
}

export interface RunReport {
  db: DbKind;
  dataset: DatasetName;
  /** Server processes (WEB_CONCURRENCY): 1 on PGlite; each count measured on PostgreSQL is a run. */
  workers: number;
  location: string;
  counts: { businesses: number; activeBusinesses: number; businessPromotions: number };
  preparation: PreparedDatabase["timings"];
  serverStartMs: number;
  endpoints: EndpointReport[];
  /** Server RSS right after /healthz answered, and its peak (VmHWM) at the end of the run. */
  startRssMb: number | null;
  peakRssMb: number | null;
  /** Endpoints that could not be measured in this run, and why. */
  skipped?: string[];
  error?: string;
}

export const TARGETS = {
  searchP95Ms: 20,
  /** Distinct queries as people type them, uncached (issue 13): p95 and share of /healthz's throughput. */
  searchTypingP95Ms: 20,
  searchTypingMinFraction: 0.25,
  homeP95Ms: 50,
  businessP95Ms: 30,
  ofertasP95Ms: 50,
  /** The /search?q=pizza page with 50 clients at once, demo data (issue 13's busy Saturday). */
  searchPageP99Ms: 100,
  /** Peak on PostgreSQL. */
  memoryMb: 250,
  /** On PGlite: peak above the server's footprint once started (PGlite opened, the app loaded). */
  pgliteGrowthMb: 150,
} as const;

/** The one way every endpoint's throughput is put beside the trivial endpoint's of the same run. */
export function fractionOfBaseline(result: LoadResult, baseline: LoadResult | null): number | null {
  if (!baseline || !(baseline.reqPerSec > 0)) return null;
  return result.reqPerSec / baseline.reqPerSec;
}

const pct = (fraction: number | null) => (fraction === null ? "–" : `${(fraction * 100).toFixed(1)} %`);

const mb = (bytes: number) => bytes / 1024 / 1024;
export const toMb = (bytes: number | null) => (bytes === null ? null : Math.round(mb(bytes) * 10) / 10);

export function errorCount(e: EndpointReport): number {
  return e.result.non2xx + e.result.connectionErrors + e.result.timeouts;
}

function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "–";
}

const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** The run's server: the database, and on PostgreSQL how many processes served ("postgres×2"). */
export function serverLabel(run: Pick<RunReport, "db" | "workers">): string {
  return run.db === "postgres" ? `postgres×${run.workers}` : run.db;
}

export interface TargetCheck {
  db: DbKind;
  label: string;
  dataset: DatasetName;
  checks: { name: string; value: number | null; limit: number; ok: boolean; unit: "ms" | "MB" | "%" }[];
}

export function targetChecks(runs: RunReport[]): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const run of runs) {
    if (run.error) continue;
    const p95 = (name: EndpointName) => run.endpoints.find((e) => e.endpoint === name)?.result.p95 ?? null;
    const check = (name: string, value: number | null, limit: number, unit: "ms" | "MB" = "ms") => ({
      name,
      value,
      limit,
      unit,
      ok: value !== null && Number.isFinite(value) && value < limit,
    });
    if (run.dataset === "seed") {
      const searchPage = run.endpoints.find((e) => e.endpoint === "search-page");
      if (searchPage) {
        out.push({
          db: run.db,
          label: serverLabel(run),
          dataset: run.dataset,
          checks: [check("search-page p99 (50 clientes)", searchPage.result.p99, TARGETS.searchPageP99Ms)],
        });
      }
      continue;
    }
    if (run.dataset !== "10k") continue;
    const memory =
      run.db === "postgres"
        ? check("memory", run.peakRssMb, TARGETS.memoryMb, "MB")
        : check(
            "memory above start",
            run.peakRssMb === null || run.startRssMb === null ? null : run.peakRssMb - run.startRssMb,
            TARGETS.pgliteGrowthMb,
            "MB",
          );
    const typing = run.endpoints.find((e) => e.endpoint === "search-typing");
    const typingFraction = typing?.fractionOfHealthz ?? null;
    out.push({
      db: run.db,
      label: serverLabel(run),
      dataset: run.dataset,
      checks: [
        ...(typing
          ? [
              check("search-typing p95", typing.result.p95, TARGETS.searchTypingP95Ms),
              {
                name: "search-typing req/s ÷ healthz",
                value: typingFraction === null ? null : typingFraction * 100,
                limit: TARGETS.searchTypingMinFraction * 100,
                unit: "%" as const,
                ok: typingFraction !== null && typingFraction >= TARGETS.searchTypingMinFraction,
              },
            ]
          : []),
        check("search p95", p95("search"), TARGETS.searchP95Ms),
        check("home p95", p95("home"), TARGETS.homeP95Ms),
        check("business p95", p95("business"), TARGETS.businessP95Ms),
        check("ofertas p95", p95("ofertas"), TARGETS.ofertasP95Ms),
        ...(p95("admin-businesses") === null
          ? []
          : [check("admin-businesses p95", p95("admin-businesses"), ADMIN_BUSINESSES_P95_MS)]),
        memory,
      ],
    });
  }
  return out;
}

/**
 * How cost grows with the data: per database and endpoint, p95 and the fraction of /healthz on each
 * dataset side by side (seed, 10k, 50k), plus the server's peak memory.
 */
export function renderScaling(runs: RunReport[]): string {
  const lines: string[] = ["Scaling: p95 ms / req/s as % of /healthz in the same run"];
  const ok = runs.filter((r) => !r.error);
  for (const db of [...new Set(ok.map(serverLabel))]) {
    const mine = ok.filter((r) => serverLabel(r) === db);
    const datasets = mine.map((r) => r.dataset);
    lines.push(
      [
        db.padEnd(17),
        ...datasets.map((d, i) => `${d} (${mine[i]?.counts.activeBusinesses ?? "?"} active)`.padStart(24)),
      ].join(" "),
    );
    const endpoints = [...new Set(mine.flatMap((r) => r.endpoints.map((e) => e.endpoint)))];
    for (const endpoint of endpoints) {
      const cells = mine.map((r) => {
        const e = r.endpoints.find((x) => x.endpoint === endpoint);
        if (!e) return "–".padStart(24);
        const rate = endpoint === "healthz" ? `${fmt(e.result.reqPerSec, 0)} req/s` : pct(e.fractionOfHealthz);
        return `${fmt(e.result.p95)} ms / ${rate}`.padStart(24);
      });
      lines.push([`  ${endpoint}`.padEnd(17), ...cells].join(" "));
    }
    lines.push(
      [
        "  peak memory".padEnd(17),
        ...mine.map((r) => `${r.peakRssMb === null ? "?" : fmt(r.peakRssMb, 0)} MB`.padStart(24)),
      ].join(" "),
    );
  }
  return lines.join("\n");
}

/**
 * One process against several on the same database and data: per endpoint, requests/s and their
 * fraction of /healthz for each worker count side by side, and the throughput against one process.
 */
export function renderWorkers(runs: RunReport[]): string {
  const ok = runs.filter((r) => !r.error);
  const groups = [...new Set(ok.map((r) => `${r.db}/${r.dataset}`))]
    .map((key) => ok.filter((r) => `${r.db}/${r.dataset}` === key).sort((a, b) => a.workers - b.workers))
    .filter((group) => group.length > 1);
  if (groups.length === 0) return "Workers: una sola cantidad de procesos medida (BENCH_WORKERS)";
  const lines = ["Workers: req/s (÷ /healthz of the same run) and throughput against 1 process"];
  for (const group of groups) {
    const first = group[0] as RunReport;
    lines.push(
      [
        `${first.db}/${first.dataset}`.padEnd(17),
        ...group.map((r) => `${r.workers} ${r.workers === 1 ? "process" : "processes"}`.padStart(22)),
        ...group.slice(1).map((r) => `×${r.workers} ÷ ×${first.workers}`.padStart(10)),
      ].join(" "),
    );
    const endpoints = [...new Set(group.flatMap((r) => r.endpoints.map((e) => e.endpoint)))];
    for (const endpoint of endpoints) {
      const found = group.map((r) => r.endpoints.find((e) => e.endpoint === endpoint));
      const base = found[0]?.result.reqPerSec;
      lines.push(
        [
          `  ${endpoint}`.padEnd(17),
          ...found.map((e) =>
            (e
              ? `${fmt(e.result.reqPerSec, 0)} (${endpoint === "healthz" ? "100 %" : pct(e.fractionOfHealthz)})`
              : "–"
            ).padStart(22),
          ),
          ...found.slice(1).map((e) => (e && base ? `${fmt(e.result.reqPerSec / base, 2)}×` : "–").padStart(10)),
        ].join(" "),
      );
    }
    lines.push(
      [
        "  peak memory".padEnd(17),
        ...group.map((r) => `${r.peakRssMb === null ? "?" : fmt(r.peakRssMb, 0)} MB`.padStart(22)),
      ].join(" "),
    );
  }
  return lines.join("\n");
}

export function renderTable(options: BenchOptions, runs: RunReport[], homeJs: HomeJsResult | null): string {
  const lines: string[] = [];
  lines.push(`Vilma bench (${options.connections} connections, ${options.seconds} s per endpoint)`);
  const header = [
    "server".padEnd(11),
    "data".padEnd(6),
    "endpoint".padEnd(14),
    "p50 ms".padStart(7),
    "p95 ms".padStart(7),
    "p99 ms".padStart(7),
    "max ms".padStart(7),
    "req/s".padStart(8),
    "÷healthz".padStart(9),
    "errors".padStart(7),
    "cpu srv/gen/other %".padStart(20),
  ].join(" ");
  lines.push(header);
  for (const run of runs) {
    if (run.error) {
      lines.push(`${serverLabel(run).padEnd(11)} ${run.dataset.padEnd(6)} FALLÓ: ${run.error.split("\n")[0]}`);
      continue;
    }
    for (const e of run.endpoints) {
      const r = e.result;
      const errors = errorCount(e);
      lines.push(
        [
          serverLabel(run).padEnd(11),
          run.dataset.padEnd(6),
          e.endpoint.padEnd(14),
          fmt(r.p50).padStart(7),
          fmt(r.p95).padStart(7),
          fmt(r.p99).padStart(7),
          fmt(r.max, 0).padStart(7),
          fmt(r.reqPerSec, 0).padStart(8),
          pct(e.fractionOfHealthz).padStart(9),
          `${errors}${errors > 0 || e.serverErrorsLogged > 0 ? " !!" : ""}`.padStart(7),
          (e.cpu
            ? `${fmt(e.cpu.serverPct, 0)}/${fmt(e.cpu.loadGeneratorPct, 0)}/${fmt(e.cpu.otherPct, 0)}`
            : "–"
          ).padStart(20),
        ].join(" "),
      );
    }
  }

  const mem = runs
    .filter((r) => !r.error)
    .map(
      (r) =>
        `${serverLabel(r)}/${r.dataset} ${r.peakRssMb === null ? "?" : fmt(r.peakRssMb, 0)} MB` +
        ` (${r.startRssMb === null ? "?" : fmt(r.startRssMb, 0)} MB after start)`,
    );
  if (mem.length) lines.push(`peak memory (server VmHWM): ${mem.join(", ")}`);

  if (homeJs) {
    const kb = homeJs.totalGzipBytes / 1024;
    lines.push(
      `home JS (gzip): ${fmt(kb)} KB in ${homeJs.assets.length} files (budget ${homeJs.budgetKb} KB) ${mark(homeJs.withinBudget)}`,
    );
  } else {
    lines.push("home JS (gzip): no medido");
  }

  const targets = targetChecks(runs);
  if (targets.length === 0) lines.push("targets: no medidos (ni seed con search-page ni 10k corridos)");
  for (const t of targets) {
    const parts = t.checks.map(
      (c) =>
        `${c.name} ${c.value === null ? "?" : fmt(c.value)} ${c.unit} ${c.unit === "%" ? "≥" : "<"} ${c.limit} ${mark(c.ok)}`,
    );
    lines.push(`targets at ${t.dataset} (${t.label}): ${parts.join(", ")}`);
  }

  for (const run of runs) {
    for (const e of run.endpoints) {
      const rate = e.signInRate;
      if (!rate) continue;
      lines.push(
        `sign-in (${serverLabel(run)}): ${fmt(rate.perCore)} per second per core (${fmt(e.result.reqPerSec, 0)}/s ÷ ${rate.cores} cores` +
          `${rate.perServerCore ? `; ${fmt(rate.perServerCore)} per core the server kept busy` : ""}), ` +
          `${rate.hash}, floor > ${rate.minPerCore} ${mark(rate.ok)}`,
      );
    }
    for (const reason of run.skipped ?? []) lines.push(`${serverLabel(run)}/${run.dataset}: ${reason}`);
  }
  if (!runs.some((r) => r.endpoints.some((e) => e.signInRate))) {
    lines.push(`sign-in: no medido (${PASSWORD_HASH}, mínimo ${SIGN_IN_MIN_PER_CORE} por segundo por núcleo)`);
  }

  const busy = runs.flatMap((r) =>
    r.endpoints
      .filter((e) => e.cpu && e.cpu.otherPct >= 15 && r.db === "pglite")
      .map((e) => `${serverLabel(r)}/${r.dataset}/${e.endpoint} ${fmt(e.cpu?.otherPct ?? 0, 0)}%`),
  );
  if (busy.length) {
    lines.push(`⚠ other processes used the CPU during: ${busy.join(", ")} (of the whole machine; numbers are skewed)`);
  }
  lines.push(
    "cpu = share of the whole machine: server process / load generator / everything else (on postgres rows, 'other' includes PostgreSQL itself)",
  );

  const problems: string[] = [];
  for (const run of runs) {
    for (const e of run.endpoints) {
      const errs = errorCount(e);
      if (errs > 0) {
        problems.push(
          `${serverLabel(run)}/${run.dataset}/${e.endpoint}: ${e.result.non2xx} respuestas no-2xx ${JSON.stringify(e.result.statusCodes)}, ${e.result.connectionErrors} errores de conexión, ${e.result.timeouts} timeouts`,
        );
      }
      if (e.serverErrorsLogged > 0) {
        problems.push(
          `${serverLabel(run)}/${run.dataset}/${e.endpoint}: el servidor registró ${e.serverErrorsLogged} errores`,
        );
      }
      for (const issue of e.result.consistencyIssues)
        problems.push(`${serverLabel(run)}/${run.dataset}/${e.endpoint}: ${issue}`);
    }
  }
  if (problems.length) {
    lines.push("");
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
    lines.push("!! ATENCIÓN: hubo errores durante la medición (deben ser 0):");
    for (const p of problems) lines.push(`!!   ${p}`);
    lines.push("!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!");
  }
  return lines.join("\n");
}

export function renderHomeJs(homeJs: HomeJsResult): string {
  const lines = [
    `JS de la home: ${fmt(homeJs.totalGzipBytes / 1024)} KB gzip (${fmt(homeJs.totalBytes / 1024)} KB sin comprimir), presupuesto ${homeJs.budgetKb} KB gzip ${mark(homeJs.withinBudget)}`,
  ];
  const sorted = [...homeJs.assets].sort((a, b) => b.gzipBytes - a.gzipBytes);
  for (const a of sorted) {
    const path = new URL(a.url).pathname;
    lines.push(`  ${fmt(a.gzipBytes / 1024).padStart(7)} KB  ${path}  (${a.via})`);
  }
  if (homeJs.notPreloaded.length) {
    lines.push(`  ⚠ importados pero sin modulepreload (cascada de descargas): ${homeJs.notPreloaded.length}`);
  }
  if (homeJs.crossOrigin.length) lines.push(`  scripts de otro origen (no sumados): ${homeJs.crossOrigin.join(", ")}`);
  return lines.join("\n");
}
