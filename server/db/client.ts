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
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Only for PGlite: the raw instance (tests snapshot it with dumpDataDir). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DatabaseOptions =
  | { kind: "postgres"; url: string; max?: number }
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => console.error(`PostgreSQL: conexión inactiva perdida (${error.message})`));
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which
    // never shrinks; a directory's working set fits in far less.
    postgresqlconf: ["shared_buffers=16MB"],
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
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
        ? { kind: "postgres", url: config.DATABASE_URL }
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
