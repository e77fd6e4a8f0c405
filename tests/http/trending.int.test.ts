/**
 * Issue 9, defect 4: anyone could write the home page's "Búsquedas Trending" with 100 anonymous
 * `record=1` requests. Through the production build: forged recordings stay off the home page, a
 * term several people searched (with results) shows, and an administrator can hide it.
 */
import { and, count, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "#server/demo/seed/accounts.ts";
import { rateLimits, searchAnalytics } from "#server/platform/db/schema.ts";
import { fetchApp } from "#tests/setup/app-handler.ts";
import { signIn } from "#tests/setup/auth-client.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

const database = setupTestDatabase();

const SCAM = "Gana 50000 pesos hoy escribi al 353 555 1234";
const SCAM_PLAIN = "farmacia premio seguro";
const TERM = "farmacia";

function search(q: string, ip: string) {
  return fetchApp(`/api/search?q=${encodeURIComponent(q)}&record=1`, {
    headers: { "x-vilma-client-ip": ip, accept: "application/json" },
  });
}

/** Recording happens after the answer: wait until the database shows it (never a fixed sleep). */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no pasó: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function stored(query: string): Promise<number> {
  const { db } = database();
  const [row] = await db.select({ n: count() }).from(searchAnalytics).where(eq(searchAnalytics.searchQuery, query));
  return row!.n;
}

/** Every forged request consumed its per-term limit: all 100 were handled. */
async function attempts(term: string): Promise<number> {
  const { db } = database();
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${rateLimits.count}), 0)`.mapWith(Number) })
    .from(rateLimits)
    .where(and(like(rateLimits.key, "search-term:%"), like(rateLimits.key, `%:${term.toLowerCase()}`)));
  return row!.n;
}

function trendingOf(html: string): string[] {
  const section = /id="trending-title"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...section.matchAll(/\/search\?q=([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!.replaceAll("&amp;", "&")));
}

describe("Búsquedas Trending", () => {
  it("100 forged recordings from one client stay off the home page; 3 clients with results get on; an admin hides it", async () => {
    const { db } = database();
    // Start from no searches at all: the demo's own would put the term on the list already.
    await db.delete(searchAnalytics);
    for (let i = 0; i < 100; i++) {
      expect((await search(SCAM, "198.51.100.66")).status).toBe(200);
      expect((await search(SCAM_PLAIN, "198.51.100.66")).status).toBe(200);
    }
    const found = await search(TERM, "203.0.113.1");
    expect((found.json as { total: number }).total).toBeGreaterThan(0);
    await search(TERM, "203.0.113.2");
    await search(TERM, "203.0.113.3");
    await until(async () => (await attempts(SCAM)) === 100 && (await attempts(SCAM_PLAIN)) === 100, "100 intentos");
    await until(async () => (await stored(TERM)) === 3 && (await stored(SCAM_PLAIN)) === 1, "las búsquedas guardadas");
    // One client, one row per term an hour: the other 99 were refused.
    expect(await stored(SCAM)).toBe(1);

    const home = await fetchApp("/");
    expect(home.status).toBe(200);
    const trending = trendingOf(home.text);
    expect(trending).toContain(TERM);
    expect(trending).not.toContain(SCAM.toLowerCase());
    expect(trending).not.toContain(SCAM_PLAIN);
    expect(home.text).not.toContain("353 555 1234");

    const admin = await signIn("admin@vilma.test", DEMO_PASSWORD);
    const dashboard = await fetchApp("/admin/dashboard", { cookie: admin });
    expect(dashboard.text).toContain(`aria-label="Ocultar ${TERM}"`);
    const hidden = await fetchApp("/admin/dashboard", { cookie: admin, form: { intent: "hide-trending", term: TERM } });
    expect(hidden.status).toBe(302);
    expect(trendingOf((await fetchApp("/")).text)).not.toContain(TERM);
    expect((await fetchApp("/admin/dashboard", { cookie: admin })).text).not.toContain(`aria-label="Ocultar ${TERM}"`);
  });

  it("only an administrator can hide a term", async () => {
    const answer = await fetchApp("/admin/dashboard", { form: { intent: "hide-trending", term: "pizza" } });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
  });
});
