/**
 * Subscriptions through every transition, with the premium flags checked after each one; the
 * schedule with a moved clock; and Mercado Pago's whole preapproval flow against the stand-in
 * (tests/mercadopago/server.ts), whose webhooks reach the real handler through a small HTTP server.
 */
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { and, eq, like, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type MercadoPagoStandin,
  STANDIN_ACCESS_TOKEN,
  STANDIN_WEBHOOK_SECRET,
  startMercadoPagoStandin,
} from "#tests/mercadopago/server.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getActivePlan } from "../plans/active-plan.ts";
import {
  auditLog,
  businesses,
  businessSubscriptions,
  plans,
  userNotifications,
  userRoles,
} from "../platform/db/schema.ts";
import { expireSubscriptions, remindEndingSubscriptions, runBillingSchedule } from "./billing-schedule.ts";
import { handleMercadoPagoWebhook } from "./handle-webhook.ts";
import { cancelBusinessSubscription, getBusinessBilling, requestSubscription } from "./owner-billing.ts";
import { premiumDisagreements, syncPremium } from "./premium-sync.ts";
import { applyTransition } from "./transitions.ts";

const ports = vi.hoisted(() => {
  const standin = 41000 + Math.floor(Math.random() * 8000);
  process.env.MERCADOPAGO_ACCESS_TOKEN = "TEST-vilma-standin-token";
  process.env.MERCADOPAGO_WEBHOOK_SECRET = "vilma-standin-webhook-secret";
  process.env.MERCADOPAGO_API_URL = `http://127.0.0.1:${standin}`;
  return { standin };
});

const getHandle = setupTestDatabase();
const DAY = 86_400_000;
let standin: MercadoPagoStandin;
let app: Server;

beforeAll(async () => {
  expect(STANDIN_ACCESS_TOKEN).toBe(process.env.MERCADOPAGO_ACCESS_TOKEN);
  standin = await startMercadoPagoStandin({ port: ports.standin });
  // The app's webhook endpoint, as Express would hand it the request.
  app = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
    });
    const response = await handleMercadoPagoWebhook(request);
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const address = app.address();
  standin.setAppUrl(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
});

afterAll(async () => {
  await standin?.stop();
  await new Promise((resolve) => app?.close(resolve));
});

/** The check, for every business (at the seed's time) or for the one a test moved the clock on. */
async function consistent(now: Date, businessUuid?: string) {
  expect(await premiumDisagreements(getHandle().db, now, businessUuid)).toEqual([]);
}

async function demoOwnerBusinesses() {
  const { db } = getHandle();
  const rows = await db
    .select({ uuid: businesses.uuid, name: businesses.name, isPremium: businesses.isPremium })
    .from(userRoles)
    .innerJoin(businesses, eq(businesses.uuid, userRoles.businessUuid))
    .where(eq(userRoles.userId, "demo-comercio"));
  const premium = rows.find((r) => r.isPremium)!;
  const free = rows.find((r) => !r.isPremium)!;
  return { premium, free };
}

async function subscriptionOf(id: number) {
  const [row] = await getHandle().db.select().from(businessSubscriptions).where(eq(businessSubscriptions.id, id));
  return row!;
}

async function business(uuid: string) {
  const [row] = await getHandle().db.select().from(businesses).where(eq(businesses.uuid, uuid));
  return row!;
}

function signedWebhook(
  dataId: string,
  options: { secret?: string; ts?: number; requestId?: string; topic?: string; body?: unknown } = {},
) {
  const requestId = options.requestId ?? randomUUID();
  const ts = String(options.ts ?? Math.floor(Date.now() / 1000));
  const v1 = createHmac("sha256", options.secret ?? STANDIN_WEBHOOK_SECRET)
    .update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
    .digest("hex");
  return new Request(
    `http://localhost:3000/api/webhooks/mercadopago?data.id=${dataId}&type=${options.topic ?? "subscription_preapproval"}`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": `ts=${ts},v1=${v1}`, "x-request-id": requestId },
      body: JSON.stringify(options.body ?? { type: "subscription_preapproval", data: { id: dataId } }),
    },
  );
}

describe("premium in step with subscriptions", () => {
  it("the seeded data already agrees", async () => {
    await consistent(TEST_NOW);
    const { premium, free } = await demoOwnerBusinesses();
    expect((await getActivePlan(getHandle().db, premium.uuid, TEST_NOW)).slug).toBe("destacado");
    expect((await getActivePlan(getHandle().db, free.uuid, TEST_NOW)).slug).toBe("basico");
  });

  it("the check finds flags written behind the subscriptions' back, and the sync mends them", async () => {
    const { db } = getHandle();
    const { premium, free } = await demoOwnerBusinesses();
    const level = (await business(premium.uuid)).premiumLevel;
    expect(level).toBeGreaterThan(0);
    // A free business marked premium by hand, and a premium one whose level was lost.
    await db.update(businesses).set({ isPremium: true, premiumLevel: 2 }).where(eq(businesses.uuid, free.uuid));
    await db.update(businesses).set({ premiumLevel: 0 }).where(eq(businesses.uuid, premium.uuid));

    const found = await premiumDisagreements(db, TEST_NOW);
    expect(found.map((d) => d.businessUuid).sort()).toEqual([free.uuid, premium.uuid].sort());
    expect(found.find((d) => d.businessUuid === free.uuid)).toMatchObject({
      isPremium: true,
      premiumLevel: 2,
      expectedPremium: false,
      expectedLevel: 0,
    });
    expect(found.find((d) => d.businessUuid === premium.uuid)).toMatchObject({
      isPremium: true,
      premiumLevel: 0,
      expectedPremium: true,
      expectedLevel: level,
    });
    expect(await premiumDisagreements(db, TEST_NOW, free.uuid)).toHaveLength(1);

    expect((await syncPremium(db, TEST_NOW)).sort()).toEqual([free.uuid, premium.uuid].sort());
    await consistent(TEST_NOW);
    expect(await business(free.uuid)).toMatchObject({ isPremium: false, premiumLevel: 0 });
    expect(await business(premium.uuid)).toMatchObject({ isPremium: true, premiumLevel: level });
  });

  it("transfer: request → activate → cancel (keeps the period) → expire, consistent after each", async () => {
    const { free } = await demoOwnerBusinesses();
    const now = TEST_NOW;
    const requested = await requestSubscription({
      businessUuid: free.uuid,
      businessName: free.name,
      planSlug: "premium",
      method: "transfer",
      user: { id: "demo-comercio", email: "comercio@vilma.test" },
      origin: "http://localhost:3000",
      now,
    });
    expect(requested.ok).toBe(true);
    if (!requested.ok) return;
    const id = requested.value.subscriptionId;
    expect((await subscriptionOf(id)).status).toBe("pending");
    expect((await business(free.uuid)).isPremium).toBe(false);
    await consistent(now);

    // A second request while one waits: refused, nothing added.
    const again = await requestSubscription({
      businessUuid: free.uuid,
      businessName: free.name,
      planSlug: "destacado",
      method: "transfer",
      user: { id: "demo-comercio", email: "comercio@vilma.test" },
      origin: "http://localhost:3000",
      now,
    });
    expect(again.ok).toBe(false);

    const end = new Date(now.getTime() + 30 * DAY);
    const activated = await applyTransition(
      id,
      { kind: "activate", startDate: now, endDate: end },
      { actor: { id: "demo-admin" }, now },
    );
    expect(activated.ok && activated.changed).toBe(true);
    expect(await business(free.uuid)).toMatchObject({ isPremium: true, premiumLevel: 2 });
    await consistent(now);
    const plan = await getActivePlan(getHandle().db, free.uuid, now);
    expect(plan).toMatchObject({ slug: "premium", includesFeaturedPromotions: true, subscriptionId: id });

    // Asking again changes nothing (idempotent), and writes no second audit row.
    const twice = await applyTransition(
      id,
      { kind: "activate", startDate: now, endDate: end },
      { actor: { id: "demo-admin" }, now },
    );
    expect(twice.ok && twice.changed).toBe(false);

    const cancelled = await cancelBusinessSubscription({
      businessUuid: free.uuid,
      subscriptionId: id,
      actor: { id: "demo-comercio" },
      now,
    });
    expect(cancelled).toEqual({ ok: true, value: end.toISOString() });
    expect(await subscriptionOf(id)).toMatchObject({ status: "cancelled", isActive: true });
    expect((await business(free.uuid)).isPremium).toBe(true);
    await consistent(now);

    // Not before the end…
    expect(await expireSubscriptions(new Date(end.getTime() - 1000), { businessUuid: free.uuid })).toBe(0);
    // …and once it passed: back to the free plan, the business and its data untouched.
    const after = new Date(end.getTime() + 1000);
    expect(await expireSubscriptions(after, { businessUuid: free.uuid })).toBe(1);
    expect(await subscriptionOf(id)).toMatchObject({ status: "expired", isActive: false });
    expect(await business(free.uuid)).toMatchObject({ isPremium: false, premiumLevel: 0, status: "active" });
    await consistent(after, free.uuid);

    const audit = await getHandle()
      .db.select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "subscription"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "subscription.activate",
      "subscription.cancel",
      "subscription.expire",
      "subscription.request",
    ]);
    const notes = await getHandle()
      .db.select({ title: userNotifications.title })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, "demo-comercio"), eq(userNotifications.type, "subscription")));
    expect(notes.map((n) => n.title)).toEqual(
      expect.arrayContaining(["Tu plan Premium está activo", "Tu plan Premium venció"]),
    );
  });

  it("pause, resume, immediate cancel and revocation keep the flags right; refused transitions change nothing", async () => {
    const { db } = getHandle();
    const now = TEST_NOW;
    const [live] = await db
      .select({ id: businessSubscriptions.id, businessUuid: businessSubscriptions.businessUuid })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.status, "authorized"))
      .limit(1);
    const id = live!.id;
    expect((await applyTransition(id, { kind: "pause" }, { actor: { id: null }, now })).ok).toBe(true);
    expect((await business(live!.businessUuid)).isPremium).toBe(true);
    await consistent(now);
    const resumed = await applyTransition(
      id,
      { kind: "activate", startDate: now, endDate: new Date(now.getTime() + 10 * DAY) },
      { actor: { id: null }, now },
    );
    expect(resumed.ok && resumed.subscription.status).toBe("authorized");
    await consistent(now);
    const revoked = await applyTransition(id, { kind: "revoke", code: "ARR-TEST-1" }, { actor: { id: null }, now });
    expect(revoked.ok && revoked.subscription.isActive).toBe(false);
    expect((await business(live!.businessUuid)).isPremium).toBe(false);
    await consistent(now);
    // An ended subscription cannot be paused, and "expire" before the end date is refused.
    expect(await applyTransition(id, { kind: "pause" }, { actor: { id: null }, now })).toMatchObject({
      ok: false,
      reason: "not_allowed",
    });
    expect(await applyTransition(999_999, { kind: "pause" }, { actor: { id: null }, now })).toMatchObject({
      ok: false,
      reason: "not_found",
    });
    // The database refuses a row that breaks the rule even if code tried.
    await expect(
      db
        .update(businessSubscriptions)
        .set({ status: "expired", isActive: true })
        .where(eq(businessSubscriptions.id, id)),
    ).rejects.toThrow();
  });
});

describe("the schedule, with a moved clock", () => {
  it("reminds 7 days and 1 day before, once each, then expires and falls back to the free plan", async () => {
    const { db } = getHandle();
    const { premium } = await demoOwnerBusinesses();
    const [sub] = await db
      .select()
      .from(businessSubscriptions)
      .where(and(eq(businessSubscriptions.businessUuid, premium.uuid), eq(businessSubscriptions.isActive, true)));
    expect(sub!.endDate.getTime() - TEST_NOW.getTime()).toBe(5 * DAY);
    const reminders = () =>
      db
        .select({ title: userNotifications.title })
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, "demo-comercio"), like(userNotifications.title, "%vence%")));

    expect(await remindEndingSubscriptions(TEST_NOW)).toBe(1);
    expect(await remindEndingSubscriptions(new Date(TEST_NOW.getTime() + DAY))).toBe(0);
    expect((await reminders()).map((r) => r.title)).toEqual(["Destacado vence en 7 días"]);
    const dayBefore = new Date(sub!.endDate.getTime() - 12 * 3_600_000);
    expect(await remindEndingSubscriptions(dayBefore)).toBe(1);
    expect(await remindEndingSubscriptions(dayBefore)).toBe(0);
    expect((await reminders()).map((r) => r.title).sort()).toEqual([
      "Destacado vence en 7 días",
      "Destacado vence mañana",
    ]);

    const after = new Date(sub!.endDate.getTime() + 60_000);
    expect(await runBillingSchedule(after)).toBeGreaterThanOrEqual(1);
    expect(await business(premium.uuid)).toMatchObject({ isPremium: false, premiumLevel: 0, status: "active" });
    expect((await getActivePlan(db, premium.uuid, after)).slug).toBe("basico");
    await consistent(after, premium.uuid);
    // Running again does nothing more.
    expect(await expireSubscriptions(after)).toBe(0);
  });
});

describe("Mercado Pago (preapproval) against the stand-in", () => {
  /** An active, non-premium business with no subscription at all, a different one each call. */
  async function freshBusiness(): Promise<{ uuid: string; name: string }> {
    const { db } = getHandle();
    const [row] = await db
      .select({ uuid: businesses.uuid, name: businesses.name })
      .from(businesses)
      .where(
        and(
          eq(businesses.status, "active"),
          eq(businesses.isPremium, false),
          notExists(
            db.select().from(businessSubscriptions).where(eq(businessSubscriptions.businessUuid, businesses.uuid)),
          ),
        ),
      )
      .orderBy(businesses.name)
      .limit(1);
    return row!;
  }

  async function subscribe() {
    const b = await freshBusiness();
    const outcome = await requestSubscription({
      businessUuid: b.uuid,
      businessName: b.name,
      planSlug: "destacado",
      method: "mercadopago",
      user: { id: "demo-comercio", email: "comercio@vilma.test" },
      origin: "http://localhost:3000",
    });
    if (!outcome.ok || outcome.value.method !== "mercadopago") throw new Error(JSON.stringify(outcome));
    const requested = outcome.value;
    const row = await subscriptionOf(requested.subscriptionId);
    return { business: b, outcome: requested, row, preapprovalId: row.providerId as string };
  }

  it("choose → pay at the checkout → signed webhook → premium; renewal; cancel keeps the period", async () => {
    const { business: b, outcome, row, preapprovalId } = await subscribe();
    expect(row).toMatchObject({ status: "pending", paymentMethod: "mercadopago", isActive: false });
    expect(outcome.checkoutUrl.startsWith(standin.url)).toBe(true);

    const paid = await fetch(outcome.checkoutUrl, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(`/mi-comercio/${b.uuid}/plan`);
    const active = await subscriptionOf(row.id);
    expect(active).toMatchObject({ status: "authorized", isActive: true });
    expect(await business(b.uuid)).toMatchObject({ isPremium: true, premiumLevel: 1 });
    await consistent(new Date(), b.uuid);

    // A month passes at Mercado Pago: the renewal moves the end date.
    const firstEnd = active.endDate.getTime();
    await fetch(`${standin.url}/__test/clock`, { method: "POST", body: JSON.stringify({ advanceDays: 31 }) });
    const renewed = await subscriptionOf(row.id);
    expect(renewed.status).toBe("authorized");
    expect(renewed.endDate.getTime()).toBeGreaterThan(firstEnd);
    await consistent(new Date(), b.uuid);

    const cancelled = await cancelBusinessSubscription({
      businessUuid: b.uuid,
      subscriptionId: row.id,
      actor: { id: "demo-comercio" },
    });
    expect(cancelled.ok).toBe(true);
    const state = (await (await fetch(`${standin.url}/__test/preapproval/${preapprovalId}`)).json()) as {
      status: string;
    };
    expect(state.status).toBe("cancelled");
    expect(await subscriptionOf(row.id)).toMatchObject({ status: "cancelled", isActive: true });
    expect((await business(b.uuid)).isPremium).toBe(true);
    await consistent(new Date(), b.uuid);
  });

  it("declined renewals end the subscription through the webhook", async () => {
    const { row, preapprovalId, outcome } = await subscribe();
    await fetch(outcome.checkoutUrl, { method: "POST", redirect: "manual" });
    await fetch(`${standin.url}/__test/preapproval/${preapprovalId}/renewals`, {
      method: "POST",
      body: JSON.stringify({ outcome: "decline" }),
    });
    await fetch(`${standin.url}/__test/clock`, { method: "POST", body: JSON.stringify({ advanceDays: 40 }) });
    expect((await subscriptionOf(row.id)).status).toBe("cancelled");
  });

  it("refuses bad signatures, stale and replayed notifications, unknown ids; ignores a forged body", async () => {
    const { row, preapprovalId, business: b } = await subscribe();
    const audits = async () =>
      (
        await getHandle()
          .db.select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.entityType, "subscription"), eq(auditLog.entityId, String(row.id))))
      ).length;
    const before = await audits();

    expect((await handleMercadoPagoWebhook(signedWebhook(preapprovalId, { secret: "otro-secreto" }))).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    expect((await handleMercadoPagoWebhook(signedWebhook(preapprovalId, { ts: stale }))).status).toBe(401);
    const unsigned = new Request(
      `http://localhost:3000/api/webhooks/mercadopago?data.id=${preapprovalId}&type=subscription_preapproval`,
      {
        method: "POST",
        body: "{}",
      },
    );
    expect((await handleMercadoPagoWebhook(unsigned)).status).toBe(401);
    expect((await handleMercadoPagoWebhook(signedWebhook("ffffffffffffffffffffffffffffffff"))).status).toBe(404);

    // The body says "authorized": the API (still pending) wins, nothing changes.
    const forged = await handleMercadoPagoWebhook(
      signedWebhook(preapprovalId, {
        body: { type: "subscription_preapproval", data: { id: preapprovalId, status: "authorized" } },
      }),
    );
    expect(forged.status).toBe(200);
    expect((await subscriptionOf(row.id)).status).toBe("pending");
    expect(await audits()).toBe(before);

    // Paid at Mercado Pago (without its own webhook reaching us), then one notification, twice.
    standin.setAppUrl("http://127.0.0.1:9");
    await fetch(`${standin.url}/checkout/preapproval?preapproval_id=${preapprovalId}`, {
      method: "POST",
      redirect: "manual",
    });
    const requestId = randomUUID();
    const first = await handleMercadoPagoWebhook(signedWebhook(preapprovalId, { requestId }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, changed: true });
    const replay = await handleMercadoPagoWebhook(signedWebhook(preapprovalId, { requestId }));
    expect(replay.status).toBe(409);
    // A new notification about the same state: handled, but nothing changes.
    const second = await handleMercadoPagoWebhook(signedWebhook(preapprovalId));
    expect(await second.json()).toEqual({ ok: true, changed: false });
    expect(await audits()).toBe(before + 1);
    expect((await subscriptionOf(row.id)).status).toBe("authorized");
    await consistent(new Date(), b.uuid);
  });

  it("the owner's page data shows the plan, the period and the history", async () => {
    const { free } = await demoOwnerBusinesses();
    const billing = await getBusinessBilling(free.uuid, new Date());
    expect(billing.history.length).toBeGreaterThan(0);
    const [premiumPlan] = await getHandle().db.select().from(plans).where(eq(plans.slug, "premium"));
    expect(premiumPlan?.includesFeaturedPromotions).toBe(true);
  });
});
