import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { consumeRateLimit, pruneRateLimits, tooManyAttemptsMessage } from "./rate-limit.ts";

const database = setupTestDatabase();

describe("consumeRateLimit", () => {
  it("allows max attempts per window, then refuses with the wait, then opens a new window", async () => {
    const db = database().db;
    const rule = { window: 60, max: 3 };
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit(db, "k1", rule, t0 + i)).allowed).toBe(true);
    expect(await consumeRateLimit(db, "k1", rule, t0 + 10_000)).toEqual({ allowed: false, retryAfter: 50 });
    expect((await consumeRateLimit(db, "k1", rule, t0 + 60_000)).allowed).toBe(true);
  });

  it("counts concurrent attempts exactly", async () => {
    const db = database().db;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(db, "k2", { window: 60, max: 5 })),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(5);
  });

  it("opens a new key under concurrent first attempts without a conflict on the row id", async () => {
    const db = database().db;
    const keys = Array.from({ length: 20 }, (_, i) => `nueva-${i}`);
    const outcomes = await Promise.all(
      keys.flatMap((key) => Array.from({ length: 8 }, () => consumeRateLimit(db, key, { window: 60, max: 5 }))),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(20 * 5);
  });

  it("prunes old windows", async () => {
    const db = database().db;
    await consumeRateLimit(db, "viejo", { window: 60, max: 5 }, 10);
    await pruneRateLimits(db, 1000, 10_000);
    const result = await db.execute(sql`select count(*)::int as n from rate_limits where key = 'viejo'`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("tooManyAttemptsMessage", () => {
  it("speaks in seconds or minutes", () => {
    expect(tooManyAttemptsMessage(30)).toBe("Demasiados intentos. Esperá 30 segundos y volvé a probar.");
    expect(tooManyAttemptsMessage(60)).toBe("Demasiados intentos. Esperá 1 minuto y volvé a probar.");
    expect(tooManyAttemptsMessage(150)).toBe("Demasiados intentos. Esperá 3 minutos y volvé a probar.");
  });
});

describe("pruneAccountTables", () => {
  it("deletes expired sessions and tokens, keeps live ones", async () => {
    const { pruneAccountTables } = await import("./maintenance.ts");
    const db = database().db;
    const now = new Date("2026-11-21T18:00:00Z");
    await db.execute(sql`insert into sessions (id, token, user_id, expires_at) values
      ('s-old', 't-old', 'demo-vecino', '2026-11-01T00:00:00Z'), ('s-live', 't-live', 'demo-vecino', '2026-12-30T00:00:00Z')`);
    await pruneAccountTables(now);
    const result = await db.execute(sql`select id from sessions where id in ('s-old', 's-live') order by id`);
    expect((result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(["s-live"]);
  });
});
