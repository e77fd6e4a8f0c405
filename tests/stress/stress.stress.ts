/**
 * `npm run test:stress` (not part of `npm test`): the production server (`node server.ts`, the build
 * in build/) on a scratch database made from scratch (migrations + demo seed), on PGlite and, when
 * reachable, PostgreSQL (STRESS_DBS=pglite,postgres to choose):
 *
 * - load: STRESS_CLIENTS (200) people for STRESS_SECONDS (60) over the public pages, the search
 *   API and signed-in writes (favourite toggle, review), see load.ts. Zero errors (anything but
 *   2xx/3xx, 429 included: nothing in this mix should meet a limiter), p99 < 250 ms per route on
 *   PostgreSQL; PGlite is reported beside it (one process, one connection: no target).
 * - crash: 1,500 writes (favourites, reviews, promotion views and clicks) sent 500 at a time,
 *   kill -9 once a third were answered, restart: every acknowledged (2xx) write is there, nothing
 *   appears that was never sent, and the counters equal their rows.
 *
 * The summary is printed and written to stress-report.json at the repository root (git-ignored).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createAgent, formPost, pool, send, signIn } from "./http-client.ts";
import { type LoadRoute, type RouteStats, runLoad } from "./load.ts";
import {
  type DbKind,
  postgresReachable,
  prepareStressDatabase,
  STRESS_PASSWORD,
  type StressDatabase,
} from "./prepare.ts";
import { startStressServer } from "./stress-server.ts";

const SECONDS = Number(process.env.STRESS_SECONDS ?? 60);
const CLIENTS = Number(process.env.STRESS_CLIENTS ?? 200);
const THINK_MS = Number(process.env.STRESS_THINK_MS ?? 1000);
/** Not measured: the first requests compile code paths and fill caches, as after any deploy. */
const WARMUP_SECONDS = Number(process.env.STRESS_WARMUP_SECONDS ?? 5);
const P99_TARGET_MS = 250;
const CRASH_USERS = 25;
const CRASH_BUSINESSES = 20;
const CRASH_PROMOTIONS = 250;
const CRASH_CONCURRENCY = 500;
const LOAD_BUSINESSES = 20;
const BASE_PORT = Number(process.env.STRESS_PORT ?? 3910);
const SEARCH_TERMS = ["farmacia", "pizza", "cafe", "heladeria", "veterinaria", "gomeria", "super", "2x1", "abogado"];

const requestedDbs = (process.env.STRESS_DBS ?? "pglite,postgres").split(",").map((s) => s.trim()) as DbKind[];
const postgresUp = requestedDbs.includes("postgres") ? await postgresReachable() : false;
const dbs = requestedDbs.filter((kind) => kind === "pglite" || postgresUp);

interface CrashLine {
  write: string;
  sent: number;
  acknowledged: number;
  found: number;
  /** Acknowledged but not found after the restart: must be 0. */
  lost: number;
  /** Found but never sent (or found with another value): must be 0. */
  phantom: number;
}

const report: {
  startedAt: string;
  settings: Record<string, number | string>;
  /** Load, generator included, shares the machine: its 1-minute load average at the end of each run. */
  load: Record<string, { routes: RouteStats[]; durationS: number; loadAverage: number; cores: number }>;
  crash: Record<string, { lines: CrashLine[]; answeredBeforeKill: number; restartMs: number; consistency: string[] }>;
  durationS?: number;
} = {
  startedAt: new Date().toISOString(),
  settings: {
    seconds: SECONDS,
    clients: CLIENTS,
    thinkMs: THINK_MS,
    p99TargetMs: P99_TARGET_MS,
    crashConcurrency: CRASH_CONCURRENCY,
  },
  load: {},
  crash: {},
};
const started = performance.now();

afterAll(() => {
  report.durationS = Math.round((performance.now() - started) / 1000);
  fs.writeFileSync(path.resolve("stress-report.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.log(summary());
});

function summary(): string {
  const lines: string[] = [
    "",
    `Stress (${report.durationS} s en total; ${CLIENTS} clientes, ${SECONDS} s, pausa ${THINK_MS} ms)`,
  ];
  for (const [kind, load] of Object.entries(report.load)) {
    lines.push(
      "",
      `Carga en ${kind} (carga media de la máquina ${load.loadAverage.toFixed(1)} en ${load.cores} núcleos):`,
    );
    lines.push(
      `  ${"ruta".padEnd(14)} ${"pedidos".padStart(8)} ${"errores".padStart(8)} ${"reint.".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"máx ms".padStart(8)}`,
    );
    for (const r of load.routes) {
      lines.push(
        `  ${r.route.padEnd(14)} ${String(r.requests).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.retries).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}`,
      );
      for (const sample of r.samples) lines.push(`      ${sample}`);
    }
  }
  for (const [kind, crash] of Object.entries(report.crash)) {
    lines.push(
      "",
      `kill -9 en ${kind} (${crash.answeredBeforeKill} respondidos antes del kill; reinicio en ${crash.restartMs} ms):`,
    );
    lines.push(
      `  ${"escritura".padEnd(12)} ${"enviadas".padStart(9)} ${"confirm.".padStart(9)} ${"halladas".padStart(9)} ${"perdidas".padStart(9)} ${"fantasma".padStart(9)}`,
    );
    for (const l of crash.lines) {
      lines.push(
        `  ${l.write.padEnd(12)} ${String(l.sent).padStart(9)} ${String(l.acknowledged).padStart(9)} ${String(l.found).padStart(9)} ${String(l.lost).padStart(9)} ${String(l.phantom).padStart(9)}`,
      );
    }
    for (const problem of crash.consistency) lines.push(`  ✗ ${problem}`);
  }
  return lines.join("\n");
}

async function rows<T>(database: StressDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  const handle = await database.open();
  try {
    return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  } finally {
    await handle.close();
  }
}

describe.each(dbs)("stress on %s", (kind) => {
  let database: StressDatabase;
  const port = BASE_PORT + dbs.indexOf(kind);
  const logFile = path.resolve(`test-results/stress-${kind}.log`);
  const cookies: string[] = [];

  it("prepares a database from scratch and signs the stress accounts in", async () => {
    fs.rmSync(logFile, { force: true });
    database = await prepareStressDatabase(kind, {
      users: Math.max(CLIENTS, CRASH_USERS),
      businesses: LOAD_BUSINESSES + CRASH_BUSINESSES,
      extraPromotions: CRASH_PROMOTIONS,
    });
    expect(database.businesses).toHaveLength(LOAD_BUSINESSES + CRASH_BUSINESSES);
    const server = await startStressServer({ port, env: database.serverEnv, logFile });
    try {
      const agent = createAgent(8);
      cookies.push(
        ...(await pool(database.users, 4, (user) => signIn(server.baseUrl, agent, user.email, STRESS_PASSWORD))),
      );
      agent.destroy();
    } finally {
      await server.stop();
    }
  }, 600_000);

  it(
    `load: ${CLIENTS} clients for ${SECONDS} s, zero errors${kind === "postgres" ? `, p99 < ${P99_TARGET_MS} ms` : ""}`,
    async () => {
      const server = await startStressServer({ port, env: database.serverEnv, logFile });
      const businesses = database.businesses.slice(0, LOAD_BUSINESSES);
      const article = database.articleSlugs[0];
      const any = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
      const clients = Array.from({ length: CLIENTS }, (_, i) => ({
        cookie: cookies[i] as string,
        favorites: new Map<string, boolean>(),
        agent: createAgent(2),
      }));
      type Client = (typeof clients)[number];
      const routes: LoadRoute<Client>[] = [
        { name: "/", weight: 15, request: () => ({ path: "/" }) },
        {
          name: "/search",
          weight: 10,
          request: () => ({ path: `/search?q=${encodeURIComponent(any(SEARCH_TERMS))}` }),
        },
        { name: "/:slug", weight: 20, request: () => ({ path: `/${any(businesses).slug}` }) },
        { name: "/ofertas", weight: 10, request: () => ({ path: "/ofertas" }) },
        {
          name: "/magazine",
          weight: 5,
          request: () => ({ path: article && Math.random() < 0.5 ? `/magazine/${article}` : "/magazine" }),
        },
        {
          name: "/api/search",
          weight: 20,
          request: () => ({ path: `/api/search?q=${encodeURIComponent(any(SEARCH_TERMS))}` }),
        },
        {
          name: "favorito",
          weight: 10,
          request: (client) => {
            const business = any(businesses).uuid;
            const add = !client.favorites.get(business);
            client.favorites.set(business, add);
            return formPost(
              server.baseUrl,
              "/api/favorites",
              { businessUuid: business, intent: add ? "add" : "remove" },
              client.cookie,
            );
          },
        },
        {
          name: "reseña",
          weight: 10,
          request: (client) =>
            formPost(
              server.baseUrl,
              "/api/reviews",
              {
                intent: "save",
                businessUuid: any(businesses).uuid,
                rating: String(1 + Math.floor(Math.random() * 5)),
                comment: "Muy buena atención, volvería.",
              },
              client.cookie,
            ),
        },
      ];
      const loadStarted = performance.now();
      let stats: RouteStats[];
      try {
        if (WARMUP_SECONDS > 0) {
          const warmup = await runLoad({
            origin: server.baseUrl,
            agentOf: (client) => client.agent,
            clients,
            seconds: WARMUP_SECONDS,
            thinkMs: THINK_MS,
            routes,
          });
          // A warm-up error is still an error.
          expect(warmup.filter((r) => r.errors > 0).map((r) => r.samples)).toEqual([]);
        }
        stats = await runLoad({
          origin: server.baseUrl,
          agentOf: (client) => client.agent,
          clients,
          seconds: SECONDS,
          thinkMs: THINK_MS,
          routes,
        });
      } finally {
        for (const client of clients) client.agent.destroy();
        await server.stop();
      }
      const sorted = stats;
      report.load[kind] = {
        routes: sorted,
        durationS: Math.round((performance.now() - loadStarted) / 1000),
        loadAverage: os.loadavg()[0] as number,
        cores: os.availableParallelism(),
      };
      expect(sorted.every((r) => r.requests > 0)).toBe(true);
      expect(Object.fromEntries(sorted.map((r) => [r.route, r.errors]))).toEqual(
        Object.fromEntries(sorted.map((r) => [r.route, 0])),
      );
      if (kind === "postgres") {
        const slow = sorted.filter((r) => !(r.p99 < P99_TARGET_MS)).map((r) => `${r.route} p99 ${r.p99} ms`);
        expect(slow).toEqual([]);
      }
    },
    SECONDS * 1000 + 300_000,
  );

  it(`crash: kill -9 under ${CRASH_CONCURRENCY} concurrent writes, every acknowledged write is there after restart`, async () => {
    const server = await startStressServer({ port, env: database.serverEnv, logFile });
    const users = database.users.slice(0, CRASH_USERS).map((u, i) => ({ ...u, cookie: cookies[i] as string }));
    const businesses = database.businesses.slice(LOAD_BUSINESSES);
    const rating = (u: number, b: number) => 1 + ((u * 7 + b * 3) % 5);

    type Write = { kind: "favorito" | "reseña" | "vista" | "clic"; key: string; request: ReturnType<typeof formPost> };
    const writes: Write[] = [];
    users.forEach((user, u) => {
      businesses.forEach((business, b) => {
        const key = `${user.id}|${business.uuid}`;
        writes.push({
          kind: "favorito",
          key,
          request: formPost(
            server.baseUrl,
            "/api/favorites",
            { businessUuid: business.uuid, intent: "add" },
            user.cookie,
          ),
        });
        writes.push({
          kind: "reseña",
          key: `${key}|${rating(u, b)}`,
          request: formPost(
            server.baseUrl,
            "/api/reviews",
            { intent: "save", businessUuid: business.uuid, rating: String(rating(u, b)), comment: `Reseña ${u}-${b}` },
            user.cookie,
          ),
        });
      });
    });
    for (const promotion of database.promotions) {
      for (const [kindName, type] of [
        ["vista", "view"],
        ["clic", "click"],
      ] as const) {
        writes.push({
          kind: kindName,
          key: promotion,
          request: {
            method: "POST",
            path: `/api/promotions/${promotion}/events`,
            body: JSON.stringify({ type, referrer: "/ofertas" }),
            headers: { "content-type": "application/json", origin: server.baseUrl, "sec-fetch-site": "same-origin" },
          },
        });
      }
    }
    // Shuffled, so the kill lands in the middle of every kind of write.
    for (let i = writes.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [writes[i], writes[j]] = [writes[j] as Write, writes[i] as Write];
    }

    const agent = createAgent(CRASH_CONCURRENCY);
    const acknowledged = new Set<Write>();
    const unexpected: string[] = [];
    let answered = 0;
    let killed = false;
    const killAt = Math.floor(writes.length / 3);
    let kill: Promise<void> | undefined;
    await pool(writes, CRASH_CONCURRENCY, async (write) => {
      if (killed) return;
      try {
        const answer = await send(server.baseUrl, agent, write.request);
        answered++;
        if (answer.status >= 200 && answer.status < 300) acknowledged.add(write);
        else if (unexpected.length < 5)
          unexpected.push(`${answer.status} ${write.request.path} ${answer.body.slice(0, 120)}`);
      } catch {
        // Reset by the kill: not acknowledged, may or may not have been written.
      }
      if (!killed && answered >= killAt) {
        killed = true;
        kill = server.kill9();
      }
    });
    await kill;
    agent.destroy();
    const answeredBeforeKill = answered;
    expect(killed).toBe(true);
    expect(unexpected).toEqual([]);

    const restartStarted = performance.now();
    const restarted = await startStressServer({ port, env: database.serverEnv, logFile });
    const restartMs = Math.round(performance.now() - restartStarted);
    const consistency: string[] = [];
    try {
      // Through the app first: each person's favourites as the API answers them after the restart.
      const check = createAgent(8);
      for (const user of users) {
        const answer = await send(restarted.baseUrl, check, {
          path: "/api/favorites",
          headers: { cookie: user.cookie, accept: "application/json" },
        });
        expect(answer.status, `GET /api/favorites de ${user.id}`).toBe(200);
        const listed = new Set((JSON.parse(answer.body) as { favorites: string[] }).favorites);
        for (const write of acknowledged) {
          if (
            write.kind === "favorito" &&
            write.key.startsWith(`${user.id}|`) &&
            !listed.has(write.key.split("|")[1] as string)
          ) {
            consistency.push(`favorito confirmado ausente en la API: ${write.key}`);
          }
        }
      }
      check.destroy();
    } finally {
      await restarted.stop();
    }

    // Then the database itself (the server is stopped: PGlite can be opened by one process only).
    const uuids = businesses.map((b) => b.uuid);
    const inList = sql.join(
      uuids.map((u) => sql`${u}::uuid`),
      sql`, `,
    );
    const userIds = sql.join(
      users.map((u) => sql`${u.id}`),
      sql`, `,
    );
    const favourites = await rows<{ k: string }>(
      database,
      sql`select user_id || '|' || business_uuid as k from favorites where business_uuid in (${inList}) and user_id in (${userIds})`,
    );
    const reviews = await rows<{ k: string }>(
      database,
      sql`select user_id || '|' || business_uuid || '|' || rating as k from business_reviews where business_uuid in (${inList}) and user_id in (${userIds})`,
    );
    const promotionIds = sql.join(
      database.promotions.map((p) => sql`${p}::uuid`),
      sql`, `,
    );
    const counters = await rows<{ id: string; views: number; clicks: number; viewRows: number; clickRows: number }>(
      database,
      sql`select p.id::text as id, p.views_count as views, p.clicks_count as clicks,
              (select count(*)::int from promotion_events e where e.promotion_id = p.id and e.event_type = 'view') as "viewRows",
              (select count(*)::int from promotion_events e where e.promotion_id = p.id and e.event_type = 'click') as "clickRows"
            from business_promotions p where p.id in (${promotionIds})`,
    );
    const lines: CrashLine[] = [];
    const line = (write: Write["kind"], found: Map<string, number>) => {
      const sent = writes.filter((w) => w.kind === write);
      const acked = sent.filter((w) => acknowledged.has(w));
      const sentKeys = new Map<string, number>();
      for (const w of sent) sentKeys.set(w.key, (sentKeys.get(w.key) ?? 0) + 1);
      let lost = 0;
      for (const w of acked) {
        const n = found.get(w.key) ?? 0;
        if (n === 0) lost++;
      }
      // Per key, acknowledged ≤ found ≤ sent (a counter must never count more than it was sent).
      let phantom = 0;
      for (const [key, n] of found) if (n > (sentKeys.get(key) ?? 0)) phantom += n - (sentKeys.get(key) ?? 0);
      lines.push({
        write,
        sent: sent.length,
        acknowledged: acked.length,
        found: [...found.values()].reduce((a, b) => a + b, 0),
        lost,
        phantom,
      });
    };
    line("favorito", new Map(favourites.map((r) => [r.k, 1])));
    line("reseña", new Map(reviews.map((r) => [r.k, 1])));
    line("vista", new Map(counters.filter((c) => c.views > 0).map((c) => [c.id, c.views])));
    line("clic", new Map(counters.filter((c) => c.clicks > 0).map((c) => [c.id, c.clicks])));

    for (const c of counters) {
      if (c.views !== c.viewRows) consistency.push(`promoción ${c.id}: views_count ${c.views} ≠ ${c.viewRows} eventos`);
      if (c.clicks !== c.clickRows)
        consistency.push(`promoción ${c.id}: clicks_count ${c.clicks} ≠ ${c.clickRows} eventos`);
    }
    report.crash[kind] = { lines, answeredBeforeKill, restartMs, consistency };
    expect(consistency).toEqual([]);
    expect(lines.map((l) => [l.write, l.lost, l.phantom])).toEqual(lines.map((l) => [l.write, 0, 0]));
    // The kill came mid-stream: some of every kind were acknowledged, and not everything was.
    for (const l of lines) expect(l.acknowledged, l.write).toBeGreaterThan(0);
    expect(lines.reduce((sum, l) => sum + l.acknowledged, 0)).toBeLessThan(writes.length);
  }, 600_000);

  it("cleans up", async () => {
    await database?.dispose();
  });
});
