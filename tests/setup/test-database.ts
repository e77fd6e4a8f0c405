/**
 * Gives each integration test file its own copy of the seeded database and installs it as the
 * app's database, so server functions under test use it exactly as they do in production.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabaseHandle } from "#server/platform/db/client.ts";
import { adminUrl } from "./global-db.ts";

export function setupTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (process.env.TEST_DB_KIND === "postgres") {
      const base = process.env.DATABASE_URL as string;
      const name = `vilma_t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl(base) });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
      handle = await openDatabase({ kind: "postgres", url: adminUrl(base, name) });
      dropDatabase = async () => {
        // pg's pool.end() resolves before its sockets finish closing; a FORCE drop would kill them
        // mid-goodbye. Give them a moment, and force only as a last resort.
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch {
            await new Promise((resolve) => setTimeout(resolve, 50));
            if (attempt === 19) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          }
        }
        await admin.end();
      };
    } else {
      const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
      handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
    }
    setDatabaseHandle(handle);
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle?.close();
    await dropDatabase?.();
  });

  return () => {
    if (!handle) throw new Error("setupTestDatabase: la base todavía no está lista");
    return handle;
  };
}
