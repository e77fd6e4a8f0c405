import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { flushBusinessViews } from "#server/analytics/record-business-view.ts";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businessAnalytics, businesses, businessSearchReferrals } from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { loadBusinessPage } from "./load-business-page.ts";

const database = setupTestDatabase();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

let made = 0;
async function newBusiness(): Promise<{ uuid: string; slug: string }> {
  const { db } = database();
  const [row] = await db
    .insert(businesses)
    .values({ name: "Visitas de prueba", slug: `visitas-${++made}-${Date.now().toString(36)}`, status: "active" })
    .returning({ uuid: businesses.uuid, slug: businesses.slug });
  return row!;
}

function owner(uuid: string): SessionUser {
  return {
    id: "duenio-visitas",
    sessionId: "s",
    email: "d@vilma.test",
    emailVerified: true,
    name: "Dueño",
    avatarUrl: null,
    themePreference: "system",
    role: "business_owner",
    isAdmin: false,
    isBusinessOwner: true,
    businessUuids: [uuid],
    secondStep: "suggested",
  };
}

function visit(path: string, ip = "203.0.113.50", ua = BROWSER) {
  return new Request(`http://localhost:3000${path}`, { headers: { "user-agent": ua, "x-vilma-client-ip": ip } });
}

async function views(uuid: string): Promise<number> {
  await flushBusinessViews();
  const { db } = database();
  const [row] = await db
    .select({ n: businessAnalytics.pageViews })
    .from(businessAnalytics)
    .where(and(eq(businessAnalytics.businessUuid, uuid), eq(businessAnalytics.date, buenosAiresDateKey(new Date()))));
  return row?.n ?? 0;
}

/** The search referral is written off the page's path: wait for it. */
async function referrals(uuid: string, expected: number) {
  const { db } = database();
  for (let i = 0; i < 40; i++) {
    const rows = await db
      .select({ query: businessSearchReferrals.query, visits: businessSearchReferrals.visits })
      .from(businessSearchReferrals)
      .where(eq(businessSearchReferrals.businessUuid, uuid));
    if (rows.reduce((s, r) => s + r.visits, 0) >= expected || i === 39) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

describe("a business page visit", () => {
  it("counts the search that led there, once per visitor and hour", async () => {
    const b = await newBusiness();
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=Pizza%20Muzza`), { slugOnly: true });
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=pizza+muzza`), { slugOnly: true });
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=empanadas`, "203.0.113.51"), { slugOnly: true });
    // No search, an empty one, and a bot's: nothing.
    await loadBusinessPage(b.slug, visit(`/${b.slug}`, "203.0.113.52"), { slugOnly: true });
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=`, "203.0.113.53"), { slugOnly: true });
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=pizza`, "66.249.66.1", "Googlebot/2.1"), { slugOnly: true });
    const rows = await referrals(b.uuid, 2);
    expect(rows.sort((x, y) => x.query.localeCompare(y.query))).toEqual([
      { query: "empanadas", visits: 1 },
      { query: "pizza muzza", visits: 1 },
    ]);
    expect(await views(b.uuid)).toBe(5);
  });

  it("leaves the owner's own visits out", async () => {
    const b = await newBusiness();
    await loadBusinessPage(b.slug, visit(`/${b.slug}?q=pizza`), { slugOnly: true, user: owner(b.uuid) });
    expect(await views(b.uuid)).toBe(0);
    await loadBusinessPage(b.slug, visit(`/${b.slug}`), {
      slugOnly: true,
      user: owner("00000000-0000-4000-8000-000000000000"),
    });
    expect(await views(b.uuid)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await referrals(b.uuid, 0)).toEqual([]);
  });
});
