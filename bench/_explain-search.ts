// THROWAWAY: EXPLAIN ANALYZE of the unified search's SQL on a 10k database. Deleted after use.
import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Database, openDatabase, setDatabaseHandle } from "../server/db/client.ts";
import * as schema from "../server/db/schema.ts";
import { seedBulk } from "../server/db/seed/bulk.ts";
import { seedDemoData } from "../server/db/seed/index.ts";
import { getHomeSections } from "../server/home/home-sections.ts";
import { unifiedSearch as realSearch } from "../server/search/unified-search.ts";

const unifiedSearch = (q: string) => (q === "HOME" ? getHomeSections(new Date()) : realSearch(q));

const kind = process.argv[2] ?? "postgres";
const queries = (process.argv[3] ?? "farmacia,pizza,farmcia,2x1,galicia,super").split(",");
const captured: { query: string; params: unknown[] }[] = [];
const logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };

let run: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
let cleanup: () => Promise<void>;

if (kind === "postgres") {
  const admin = "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `vilma_explain_${randomBytes(3).toString("hex")}`;
  const a = new pg.Client(admin);
  await a.connect();
  await a.query(`create database "${name}"`);
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  const h = await openDatabase({ kind: "postgres", url });
  await h.migrate();
  await seedDemoData(h.db, { now: new Date() });
  if (!process.env.NOBULK) await seedBulk(h.db, { businesses: 10_000, promotions: 20_000 });
  await h.db.execute((process.env.VACUUM ? "vacuum analyze" : "analyze") as never);
  await h.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzlePg(pool, { schema, casing: "snake_case", logger }) as unknown as Database;
  setDatabaseHandle({ db, kind: "postgres", migrate: async () => {}, ping: async () => {}, close: () => pool.end() });
  const client = new pg.Client(url);
  await client.connect();
  run = (text, params) => client.query(text, params as never[]) as never;
  cleanup = async () => {
    await client.end();
    await pool.end();
    await a.query(`drop database "${name}" with (force)`);
    await a.end();
  };
} else {
  const h = await openDatabase({ kind: "pglite" });
  await h.migrate();
  await seedDemoData(h.db, { now: new Date() });
  if (!process.env.NOBULK) await seedBulk(h.db, { businesses: 10_000, promotions: 20_000 });
  if (process.env.ANALYZE) await h.pglite?.query(process.env.VACUUM ? "vacuum analyze" : "analyze");
  const client = h.pglite as PGlite;
  void pg_trgm;
  void unaccent;
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger }) as unknown as Database;
  setDatabaseHandle({ db, kind: "pglite", migrate: async () => {}, ping: async () => {}, close: () => client.close() });
  run = (text, params) => client.query(text, params) as never;
  cleanup = () => client.close();
}

for (const q of queries) {
  captured.length = 0;
  await unifiedSearch(q);
  const first = [...captured];
  // Time the whole search (warm), then each statement.
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) await unifiedSearch(q);
  const whole = (performance.now() - t0) / 10;
  const statements = first.filter((c) => !/^(begin|commit|set transaction)/i.test(c.query.trim()));
  console.log(`\n##### ${kind} q=${q}: unifiedSearch ${whole.toFixed(1)} ms (avg of 10), ${first.length} statements`);
  await run("begin", []);
  await run("select set_config('pg_trgm.word_similarity_threshold', '0.5', true)", []);
  for (const [i, s] of statements.entries()) {
    if (/set_config/.test(s.query)) {
      await run(s.query, s.params);
      continue;
    }
    const t = performance.now();
    for (let k = 0; k < 5; k++) await run(s.query, s.params);
    const ms = (performance.now() - t) / 5;
    console.log(`\n--- statement ${i} (${ms.toFixed(1)} ms avg of 5)\n${s.query}\nparams: ${JSON.stringify(s.params)}`);
    if (process.env.PLAN !== "0") {
      const plan = await run(`explain (analyze, buffers) ${s.query}`, s.params);
      console.log(plan.rows.map((r) => Object.values(r)[0]).join("\n"));
    }
  }
  await run("commit", []);
}
await cleanup();
