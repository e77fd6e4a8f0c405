import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getConfig } from "../config.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Rejects when the database does not answer `select 1` within `timeoutMs` (/healthz). */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the raw instance (tests snapshot it with dumpDataDir). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * How long PostgreSQL may take, so a database that accepts connections and never answers makes
 * requests fail (503) instead of hang. Defaults come from the config (DB_*_TIMEOUT_MS).
 */
export interface DatabaseTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** Server-side cap per statement (statement_timeout); the client gives up a second later. */
  statementMs: number;
  /** Server-side cap on a transaction left open doing nothing (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number; timeouts?: DatabaseTimeouts }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

/** What the config says, for handles opened without explicit timeouts (tests, tools). */
export function configuredTimeouts(config = getConfig()): DatabaseTimeouts {
  return {
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** The /healthz ping's own limit: a load balancer wants an answer in a couple of seconds. */
/*
 * When the database client last lost a connection or failed to reach the database. On globalThis:
 * the server entry (which owns the pool) and the app bundle each load their own copy of this module.
 */
const lastFailureKey = Symbol.for("vilma.databaseLastFailure");
type WithLastFailure = typeof globalThis & { [lastFailureKey]?: number };

/** Every lost or refused connection is noted here. */
function noteDatabaseFailure(at = performance.now()): void {
  (globalThis as WithLastFailure)[lastFailureKey] = at;
}

/**
 * When this process last lost a connection or failed to reach the database (performance.now()),
 * for the outage answers (server/platform/http/database-outage.ts), which read it rather than being called.
 */
export function lastDatabaseFailure(): number {
  return (globalThis as WithLastFailure)[lastFailureKey] ?? Number.NEGATIVE_INFINITY;
}

export const PING_TIMEOUT_MS = 2_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const timeouts = options.timeouts ?? configuredTimeouts();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      // The server enforces statement_timeout; this one catches a server that stopped answering.
      query_timeout: timeouts.statementMs + 1_000,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => {
      noteDatabaseFailure();
      console.error(`PostgreSQL: conexión perdida (${error.message})`);
    });
    pool.on("connect", (client) => dropConnectionAfterReadTimeout(client));
    noteFailedConnects(pool);
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateWithoutStatementTimeout(options.url, timeouts.connectMs),
      ping: (timeoutMs = PING_TIMEOUT_MS) =>
        withTimeout(
          pool.query({ text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig).then(() => undefined),
          timeoutMs,
        ).catch((error: unknown) => {
          noteDatabaseFailure();
          throw error;
        }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which
    // never shrinks; a directory's working set fits in far less. PGlite runs on the server's thread:
    // filling each new 16 MB WAL file with zeros held it ~350 ms inside one COMMIT every few
    // thousand rows written (issue 21, an import); without, the file gets its size from its last
    // byte, as PostgreSQL documents, and reads back as zeros all the same.
    postgresqlconf: ["shared_buffers=16MB", "wal_init_zero=off"],
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: (timeoutMs = PING_TIMEOUT_MS) =>
      withTimeout(
        client.query("select 1").then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

/**
 * A query that timed out on the client is still running (or lost) on its connection, and every
 * later query on that connection would queue behind it. Closing the socket makes the pool drop the
 * connection (its "error" listener) and open a fresh one once the database answers again.
 */
function dropConnectionAfterReadTimeout(client: pg.PoolClient): void {
  // The pool listens for errors only on idle connections; one lost while checked out (closed
  // below, or dropped by the network) would otherwise be an unhandled 'error' event that ends the
  // process. Its queries get the error anyway, and the pool discards it on release.
  client.on("error", () => noteDatabaseFailure());
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === "function") {
      (result as Promise<unknown>).then(undefined, (error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") {
          noteDatabaseFailure();
          (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
        }
      });
    }
    return result;
  };
}

/**
 * A connection the pool could not open (refused, timed out) is reported to its caller only; the
 * outage classification also needs to know it happened (see rethrowAsOutage).
 */
function noteFailedConnects(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as { connect: unknown }).connect = (callback?: (error: unknown, ...rest: unknown[]) => void) => {
    if (callback) {
      return connect((error: unknown, ...rest: unknown[]) => {
        if (error) noteDatabaseFailure();
        callback(error, ...rest);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      noteDatabaseFailure();
      throw error;
    });
  };
}

/**
 * The advisory lock that lets only one process migrate at a time: several instances starting at
 * once (a deploy) wait for the first, then find nothing left to apply. Any fixed number works; this
 * one spells "vilma" in ASCII.
 */
export const MIGRATION_LOCK_ID = 0x76696c6d61;

/**
 * Migrations may rewrite a large table, which must not be cut by the app's statement timeout: they
 * run on a connection of their own, with only the connect timeout, holding MIGRATION_LOCK_ID (the
 * session ends with the connection, and the lock with it, even when a migration fails).
 */
async function migrateWithoutStatementTimeout(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs });
  client.on("error", () => {
    // A dropped connection fails the migration's pending query, which is what reports it.
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client, { schema, casing: "snake_case" }) as never, { migrationsFolder });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Rejects after `ms` with an error that the outage classification recognises. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`La base de datos no respondió en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One database per process. The handle lives on globalThis because the server entry (run by Node)
 * and the app bundle (built by Vite) each load their own copy of this module, and PGlite must never
 * open the same data folder twice.
 */
const globalKey = Symbol.for("vilma.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    const config = getConfig();
    g[globalKey] = openDatabase(
      config.DATABASE_URL
        ? { kind: "postgres", url: config.DATABASE_URL, timeouts: configuredTimeouts(config) }
        : { kind: "pglite", dataDir: path.join(config.dataDir, "pgdata") },
    );
  }
  return g[globalKey];
}

/** Tests and tools install their own handle (a per-file database) before any query runs. */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  (globalThis as GlobalWithDb)[globalKey] = handle ? Promise.resolve(handle) : undefined;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
