/**
 * Migrates and seeds one database per run, once: a PGlite data-folder snapshot (PGlite's initdb
 * costs seconds, so test files load the snapshot instead) or a PostgreSQL template database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedDemoData } from "#server/demo/seed/index.ts";
import { openDatabase } from "#server/platform/db/client.ts";
import { TEST_NOW } from "./clock.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export function adminUrl(databaseUrl: string, database = "postgres"): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === "postgres") {
    const base = process.env.DATABASE_URL as string;
    const template = `vilma_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ kind: "postgres", url: adminUrl(base, template), max: 2 });
    await handle.migrate();
    await seedDemoData(handle.db, { now: TEST_NOW });
    await handle.db.execute(sql`VACUUM ANALYZE`);
    await handle.close();
    project.provide("postgresTemplate", template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  await seedDemoData(handle.db, { now: TEST_NOW });
  await handle.db.execute(sql`VACUUM ANALYZE`);
  const dump = await handle.pglite!.dumpDataDir("gzip");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vilma-test-")), "snapshot.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
