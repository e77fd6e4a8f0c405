/**
 * Cache invalidation across instances (decision 8): two channels in one process stand for two
 * instances. What one announces, the other receives (and never its own); a listener whose
 * connection is cut comes back by itself and empties its caches (it may have missed a message);
 * a channel that cannot connect never throws and never holds a writer for long.
 * PostgreSQL's part runs on the int-postgres project; Redis's when REDIS_URL is set.
 */
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/reliability/spawned-server.ts";
import { type CacheInvalidation, PUBLISH_TIMEOUT_MS, startCacheInvalidation } from "./invalidation.ts";
import { clearPublicCaches, createTtlCache } from "./ttl-cache.ts";

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`no pasó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two instances on one channel, each counting what it was told. */
function pair(options: { redisUrl?: string; databaseUrl?: string }) {
  const counts = { a: 0, b: 0 };
  const a = startCacheInvalidation({ ...options, install: false, onInvalidate: () => counts.a++ });
  const b = startCacheInvalidation({ ...options, install: false, onInvalidate: () => counts.b++ });
  return { a, b, counts };
}

function sharedChecks(
  open: () => { redisUrl?: string; databaseUrl?: string },
  cut: (listener: CacheInvalidation) => Promise<void>,
) {
  it("tells the other instance, which empties its caches; nobody hears their own message", async () => {
    const { a, b, counts } = pair(open());
    try {
      await Promise.all([a.ready(), b.ready()]);
      await a.announce();
      await until(() => counts.b === 1, "B recibe el aviso de A");
      await b.announce();
      await until(() => counts.a === 1, "A recibe el aviso de B");
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(counts).toEqual({ a: 1, b: 1 });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("a listener whose connection is cut reconnects by itself and empties its caches", async () => {
    const { a, b, counts } = pair(open());
    try {
      await Promise.all([a.ready(), b.ready()]);
      await cut(b);
      // Back by itself: it empties everything once (a message may have been lost meanwhile)…
      await until(() => counts.b === 1, "B se reconecta y vacía sus cachés");
      // …and hears the next messages again.
      const deadline = Date.now() + 10_000;
      while (counts.b < 2 && Date.now() < deadline) {
        await a.announce();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(counts.b).toBeGreaterThanOrEqual(2);
      expect(counts.a).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("clearPublicCaches() empties this instance's caches and announces on the installed channel", async () => {
    let told = 0;
    const listener = startCacheInvalidation({ ...open(), install: false, onInvalidate: () => told++ });
    const installed = startCacheInvalidation(open());
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    try {
      await Promise.all([listener.ready(), installed.ready()]);
      await cache.get("k", async () => "old");
      await clearPublicCaches();
      expect(await cache.get("k", async () => "new")).toBe("new");
      await until(() => told === 1, "la otra instancia recibe el aviso");
      await installed.close();
      // Closed: nothing is announced any more (this instance still empties its own).
      await clearPublicCaches();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told).toBe(1);
    } finally {
      await Promise.all([listener.close(), installed.close()]);
    }
  });
}

describe.runIf(process.env.TEST_DB_KIND === "postgres")("LISTEN/NOTIFY on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  sharedChecks(
    () => ({ databaseUrl: database?.url }),
    async (listener) => {
      const admin = new pg.Client({ connectionString: database?.url });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1",
          [listener.listenerName],
        );
        expect(rows).toEqual([{ done: true }]);
      } finally {
        await admin.end();
      }
    },
  );
});

describe.runIf(Boolean(process.env.REDIS_URL))("pub/sub on Redis (REDIS_URL)", () => {
  sharedChecks(
    () => ({ redisUrl: process.env.REDIS_URL }),
    async (listener) => {
      const admin = new Redis(process.env.REDIS_URL as string);
      try {
        const list = String(await admin.client("LIST"));
        const line = list.split("\n").find((l) => l.includes(` name=${listener.listenerName} `));
        const id = /\bid=(\d+)/.exec(line ?? "")?.[1];
        expect(id).toBeDefined();
        expect(await admin.client("KILL", "ID", id as string)).toBe(1);
      } finally {
        admin.disconnect();
      }
    },
  );
});

describe("a channel that cannot connect", () => {
  it.each([
    ["PostgreSQL", { databaseUrl: "postgres://postgres@127.0.0.1:1/nadie" }],
    ["Redis", { redisUrl: "redis://127.0.0.1:1" }],
  ])("%s: never throws, and holds a writer at most about a second", async (_name, options) => {
    const channel = startCacheInvalidation({ ...options, install: false });
    try {
      const started = performance.now();
      await expect(channel.announce()).resolves.toBeUndefined();
      expect(performance.now() - started).toBeLessThan(PUBLISH_TIMEOUT_MS + 500);
    } finally {
      await channel.close();
    }
  });
});
