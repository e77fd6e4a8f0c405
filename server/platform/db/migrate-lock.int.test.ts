/**
 * Several instances starting at once on an empty PostgreSQL database all migrate it: one applies
 * the migrations while the others wait on the advisory lock, then find nothing left to do. Without
 * the lock two of them created the same tables at once and one start failed.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { adminUrl } from "#tests/setup/global-db.ts";
import { MIGRATION_LOCK_ID, openDatabase } from "./client.ts";

describe.runIf(process.env.TEST_DB_KIND === "postgres")("migrations started by several instances at once", () => {
  const base = process.env.DATABASE_URL as string;
  const name = `vilma_mig_${randomBytes(5).toString("hex")}`;
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("apply once, and every start succeeds", { timeout: 120_000 }, async () => {
    const admin = new pg.Client({ connectionString: adminUrl(base) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = adminUrl(base, name);
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: "postgres", url, max: 1 })));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const applied = await client.query(
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row: { n: number }) => row.n === 1)).toBe(true);
      // The lock was let go: nothing holds it once the starts are done.
      const held = await client.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1",
        [MIGRATION_LOCK_ID & 0xffffffff],
      );
      expect(held.rows[0].n).toBe(0);
      await client.end();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
