import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, businessSubscriptions, categories, searchAnalytics } from "#server/platform/db/schema.ts";
import { readFlash } from "#server/platform/http/flash.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./dashboard.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const ADMIN: SessionUser = {
  id: "demo-admin",
  sessionId: "s-admin",
  email: "admin@vilma.test",
  emailVerified: true,
  name: "Admin",
  avatarUrl: null,
  themePreference: "system",
  role: "admin",
  isAdmin: true,
  isBusinessOwner: false,
  businessUuids: [],
  secondStep: "offered",
};

let made = 0;
async function addPending(names: string[]): Promise<string[]> {
  const { db } = database();
  const [category] = await db.select().from(categories).limit(1);
  const rows = await db
    .insert(businesses)
    .values(
      names.map((name) => ({
        name,
        slug: `tablero-${Date.now().toString(36)}-${++made}`,
        status: "pending",
        categoryId: category!.id,
      })),
    )
    .returning({ uuid: businesses.uuid });
  return rows.map((r) => r.uuid);
}

async function post(path: string, entries: [string, string][]) {
  const body = new URLSearchParams(entries);
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-vilma-client-ip": "203.0.113.20" },
    body,
  });
  const response = (await action({ request, context: contextWithUser(ADMIN), params: {} } as never)) as Response;
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("vilma_flash="))!
    .split(";")[0]!;
  return {
    status: response.status,
    location: response.headers.get("location"),
    toast: await readFlash(new Request(ORIGIN, { headers: { cookie } })),
  };
}

async function statuses(uuids: string[]): Promise<string[]> {
  const rows = await database()
    .db.select({ uuid: businesses.uuid, status: businesses.status })
    .from(businesses)
    .where(inArray(businesses.uuid, uuids));
  return uuids.map((uuid) => rows.find((r) => r.uuid === uuid)?.status ?? "missing");
}

describe("/admin/dashboard loader", () => {
  it("counts pending businesses; deciding them happens in /admin/claims", async () => {
    await addPending(["Tablero Alfa", "Tablero Beta", "Tablero Gamma"]);
    const data = (await loader({
      request: new Request(`${ORIGIN}/admin/dashboard`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(data.stats.businessesByStatus.pending).toBeGreaterThanOrEqual(3);
    expect(data).not.toHaveProperty("pending");
  });

  it("has this week's page views by day, searches, subscriptions and this month's revenue", async () => {
    const { db } = database();
    await db.insert(searchAnalytics).values([
      { searchQuery: "Qwzx Vrrkj", resultsCount: 0, clientHash: "tablero-1" },
      { searchQuery: "qwzx vrrkj", resultsCount: 0, clientHash: "tablero-2" },
    ]);
    const data = (await loader({
      request: new Request(`${ORIGIN}/admin/dashboard`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(data.pageViews).toHaveLength(7);
    expect(data.noResultSearches).toContainEqual(expect.objectContaining({ query: "qwzx vrrkj", clients: 2 }));
    expect(data.noResultSearches.length).toBeLessThanOrEqual(5);
    const active = await db.$count(
      businessSubscriptions,
      and(eq(businessSubscriptions.status, "authorized"), eq(businessSubscriptions.isActive, true)),
    );
    expect(data.stats.activeSubscriptions).toBe(active);
    expect(data.revenueThisMonth).toBeGreaterThanOrEqual(0);
  });

  it("has the launch checklist: on the demo data only the server's mail and public address are missing", async () => {
    const data = (await loader({
      request: new Request(`${ORIGIN}/admin/dashboard`),
      context: contextWithUser(ADMIN),
      params: {},
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(data.launch.filter((item) => !item.done).map((item) => item.id)).toEqual(["mail", "public-url"]);
    expect(data.launch.find((item) => item.id === "contact")).toMatchObject({
      done: true,
      href: "/admin/settings#contacto",
    });
  });

  it("refuses anyone but an admin", async () => {
    const neighbour = { ...ADMIN, id: "demo-vecino", role: "user" as const, isAdmin: false };
    await expect(
      loader({
        request: new Request(`${ORIGIN}/admin/dashboard`),
        context: contextWithUser(neighbour),
        params: {},
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
  });
});

describe("/admin/dashboard action", () => {
  it("no longer publishes businesses: that is /admin/claims's decision", async () => {
    const ids = await addPending(["Lote Uno"]);
    const outcome = await post("/admin/dashboard", [
      ["intent", "activate-many"],
      ["ids", ids[0]!],
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.toast).toMatchObject({ type: "error" });
    expect(await statuses(ids)).toEqual(["pending"]);
  });
});
