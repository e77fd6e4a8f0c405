/**
 * A scratch database for one stress run, made from scratch BEFORE the server starts: migrations,
 * the demo seed, then what the stress needs on top: many confirmed accounts with a password, and
 * extra active promotions so promotion events can go to distinct promotions (one view and one click
 * each: the counts then hold whether or not the server counts one event per visitor per hour).
 * PGlite: a fresh temp DATA_DIR. PostgreSQL: a fresh `vilma_stress_<random>` database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, sql } from "drizzle-orm";
import pg from "pg";
import { seedDemoData } from "#server/demo/seed/index.ts";
import { isPublished } from "#server/magazine/published.ts";
import { hashPassword } from "#server/platform/auth/password.ts";
import { type DatabaseHandle, openDatabase } from "#server/platform/db/client.ts";
import * as schema from "#server/platform/db/schema.ts";

export type DbKind = "pglite" | "postgres";
export const STRESS_PASSWORD = "estres-clave-larga-1234";

export interface StressDatabase {
  kind: DbKind;
  /** DATA_DIR (always, for mail and uploads) and DATABASE_URL for PostgreSQL. */
  serverEnv: Record<string, string>;
  users: { id: string; email: string }[];
  /** Active, publicly visible businesses none of the stress users owns. */
  businesses: { uuid: string; slug: string }[];
  /** Active promotions of active businesses. */
  promotions: string[];
  articleSlugs: string[];
  /** A connection for checks (PGlite: only while no server has the folder open). */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export function adminDatabaseUrl(): string {
  return process.env.STRESS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function prepareStressDatabase(
  kind: DbKind,
  options: { users: number; businesses: number; extraPromotions: number },
): Promise<StressDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vilma-stress-${kind}-`));
  let open: () => Promise<DatabaseHandle>;
  let dropDatabase = async () => {};
  const serverEnv: Record<string, string> = { DATA_DIR: dataDir };
  if (kind === "pglite") {
    open = () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pgdata") });
  } else {
    const name = `vilma_stress_${randomBytes(4).toString("hex")}`;
    await admin((c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(adminDatabaseUrl());
    url.pathname = `/${name}`;
    serverEnv.DATABASE_URL = url.toString();
    open = () => openDatabase({ kind: "postgres", url: url.toString(), max: 4 });
    dropDatabase = () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {});
  }
  const dispose = async () => {
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const handle = await open();
  try {
    const now = new Date();
    await handle.migrate();
    await seedDemoData(handle.db, { now });
    const { db } = handle;

    const password = await hashPassword(STRESS_PASSWORD);
    const users = Array.from({ length: options.users }, (_, i) => ({
      id: `estres-${String(i).padStart(4, "0")}`,
      email: `estres-${i}@vilma.test`,
    }));
    for (let start = 0; start < users.length; start += 200) {
      const batch = users.slice(start, start + 200);
      await db
        .insert(schema.users)
        .values(batch.map((u) => ({ id: u.id, email: u.email, name: `Estrés ${u.id}`, emailVerified: true })));
      await db.insert(schema.accounts).values(
        batch.map((u) => ({
          id: `${u.id}-credential`,
          accountId: u.id,
          providerId: "credential",
          userId: u.id,
          password,
        })),
      );
      await db
        .insert(schema.profiles)
        .values(batch.map((u) => ({ id: u.id, email: u.email, fullName: `Estrés ${u.id}` })));
    }

    const owned = sql`(select business_uuid from user_roles where business_uuid is not null)`;
    const businessRows = await db
      .select({ uuid: schema.businesses.uuid, slug: schema.businesses.slug })
      .from(schema.businesses)
      .where(sql`${schema.businesses.status} = 'active' and ${schema.businesses.uuid} not in ${owned}`)
      .orderBy(sql`md5(${schema.businesses.slug})`)
      .limit(options.businesses);

    const day = 86_400_000;
    const extra = Array.from({ length: options.extraPromotions }, (_, i) => ({
      id: randomUUID(),
      businessUuid: (businessRows[i % businessRows.length] as { uuid: string }).uuid,
      title: `Promo de estrés ${i}`,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + 30 * day),
    }));
    for (let start = 0; start < extra.length; start += 200) {
      await db.insert(schema.businessPromotions).values(extra.slice(start, start + 200));
    }

    const articles = await db
      .select({ slug: schema.magazinePosts.slug })
      .from(schema.magazinePosts)
      // What readers may open today (the demo data also schedules an article a few days ahead).
      .where(isPublished(now))
      .orderBy(desc(schema.magazinePosts.publishedAt))
      .limit(10);

    // The steady state a long-running PostgreSQL reaches through autovacuum (planner statistics).
    if (kind === "postgres") await db.execute(sql`vacuum analyze`);
    await handle.close();
    return {
      kind,
      serverEnv,
      users,
      businesses: businessRows,
      promotions: extra.map((p) => p.id),
      articleSlugs: articles.map((a) => a.slug),
      open,
      dispose,
    };
  } catch (error) {
    await handle.close().catch(() => {});
    await dispose();
    throw error;
  }
}
