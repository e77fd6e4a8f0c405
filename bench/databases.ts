/**
 * Prepares a throwaway database for one bench run, BEFORE the server starts: PGlite in a fresh temp
 * DATA_DIR, or a fresh `vilma_bench_<random>` database on PostgreSQL. Migrates, loads the demo data
 * and, for "10k", the bulk data; reads the business slugs the business-page endpoint rotates over.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { seedBulk } from "#server/demo/seed/bulk.ts";
import { seedDemoData } from "#server/demo/seed/index.ts";
import { isPublished } from "#server/magazine/published.ts";
import { configuredTimeouts, type DatabaseHandle, openDatabase } from "#server/platform/db/client.ts";
import { businesses, businessPromotions, categories, magazinePosts } from "#server/platform/db/schema.ts";
import { DATASETS, type DatasetName, type DbKind } from "./options.ts";

export interface PreparedDatabase {
  kind: DbKind;
  /** Extra environment for the server process (DATA_DIR or DATABASE_URL). */
  serverEnv: Record<string, string>;
  /** Where the data lives, for printing. */
  location: string;
  /** Up to 20 active business slugs, in a stable pseudo-random order. */
  slugs: string[];
  /** Published magazine article slugs, newest first (up to 10). */
  articleSlugs: string[];
  /** The names of active businesses and of categories (distinct): what people type into search. */
  searchPhrases: string[];
  counts: { businesses: number; activeBusinesses: number; businessPromotions: number };
  timings: {
    openMs: number;
    migrateMs: number;
    demoMs: number;
    bulkMs: number;
    vacuumMs: number;
    closeMs: number;
    totalMs: number;
  };
  /** Removes the data (temp folder or database). Idempotent; call after the server is stopped. */
  dispose(): Promise<void>;
}

export const BUSINESS_SLUG_SAMPLE = 20;

/** True when the admin database answers within a few seconds. */
export async function isPostgresReachable(adminUrl: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function prepareDatabase(
  kind: DbKind,
  dataset: DatasetName,
  options: { postgresUrl: string; vacuumPglite: boolean; onDispose: (fn: () => Promise<void>) => () => void },
): Promise<PreparedDatabase> {
  const started = performance.now();
  let serverEnv: Record<string, string>;
  let location: string;
  let handle: DatabaseHandle;
  let disposeData: () => Promise<void>;

  if (kind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-bench-"));
    disposeData = async () => fs.rmSync(dataDir, { recursive: true, force: true });
    serverEnv = { DATA_DIR: dataDir };
    location = dataDir;
    handle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pgdata") });
  } else {
    const name = `vilma_bench_${randomBytes(4).toString("hex")}`;
    await withAdmin(options.postgresUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    disposeData = () =>
      withAdmin(options.postgresUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    serverEnv = { DATABASE_URL: url.toString() };
    location = name;
    // Loading 50,000 businesses in one statement (and their search documents, written by the
    // triggers) takes longer than a request may: the server's statement limit does not apply here.
    const timeouts = { ...configuredTimeouts(), statementMs: 15 * 60_000, idleInTransactionMs: 15 * 60_000 };
    handle = await openDatabase({ kind: "postgres", url: url.toString(), max: 2, timeouts });
  }

  let disposed = false;
  const unregister = options.onDispose(async () => {
    if (disposed) return;
    disposed = true;
    await disposeData();
  });
  const dispose = async () => {
    unregister();
    if (disposed) return;
    disposed = true;
    await disposeData();
  };

  try {
    const timings = { openMs: 0, migrateMs: 0, demoMs: 0, bulkMs: 0, vacuumMs: 0, closeMs: 0, totalMs: 0 };
    timings.openMs = performance.now() - started;
    let t = performance.now();
    await handle.migrate();
    timings.migrateMs = performance.now() - t;

    t = performance.now();
    await seedDemoData(handle.db, { now: new Date() });
    timings.demoMs = performance.now() - t;

    const bulk = DATASETS[dataset].bulk;
    if (bulk) {
      t = performance.now();
      await seedBulk(handle.db, bulk);
      timings.bulkMs = performance.now() - t;
    }

    // PostgreSQL's autovacuum would vacuum and analyze the fresh tables at some moment during the
    // run (statistics, and the GIN indexes' pending lists flushed); do it now so every run measures
    // that steady state. PGlite has no autovacuum: only when asked (BENCH_VACUUM=1).
    if (kind === "postgres" || options.vacuumPglite) {
      t = performance.now();
      await handle.db.execute(sql`vacuum analyze`);
      timings.vacuumMs = performance.now() - t;
    }

    const slugRows = await handle.db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .orderBy(sql`md5(${businesses.slug})`)
      .limit(BUSINESS_SLUG_SAMPLE);
    const [countRow] = await handle.db
      .select({
        businesses: sql<number>`count(*)`.mapWith(Number),
        activeBusinesses: sql<number>`count(*) filter (where ${businesses.status} = 'active')`.mapWith(Number),
        businessPromotions: sql<number>`(select count(*) from ${businessPromotions})`.mapWith(Number),
      })
      .from(businesses);

    const articleRows = await handle.db
      .select({ slug: magazinePosts.slug })
      .from(magazinePosts)
      // What a visitor can open: a scheduled post is "published" with a date still to come (a 404 today).
      .where(isPublished(new Date()))
      .orderBy(desc(magazinePosts.publishedAt))
      .limit(10);

    const phraseRows = await handle.db
      .selectDistinct({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .union(handle.db.selectDistinct({ name: categories.name }).from(categories));

    t = performance.now();
    await handle.close();
    timings.closeMs = performance.now() - t;
    timings.totalMs = performance.now() - started;
    return {
      kind,
      serverEnv,
      location,
      slugs: slugRows.map((r) => r.slug),
      articleSlugs: articleRows.map((r) => r.slug),
      searchPhrases: phraseRows.map((r) => r.name).sort(),
      counts: countRow ?? { businesses: 0, activeBusinesses: 0, businessPromotions: 0 },
      timings,
      dispose,
    };
  } catch (error) {
    await handle.close().catch(() => {});
    await dispose().catch(() => {});
    throw error;
  }
}
