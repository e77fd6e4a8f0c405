/**
 * Issue 13, "Several servers": two production servers (`node server.ts`) on one fresh PostgreSQL
 * database, two ports and nothing in front, with the same AUTH_SECRET, behave as one site:
 *   - a session made on A works on B (sessions are database rows);
 *   - a rate limit counts the attempts made on both (rate_limits is a table);
 *   - an owner's edit made on A shows on B at once, though B had the page cached (the invalidation
 *     channel: LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set for this run);
 *   - events published while both event workers run are each handled exactly once.
 * PostgreSQL only (PGlite is one process by nature); run it with DATABASE_URL set, and once more
 * with REDIS_URL=redis://127.0.0.1:6379 for the Redis path. Needs the production build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#server/demo/seed/accounts.ts";
import { INVALIDATION_CHANNEL } from "#server/platform/cache/invalidation.ts";
import { type ServerProcess, startServer } from "../../tooling/server-process.ts";
import { createTestDatabase, TEST_AUTH_SECRET, type TestDatabase } from "./spawned-server.ts";

const OWNER_EMAIL = "comercio@vilma.test";
const RATE_LIMIT_MAX = 3;
const redisUrl = process.env.REDIS_URL ?? "";

/** The Buenos Aires calendar day, as the promotion form wants its dates. */
function dateKey(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(date);
}

function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

async function until(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no pasó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.TEST_DB_KIND === "postgres")(
  `two instances on one PostgreSQL database (invalidation over ${redisUrl ? "Redis" : "LISTEN/NOTIFY"})`,
  () => {
    let database: TestDatabase | undefined;
    let sql: pg.Client | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let business = { uuid: "", slug: "" };
    let ownerCookie = "";
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "vilma-two-instances-"));

    beforeAll(async () => {
      database = await createTestDatabase();
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      const owned = await sql.query<{ uuid: string; slug: string }>(
        `select b.uuid, b.slug from businesses b join user_roles r on r.business_uuid = b.uuid
         join users u on u.id = r.user_id where u.email = $1 and b.status = 'active' order by b.slug limit 1`,
        [OWNER_EMAIL],
      );
      business = owned.rows[0] ?? business;
      expect(business.uuid).not.toBe("");
      const env = {
        ...database.env,
        AUTH_SECRET: TEST_AUTH_SECRET,
        AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        AUTH_RATE_LIMIT_WINDOW_S: "600",
        REDIS_URL: redisUrl,
        // One process each: what is counted here is instances (workers.int.test.ts covers workers).
        WEB_CONCURRENCY: "1",
      };
      const start = (name: string) =>
        startServer({
          script: path.resolve("server.ts"),
          cwd: path.resolve("."),
          env,
          logFile: path.join(logDir, `${name}.log`),
          timeoutMs: 60_000,
        });
      if (!fs.existsSync(path.resolve("build/server/index.js"))) {
        throw new Error("Falta el build de producción: corré `npx react-router build` (`npm test` lo hace antes).");
      }
      // Both at once, as in a deploy: the migrations' lock lets one migrate while the other waits.
      [a, b] = await Promise.all([start("a"), start("b")]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await sql?.end();
      await database?.drop();
      const failed = [a, b].filter((server) => server && server.errorLines() > 0);
      for (const server of failed) console.info(`${server?.logFile}:\n${server?.lastErrors().join("\n")}`);
      // The logs stay for a look only when an instance logged an error.
      if (failed.length === 0) fs.rmSync(logDir, { recursive: true, force: true });
    });

    const originA = () => a?.baseUrl ?? "";
    const originB = () => b?.baseUrl ?? "";

    it("both listen on the channel this run is about", async () => {
      if (redisUrl) {
        const redis = new Redis(redisUrl);
        try {
          const [, subscribers] = (await redis.pubsub("NUMSUB", INVALIDATION_CHANNEL)) as [string, number];
          expect(subscribers).toBeGreaterThanOrEqual(2);
        } finally {
          redis.disconnect();
        }
      } else {
        await until(async () => {
          const listeners = await sql?.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name like 'vilma-cache-%'",
          );
          return listeners?.rows[0]?.n === 2;
        }, "dos conexiones escuchando en PostgreSQL");
      }
    });

    it("a session made on A works on B", async () => {
      const signIn = await fetch(`${originA()}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: originA() },
        body: JSON.stringify({ email: OWNER_EMAIL, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      ownerCookie = cookieFrom(signIn);
      expect(ownerCookie).toContain("vilma.session_token=");

      const session = await fetch(`${originB()}/api/auth/get-session`, { headers: { cookie: ownerCookie } });
      expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(OWNER_EMAIL);
      const ownerArea = await fetch(`${originB()}/mi-comercio/${business.uuid}/promociones`, {
        headers: { cookie: ownerCookie },
        redirect: "manual",
      });
      expect(ownerArea.status).toBe(200);
    });

    it("a rate limit counts the attempts made on both", async () => {
      const email = `limite-${Date.now().toString(36)}@example.com`;
      const statuses: number[] = [];
      // A, B, A, B: neither instance alone has seen more than two.
      for (const origin of [originA(), originB(), originA(), originB()]) {
        const answer = await fetch(`${origin}/api/auth/request-password-reset`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ email, redirectTo: "/auth/restablecer" }),
        });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(await answer.text()).toContain("Demasiados intentos. Esperá");
        } else {
          await answer.arrayBuffer();
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("an owner's edit on A shows on B at once, in its page and its search, though B had both cached", async () => {
      expect(ownerCookie).not.toBe("");
      const page = `${originB()}/${business.slug}`;
      const before = await fetch(page);
      expect(before.status).toBe(200);
      const title = `Promo de dos instancias ${Date.now().toString(36)}`;
      expect(await before.text()).not.toContain(title);

      // Control: a change that bypasses the app (so nobody announces it) is not seen on B yet,
      // which shows that B is answering from its cache.
      const marker = `Descripción fuera de la app ${Date.now().toString(36)}`;
      await sql?.query("update businesses set description = $1 where uuid = $2", [marker, business.uuid]);
      expect(await (await fetch(page)).text()).not.toContain(marker);

      // B's search (its own index in memory, and the dropdown's answers) knows nothing of it yet.
      const token = title.split(" ").at(-1) as string;
      const promotionsFoundOnB = async () => {
        const answer = await fetch(`${originB()}/api/search?q=${token}`);
        return ((await answer.json()) as { counts: { businessPromotions: number } }).counts.businessPromotions;
      };
      expect(await promotionsFoundOnB()).toBe(0);

      const today = dateKey(new Date());
      const form = new FormData();
      form.append("title", title);
      form.append("discountBenefit", "20% OFF");
      form.append("description", "Publicada en A, vista en B.");
      form.append("startDate", today);
      form.append("endDate", dateKey(new Date(Date.now() + 7 * 86_400_000)));
      const saved = await fetch(`${originA()}/mi-comercio/${business.uuid}/promociones/nueva`, {
        method: "POST",
        headers: { cookie: ownerCookie, origin: originA() },
        body: form,
        redirect: "manual",
      });
      expect(saved.status, await saved.clone().text()).toBe(302);

      // No waiting for the 30 s TTL: B hears of it as soon as the notice crosses the database
      // (milliseconds; a loaded machine may delay the delivery, so the test allows two seconds).
      const savedAt = Date.now();
      let after = "";
      await until(
        async () => {
          after = await (await fetch(page)).text();
          return after.includes(title);
        },
        "la promoción en la página de B",
        2_000,
      );
      console.log(`invalidación entre instancias: la página de B la muestra ${Date.now() - savedAt} ms después`);
      expect(after).toContain(marker);
      expect(await promotionsFoundOnB()).toBe(1);
    });

    it("events published while both workers run are each handled exactly once", async () => {
      // Thirty promotions of businesses people follow, each announced (the outbox's insert).
      const promotions = await sql?.query<{ id: string }>(
        `select p.id from business_promotions p join businesses b on b.uuid = p.business_uuid
         where b.status = 'active' and exists (select 1 from favorites f where f.business_uuid = b.uuid)
         order by p.id limit 30`,
      );
      const ids = promotions?.rows.map((row) => row.id) ?? [];
      expect(ids.length).toBeGreaterThan(5);
      const inserted = await sql?.query<{ id: string }>(
        `insert into domain_events (type, aggregate_type, aggregate_id, payload, status)
         select 'promotion.published', 'business_promotion', id::text, jsonb_build_object('promotionId', id), 'pending'
         from unnest($1::uuid[]) as id returning id`,
        [ids],
      );
      const eventIds = inserted?.rows.map((row) => row.id) ?? [];
      await until(async () => {
        const left = await sql?.query<{ n: number }>(
          "select count(*)::int as n from domain_events where id = any($1::bigint[]) and status = 'pending'",
          [eventIds],
        );
        return left?.rows[0]?.n === 0;
      }, "los eventos procesados");

      const events = await sql?.query<{ status: string; attempts: number }>(
        "select status, attempts from domain_events where id = any($1::bigint[])",
        [eventIds],
      );
      // One claim each: neither worker took an event the other had (FOR UPDATE SKIP LOCKED).
      expect(events?.rows).toEqual(eventIds.map(() => ({ status: "processed", attempts: 1 })));
      // And their effect: one notification per follower of each promotion's business.
      const effect = await sql?.query<{ expected: number; written: number }>(
        `select
           (select count(*)::int from favorites f join business_promotions p on p.business_uuid = f.business_uuid
             where p.id = any($1::uuid[])) as expected,
           (select count(*)::int from user_notifications n join favorites f on f.user_id = n.user_id
              join business_promotions p on p.business_uuid = f.business_uuid and p.id = any($1::uuid[])
             where n.id = md5('promotion.published:' || p.id::text || ':' || f.user_id)::uuid) as written`,
        [ids],
      );
      expect(effect?.rows[0]?.written).toBe(effect?.rows[0]?.expected);
    });

    it("neither instance logged an error", () => {
      expect([a?.lastErrors(), b?.lastErrors()]).toEqual([[], []]);
    });
  },
);
