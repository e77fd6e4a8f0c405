/**
 * The owner's plan page and the admin's subscriptions and plans screens through their loaders and
 * actions: working for who may, refused (and nothing changed) for another owner, a plain user and
 * an anonymous visitor; hostile input gets a 4xx.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#server/platform/auth/session.ts";
import { businesses, businessSubscriptions, plans, userRoles } from "#server/platform/db/schema.ts";
import { contextWithUser, testUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action as plansAction, loader as plansLoader } from "../admin/plans.tsx";
import { action as adminAction, loader as adminLoader } from "../admin/subscriptions.tsx";
import { action as revokeAction, loader as revokeLoader } from "../public/arrepentimiento.tsx";
import { action, loader } from "./plan.tsx";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

const person = testUser;
const OWNER = person("demo-comercio", { role: "business_owner", isBusinessOwner: true, email: "comercio@vilma.test" });
const OTHER_OWNER = person("demo-comercio-basico", { role: "business_owner", isBusinessOwner: true });
const NEIGHBOUR = person("demo-vecino");
const ADMIN = person("demo-admin", { role: "admin", isAdmin: true });

type Handler = (args: never) => unknown;

/** Calls a loader or action; a thrown Response or data() counts as its answer. */
async function call(
  fn: Handler,
  user: SessionUser | null,
  path: string,
  fields?: Record<string, string>,
  params: Record<string, string> = {},
): Promise<{ status: number; location: string | null; body: unknown }> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: fields ? "POST" : "GET",
    headers: fields ? { "content-type": "application/x-www-form-urlencoded" } : {},
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  try {
    const out = await fn({ request, context: contextWithUser(user), params } as never);
    if (out instanceof Response) return { status: out.status, location: out.headers.get("location"), body: null };
    const init = (out as { init?: { status?: number }; data?: unknown; type?: string }) ?? {};
    if (init.type === "DataWithResponseInit")
      return { status: init.init?.status ?? 200, location: null, body: init.data };
    return { status: 200, location: null, body: out };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    const init = thrown as { init?: { status?: number }; type?: string };
    if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 500, location: null, body: null };
    throw thrown;
  }
}

async function ownedFree(): Promise<string> {
  const { db } = database();
  const rows = await db
    .select({ uuid: businesses.uuid, isPremium: businesses.isPremium })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(eq(userRoles.userId, "demo-comercio"));
  return rows.find((r) => !r.isPremium)!.uuid;
}

const subsOf = async (uuid: string) =>
  database().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.businessUuid, uuid));

describe("/mi-comercio/:businessId/plan", () => {
  it("shows the owner their plan, and refuses everyone else", async () => {
    const uuid = await ownedFree();
    const path = `/mi-comercio/${uuid}/plan?plan=premium`;
    const ok = await call(loader, OWNER, path, undefined, { businessId: uuid });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      selectedPlan: "premium",
      mercadoPago: false,
      billing: { activePlan: { slug: "basico" } },
    });
    expect((await call(loader, OTHER_OWNER, path, undefined, { businessId: uuid })).status).toBe(403);
    expect((await call(loader, NEIGHBOUR, path, undefined, { businessId: uuid })).status).toBe(403);
    const anonymous = await call(loader, null, path, undefined, { businessId: uuid });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/auth");
  });

  it("an owner asks for a plan by transfer; others cannot, and hostile input changes nothing", async () => {
    const uuid = await ownedFree();
    const path = `/mi-comercio/${uuid}/plan`;
    const fields = { intent: "subscribe", plan: "destacado", method: "transfer" };
    for (const user of [OTHER_OWNER, NEIGHBOUR, null]) {
      const refused = await call(action, user, path, fields, { businessId: uuid });
      expect([302, 403]).toContain(refused.status);
    }
    expect(await subsOf(uuid)).toHaveLength(0);
    const hostile: Record<string, string>[] = [
      { intent: "subscribe", plan: "../../etc", method: "transfer" },
      { intent: "subscribe", plan: "destacado", method: "bitcoin" },
      { intent: "subscribe", plan: "basico", method: "transfer" },
      { intent: "subscribe", plan: "destacado", method: "mercadopago" },
      { intent: "cancel", subscriptionId: "-1" },
      { intent: "cancel", subscriptionId: "99999999999999" },
    ];
    for (const bad of hostile) {
      const answer = await call(action, OWNER, path, bad, { businessId: uuid });
      expect(answer.status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await subsOf(uuid)).toHaveLength(0);

    const made = await call(action, OWNER, path, fields, { businessId: uuid });
    expect(made.status).toBe(302);
    const [pending] = await subsOf(uuid);
    expect(pending).toMatchObject({ status: "pending", paymentMethod: "transfer", requestedBy: "demo-comercio" });

    // Another business's subscription id in the form: refused, untouched.
    const { db } = database();
    const [foreign] = await db
      .select({ id: businessSubscriptions.id })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.status, "authorized"))
      .limit(1);
    const cross = await call(
      action,
      OWNER,
      path,
      { intent: "cancel", subscriptionId: String(foreign!.id) },
      { businessId: uuid },
    );
    expect(cross.status).toBe(409);
    const [still] = await db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, foreign!.id));
    expect(still!.status).toBe("authorized");

    // The owner cancels their own request.
    const cancelled = await call(
      action,
      OWNER,
      path,
      { intent: "cancel", subscriptionId: String(pending!.id) },
      { businessId: uuid },
    );
    expect(cancelled.status).toBe(302);
    expect((await subsOf(uuid))[0]).toMatchObject({ status: "cancelled", isActive: false });
  });
});

describe("/admin/subscriptions and /admin/plans", () => {
  it("only admins: others get 403 or sign-in, and their posts change nothing", async () => {
    for (const user of [OWNER, NEIGHBOUR, null]) {
      expect([302, 403]).toContain((await call(adminLoader, user, "/admin/subscriptions")).status);
      expect([302, 403]).toContain((await call(plansLoader, user, "/admin/plans")).status);
      const [pending] = await database()
        .db.select()
        .from(businessSubscriptions)
        .where(and(eq(businessSubscriptions.status, "pending"), eq(businessSubscriptions.paymentMethod, "transfer")));
      const post = await call(adminAction, user, "/admin/subscriptions", {
        intent: "activate",
        subscriptionId: String(pending!.id),
        startDate: "2026-11-21",
        endDate: "2026-12-21",
      });
      expect([302, 403]).toContain(post.status);
      if (post.status === 302) expect(post.location).toContain("/auth");
      expect((await call(plansAction, user, "/admin/plans", { planId: "1", intent: "delete" })).status).not.toBe(200);
    }
    const [stillPending] = await database()
      .db.select()
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.status, "pending"), eq(businessSubscriptions.paymentMethod, "transfer")));
    expect(stillPending).toBeDefined();
    expect(await database().db.select().from(plans)).toHaveLength(3);
  });

  it("the queue puts the transfer request first; the admin activates it with dates", async () => {
    const page = await call(adminLoader, ADMIN, "/admin/subscriptions");
    const body = page.body as {
      list: { rows: { id: number; status: string; paymentMethod: string }[] };
      revenue: unknown[];
      disagreements: unknown[];
    };
    expect(body.list.rows[0]).toMatchObject({ status: "pending", paymentMethod: "transfer" });
    expect(body.revenue.length).toBeGreaterThan(2);
    const id = body.list.rows[0]!.id;
    const bad = await call(adminAction, ADMIN, "/admin/subscriptions", {
      intent: "activate",
      subscriptionId: String(id),
      startDate: "2026-12-21",
      endDate: "2026-11-21",
    });
    expect(bad.status).toBe(302);
    expect(
      (await database().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, id)))[0]!.status,
    ).toBe("pending");
    const ok = await call(adminAction, ADMIN, "/admin/subscriptions", {
      intent: "activate",
      subscriptionId: String(id),
      startDate: "2026-11-20",
      endDate: "2027-12-20",
      reference: "TRF-123",
    });
    expect(ok.status).toBe(302);
    const [row] = await database().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, id));
    expect(row).toMatchObject({ status: "authorized", isActive: true, paymentReference: "TRF-123" });
  });

  it("plans: create, refuse a duplicate identifier, and never delete one in use", async () => {
    const created = await call(plansAction, ADMIN, "/admin/plans", {
      name: "Anual Premium",
      slug: "anual-premium",
      price: "350.000",
      period: "yearly",
      features: "Todo lo del plan Premium\nDos meses de regalo",
      premiumLevel: "2",
      position: "5",
      includesFeaturedPromotions: "on",
      isActive: "on",
    });
    expect(created.status).toBe(302);
    const [plan] = await database().db.select().from(plans).where(eq(plans.slug, "anual-premium"));
    expect(plan).toMatchObject({
      priceArs: 350000,
      period: "yearly",
      includesFeaturedPromotions: true,
      isHighlighted: false,
    });
    const duplicate = await call(plansAction, ADMIN, "/admin/plans", {
      name: "Otro",
      slug: "premium",
      price: "1",
      period: "monthly",
      premiumLevel: "1",
      position: "1",
    });
    expect(duplicate.status).toBe(409);
    const invalid = await call(plansAction, ADMIN, "/admin/plans", {
      name: "X",
      slug: "Mal Slug",
      price: "12.50",
      period: "weekly",
      premiumLevel: "99",
      position: "x",
    });
    expect(invalid.status).toBe(400);
    const [premium] = await database().db.select().from(plans).where(eq(plans.slug, "premium"));
    const refused = await call(plansAction, ADMIN, "/admin/plans", { intent: "delete", planId: String(premium!.id) });
    expect(refused.status).toBe(302);
    expect(await database().db.select().from(plans).where(eq(plans.slug, "premium"))).toHaveLength(1);
    expect(
      (await call(plansAction, ADMIN, "/admin/plans", { intent: "delete", planId: String(plan!.id) })).status,
    ).toBe(302);
    expect(await database().db.select().from(plans).where(eq(plans.slug, "anual-premium"))).toHaveLength(0);
  });
});

describe("/arrepentimiento", () => {
  it("explains to a visitor, lists an owner's recent plans and revokes only their own", async () => {
    expect((await call(revokeLoader, null, "/arrepentimiento")).body).toMatchObject({ signedIn: false, revocable: [] });
    expect((await call(revokeAction, null, "/arrepentimiento", { subscriptionId: "1" })).status).toBe(302);

    const uuid = await ownedFree();
    await call(
      action,
      OWNER,
      `/mi-comercio/${uuid}/plan`,
      { intent: "subscribe", plan: "premium", method: "transfer" },
      { businessId: uuid },
    );
    // A request not paid yet is not listed (it is simply cancelled); once paid, it is.
    const before = (await call(revokeLoader, OWNER, "/arrepentimiento")).body as { revocable: { id: number }[] };
    const [requested] = await database()
      .db.select()
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessUuid, uuid), eq(businessSubscriptions.status, "pending")));
    expect(before.revocable.map((r) => r.id)).not.toContain(requested!.id);
    await call(adminAction, ADMIN, "/admin/subscriptions", {
      intent: "activate",
      subscriptionId: String(requested!.id),
      startDate: "2026-11-20",
      endDate: "2026-12-20",
    });
    const list = (await call(revokeLoader, OWNER, "/arrepentimiento")).body as { revocable: { id: number }[] };
    expect(list.revocable.length).toBeGreaterThan(0);
    const id = list.revocable[0]!.id;
    const stranger = await call(revokeAction, NEIGHBOUR, "/arrepentimiento", { subscriptionId: String(id) });
    expect(stranger.status).toBe(409);
    const done = await call(revokeAction, OWNER, "/arrepentimiento", { subscriptionId: String(id) });
    expect(done.status).toBe(200);
    const code = (done.body as { done: { code: string } }).done.code;
    expect(code).toMatch(/^ARR-\d{8}-\d+-[0-9A-F]{6}$/);
    const [row] = await database().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, id));
    expect(row).toMatchObject({ status: "cancelled", isActive: false, revocationCode: code });
  });
});
