/** The bench's options, read from the environment once (see bench/README.md). */

export type DbKind = "pglite" | "postgres";
export type DatasetName = "seed" | "10k" | "50k";
/**
 * "search": the repeated mix (mostly the 30 s cache); "search-typing": distinct queries as people
 * type them (bench/search-typing.ts), which the cache cannot answer.
 */
export const PAGE_ENDPOINTS = [
  "search-typing",
  "search",
  "search-page",
  "home",
  "business",
  "ofertas",
  "article",
] as const;
/** The busy-Saturday check: the /search?q=pizza page with this many clients at once. */
export const SEARCH_PAGE_CONNECTIONS = 50;
/** Measured once per database (on the first dataset): they don't depend on the number of businesses. */
export const AUTH_ENDPOINTS = ["sign-in", "notifications"] as const;
/** The admin's business list (bench/admin-businesses.ts) and the CSV import, once per database (bench/admin-import.ts). */
export const ADMIN_ENDPOINTS = ["admin-businesses", "admin-import"] as const;
/**
 * `/healthz`: what the server answers doing nothing, measured first in every run; every other
 * endpoint's throughput is also reported as a fraction of it (the same server, the same moment).
 */
export const BASELINE_ENDPOINT = "healthz";
export const ENDPOINTS = [BASELINE_ENDPOINT, ...PAGE_ENDPOINTS, ...AUTH_ENDPOINTS, ...ADMIN_ENDPOINTS] as const;
export type EndpointName = (typeof ENDPOINTS)[number];

export interface BenchOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  datasets: DatasetName[];
  dbs: DbKind[];
  /**
   * Server processes (WEB_CONCURRENCY) to measure on PostgreSQL, each a run of its own (BENCH_WORKERS,
   * "1,2" by default). The embedded database is always one process.
   */
  workers: number[];
  /** Endpoints to measure (BENCH_ENDPOINTS); all by default. */
  endpoints: EndpointName[];
  postgresUrl: string;
  /**
   * Run VACUUM ANALYZE after seeding PGlite too. PGlite has no autovacuum: by default its tables keep
   * no planner statistics and the GIN indexes' pending lists are never flushed, as in a real deployment.
   */
  vacuumPglite: boolean;
  /** Lighthouse on the public pages (BENCH_LIGHTHOUSE): "on" once, "off", or "only" (no load runs). */
  lighthouse: "on" | "off" | "only";
}

export const DATASETS: Record<
  DatasetName,
  { bulk: { businesses: number; promotions: number } | null; postgresOnly?: boolean }
> = {
  seed: { bulk: null },
  "10k": { bulk: { businesses: 10_000, promotions: 20_000 } },
  // Two promotions per business, as at 10k. PGlite (one connection, in the server's process) is
  // for small sites: 50k is measured on PostgreSQL only.
  "50k": { bulk: { businesses: 50_000, promotions: 100_000 }, postgresOnly: true },
};

function list<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T[]): T[] {
  if (!raw?.trim()) return fallback;
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!allowed.includes(item as T))
      throw new Error(`${name}: valor desconocido "${item}" (válidos: ${allowed.join(", ")})`);
  }
  return [...new Set(items as T[])];
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (!raw?.trim()) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} debe ser un número positivo (recibido "${raw}")`);
  return n;
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  return {
    seconds: positive("BENCH_SECONDS", env.BENCH_SECONDS, 10),
    warmupSeconds: positive("BENCH_WARMUP_SECONDS", env.BENCH_WARMUP_SECONDS, 2),
    connections: Math.round(positive("BENCH_CONNECTIONS", env.BENCH_CONNECTIONS, 10)),
    datasets: list("BENCH_DATASETS", env.BENCH_DATASETS, ["seed", "10k", "50k"] as const, ["seed", "10k", "50k"]),
    dbs: list("BENCH_DBS", env.BENCH_DBS, ["pglite", "postgres"] as const, ["pglite", "postgres"]),
    workers: workerCounts(env.BENCH_WORKERS),
    endpoints: list("BENCH_ENDPOINTS", env.BENCH_ENDPOINTS, ENDPOINTS, [...ENDPOINTS]),
    postgresUrl: env.BENCH_DATABASE_URL?.trim() || "postgres://postgres@127.0.0.1:5432/postgres",
    vacuumPglite: env.BENCH_VACUUM === "1" || env.BENCH_VACUUM === "true",
    lighthouse: lighthouseMode(env.BENCH_LIGHTHOUSE),
  };
}

function workerCounts(raw: string | undefined): number[] {
  if (!raw?.trim()) return [1, 2];
  const counts = raw.split(",").map((s) => Math.round(positive("BENCH_WORKERS", s, 1)));
  return [...new Set(counts)].sort((a, b) => a - b);
}

function lighthouseMode(raw: string | undefined): BenchOptions["lighthouse"] {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "1" || value === "true" || value === "on") return "on";
  if (value === "0" || value === "false" || value === "off") return "off";
  if (value === "only") return "only";
  throw new Error(`BENCH_LIGHTHOUSE: valor desconocido "${raw}" (válidos: 1, 0, only)`);
}

/** The URL with its password hidden, for printing. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url;
  }
}
