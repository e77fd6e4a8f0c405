/**
 * The admin's business list (`/admin/businesses`, issue 12) under load: an admin signed in once,
 * then a mix of distinct URLs (filters, sorts, searches and pages: no one cached URL) against the
 * 10k dataset. Its throughput is reported as a fraction of `/healthz`'s in the same run, like every
 * endpoint's (bench/run.ts); the target is p95 < 100 ms.
 */
import type { LoadResult } from "./load.ts";

export const ADMIN_BUSINESSES_P95_MS = 100;
export const ADMIN_EMAIL = "admin@vilma.test";

const SEARCHES = ["farmacia", "pizz", "bv espa", "353", "cafe", "san martin", "kiosco", "-centro"];
const CATEGORIES = ["farmacias", "pizzerias", "gastronomia", "salud", "heladerias", "cafeterias"];
const BRANDS = ["farmacias-ctalamochita", "supermercados-la-cuenca", "tostadero-cafe"];
const SORTS = ["name&dir=asc", "name&dir=desc", "created", "updated", "status"];
const STATUSES = ["active", "pending", "suspended&status=inactive", "rejected"];

/** A fixed, varied set of list URLs (every one different), the same on every run. */
export function adminBusinessesPaths(): string[] {
  const paths = new Set<string>();
  const base = "/admin/businesses";
  for (const [i, sort] of SORTS.entries()) {
    for (const page of [1, 2, 7, 40, 200]) paths.add(`${base}?sort=${sort}&page=${page}&size=${[20, 50, 100][i % 3]}`);
  }
  for (const [i, q] of SEARCHES.entries()) {
    paths.add(`${base}?q=${encodeURIComponent(q)}&sort=${SORTS[i % SORTS.length]}`);
    paths.add(`${base}?q=${encodeURIComponent(q)}&page=2`);
  }
  for (const [i, category] of CATEGORIES.entries()) {
    paths.add(`${base}?category=${category}&sort=${SORTS[i % SORTS.length]}`);
    paths.add(`${base}?category=${category}&status=active&premium=${i % 2 ? "si" : "no"}&page=${1 + (i % 3)}`);
  }
  for (const brand of BRANDS) paths.add(`${base}?brand=${brand}`);
  for (const [i, status] of STATUSES.entries()) {
    paths.add(`${base}?status=${status}&sort=${SORTS[(i + 1) % SORTS.length]}`);
    paths.add(`${base}?status=${status}&owner=${i % 2 ? "si" : "no"}&city=Villa%20Nueva`);
  }
  paths.add(`${base}?owner=si`);
  paths.add(`${base}?premium=si&sort=updated`);
  return [...paths];
}

export interface AdminListFigures {
  p95: number;
  ok: boolean;
}

export function adminListFigures(list: LoadResult): AdminListFigures {
  return { p95: list.p95, ok: Number.isFinite(list.p95) && list.p95 < ADMIN_BUSINESSES_P95_MS };
}

export function renderAdminListFigures(f: AdminListFigures): string {
  return `admin-businesses: p95 ${f.p95.toFixed(1)} ms (objetivo < ${ADMIN_BUSINESSES_P95_MS} ms ${f.ok ? "✓" : "✗"})`;
}
