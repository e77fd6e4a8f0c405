import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventRetryDelayMs } from "#core/event-bus.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import type { Database } from "../platform/db/client.ts";
import {
  businesses,
  businessPromotions,
  domainEvents,
  favorites,
  userNotifications,
  userRoles,
  users,
} from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { dispatchPendingEvents, MAX_EVENT_ATTEMPTS, startEventDispatcher } from "./dispatcher.ts";
import { registerEventHandler } from "./handlers.ts";

const getHandle = setupTestDatabase();
const db = () => getHandle().db;

interface Biz {
  uuid: string;
  name: string;
  slug: string;
  categoryId: number | null;
}

/** Two active businesses of one category (A, B) and one of another (C). */
let A: Biz;
let B: Biz;
let C: Biz;
const FAN_A = "ev-fan-a";
const FAN_A_AND_C = "ev-fan-ac";
const FAN_C = "ev-fan-c";
const FAN_B = "ev-fan-b";
const OWNER_B = "ev-owner-b";

beforeAll(async () => {
  const active = await db()
    .select({ uuid: businesses.uuid, name: businesses.name, slug: businesses.slug, categoryId: businesses.categoryId })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), sql`${businesses.categoryId} is not null`))
    .orderBy(asc(businesses.id));
  const byCategory = Map.groupBy(active, (b) => b.categoryId);
  const [first, second] = [...byCategory.values()].find((list) => list.length >= 2) ?? [];
  const other = active.find((b) => b.categoryId !== first?.categoryId);
  if (!first || !second || !other) throw new Error("faltan comercios de demostración");
  [A, B, C] = [first, second, other];

  await db()
    .insert(users)
    .values([FAN_A, FAN_A_AND_C, FAN_C, FAN_B, OWNER_B].map((id) => ({ id, name: id, email: `${id}@example.com` })));
  await db()
    .insert(favorites)
    .values([
      { userId: FAN_A, businessUuid: A.uuid },
      { userId: FAN_A_AND_C, businessUuid: A.uuid },
      { userId: FAN_A_AND_C, businessUuid: C.uuid },
      { userId: FAN_C, businessUuid: C.uuid },
      { userId: FAN_B, businessUuid: B.uuid },
      // The owner of B likes a place of the same category too, but must not hear about their own business.
      { userId: OWNER_B, businessUuid: A.uuid },
    ]);
  await db().insert(userRoles).values({ userId: OWNER_B, role: "business_owner", businessUuid: B.uuid });
});

async function createPromotion(business: Biz, title: string, benefit: string | null): Promise<string> {
  const [row] = await db()
    .insert(businessPromotions)
    .values({
      businessUuid: business.uuid,
      title,
      discountBenefit: benefit,
      startDate: new Date("2026-11-01T03:00:00Z"),
      endDate: new Date("2026-12-31T03:00:00Z"),
    })
    .returning({ id: businessPromotions.id });
  if (!row) throw new Error("sin promoción");
  return row.id;
}

/** The way the owner's form publishes: the promotion and its event in one transaction. */
async function publishPromotion(promotionId: string): Promise<number> {
  return db().transaction((tx) =>
    publishEvent(tx as unknown as Database, {
      type: "promotion.published",
      aggregateType: "business_promotion",
      aggregateId: String(promotionId),
      payload: { promotionId },
    }),
  );
}

async function eventRow(id: number) {
  const [row] = await db().select().from(domainEvents).where(eq(domainEvents.id, id));
  return row;
}

async function notificationsOf(userIds: string[]) {
  return db()
    .select()
    .from(userNotifications)
    .where(inArray(userNotifications.userId, userIds))
    .orderBy(asc(userNotifications.userId));
}

const ALL = [FAN_A, FAN_A_AND_C, FAN_C, FAN_B, OWNER_B];

async function clearNotifications() {
  await db().delete(userNotifications).where(inArray(userNotifications.userId, ALL));
}

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000);

/** Leaves nothing pending from an earlier test: pending events are set aside as failed. */
async function settleOutbox() {
  await db().update(domainEvents).set({ status: "failed" }).where(eq(domainEvents.status, "pending"));
}

describe("promotion.published", () => {
  it("notifies every person who favourited the business, once, and never twice", async () => {
    await settleOutbox();
    await clearNotifications();
    const promotionId = await createPromotion(A, "2x1 en empanadas", "Llevás 2 y pagás 1");
    const eventId = await publishPromotion(promotionId);
    expect((await eventRow(eventId))?.status).toBe("pending");

    expect(await dispatchPendingEvents(db())).toEqual({ processed: 1, retrying: 0, failed: 0 });
    const event = await eventRow(eventId);
    expect(event?.status).toBe("processed");
    expect(event?.processedAt).toBeInstanceOf(Date);

    const sent = await notificationsOf(ALL);
    expect(sent.map((n) => n.userId).sort()).toEqual([FAN_A, FAN_A_AND_C, OWNER_B].sort());
    for (const n of sent) {
      expect(n).toMatchObject({
        type: "favorite_update",
        title: `Nueva promoción en ${A.name}`,
        message: "2x1 en empanadas: Llevás 2 y pagás 1",
        link: `/${A.slug}`,
        isRead: false,
      });
    }

    // Running again finds nothing; replaying the event or publishing it again adds nothing.
    expect(await dispatchPendingEvents(db())).toEqual({ processed: 0, retrying: 0, failed: 0 });
    await db().update(domainEvents).set({ status: "pending" }).where(eq(domainEvents.id, eventId));
    await publishPromotion(promotionId);
    expect(await dispatchPendingEvents(db())).toEqual({ processed: 2, retrying: 0, failed: 0 });
    expect(await notificationsOf(ALL)).toHaveLength(3);
  });

  it("sends a separate notification for another promotion", async () => {
    await settleOutbox();
    await clearNotifications();
    const first = await createPromotion(A, "20% en tortas", null);
    const second = await createPromotion(A, "Café gratis", "Con cualquier factura");
    await publishPromotion(first);
    await publishPromotion(second);
    await dispatchPendingEvents(db());
    const sent = await notificationsOf([FAN_A]);
    expect(sent.map((n) => n.message).sort()).toEqual(["20% en tortas", "Café gratis: Con cualquier factura"]);
  });

  it("marks an event with a malformed payload failed at once", async () => {
    await settleOutbox();
    const id = await publishEvent(db(), {
      type: "promotion.published",
      aggregateType: "business_promotion",
      aggregateId: "x",
      payload: { promotionId: "no-es-un-uuid" },
    });
    expect(await dispatchPendingEvents(db())).toEqual({ processed: 0, retrying: 0, failed: 1 });
    expect(await eventRow(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await eventRow(id))?.lastError).toMatch(/payload inválido/);
  });
});

describe("business.activated", () => {
  it("tells people who favourite that category, except the owners and those who already follow it", async () => {
    await settleOutbox();
    await clearNotifications();
    const id = await publishEvent(db(), {
      type: "business.activated",
      aggregateType: "business",
      aggregateId: B.uuid,
      payload: { businessUuid: B.uuid },
    });
    await dispatchPendingEvents(db());
    expect((await eventRow(id))?.status).toBe("processed");
    const sent = await notificationsOf(ALL);
    // FAN_A and FAN_A_AND_C like A (same category as B); FAN_C only likes another category; FAN_B
    // already follows B; OWNER_B owns it.
    expect(sent.map((n) => n.userId).sort()).toEqual([FAN_A, FAN_A_AND_C].sort());
    for (const n of sent) {
      expect(n.type).toBe("new_business");
      expect(n.link).toBe(`/${B.slug}`);
      expect(n.title).toContain(B.name);
    }
    await db().update(domainEvents).set({ status: "pending" }).where(eq(domainEvents.id, id));
    await dispatchPendingEvents(db());
    expect(await notificationsOf(ALL)).toHaveLength(2);
  });

  it("announces nothing for a business that is not active", async () => {
    await settleOutbox();
    await clearNotifications();
    const [hidden] = await db()
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(and(ne(businesses.status, "active"), eq(businesses.categoryId, A.categoryId as number)))
      .limit(1);
    const target = hidden?.uuid ?? C.uuid;
    if (!hidden) await db().update(businesses).set({ status: "pending" }).where(eq(businesses.uuid, target));
    await publishEvent(db(), {
      type: "business.activated",
      aggregateType: "business",
      aggregateId: target,
      payload: { businessUuid: target },
    });
    expect(await dispatchPendingEvents(db())).toEqual({ processed: 1, retrying: 0, failed: 0 });
    expect(await notificationsOf(ALL)).toHaveLength(0);
    if (!hidden) await db().update(businesses).set({ status: "active" }).where(eq(businesses.uuid, target));
  });
});

describe("failures", () => {
  it("records attempts, rolls back the handler's writes and does not hold other events up", async () => {
    await settleOutbox();
    await clearNotifications();
    const unregister = registerEventHandler("test.always-fails", async (tx) => {
      await tx.insert(userNotifications).values({ userId: FAN_C, title: "No debería quedar", message: "x" });
      throw new Error("se rompió el manejador");
    });
    try {
      const failing = await publishEvent(db(), {
        type: "test.always-fails",
        aggregateType: "test",
        aggregateId: "1",
        payload: {},
      });
      const promotionId = await createPromotion(A, "Envío gratis", null);
      const good = await publishPromotion(promotionId);

      expect(await dispatchPendingEvents(db())).toEqual({ processed: 1, retrying: 1, failed: 0 });
      expect(await eventRow(good)).toMatchObject({ status: "processed" });
      expect(await eventRow(failing)).toMatchObject({ status: "pending", attempts: 1 });
      expect((await eventRow(failing))?.lastError).toContain("se rompió el manejador");
      expect(await notificationsOf([FAN_C])).toHaveLength(0);
      expect(await notificationsOf([FAN_A])).toHaveLength(1);

      // Each later try waits for its back-off: the clock moves a day per run.
      for (let run = 2; run < MAX_EVENT_ATTEMPTS; run++) await dispatchPendingEvents(db(), { now: daysAhead(run) });
      expect(await eventRow(failing)).toMatchObject({ status: "pending", attempts: MAX_EVENT_ATTEMPTS - 1 });
      expect(await dispatchPendingEvents(db(), { now: daysAhead(MAX_EVENT_ATTEMPTS) })).toEqual({
        processed: 0,
        retrying: 0,
        failed: 1,
      });
      expect(await eventRow(failing)).toMatchObject({ status: "failed", attempts: MAX_EVENT_ATTEMPTS });
      expect(await dispatchPendingEvents(db(), { now: daysAhead(30) })).toEqual({
        processed: 0,
        retrying: 0,
        failed: 0,
      });
    } finally {
      unregister();
    }
  });

  it("fails an event nobody handles, without stopping", async () => {
    await settleOutbox();
    const id = await publishEvent(db(), { type: "test.unknown", aggregateType: "test", aggregateId: "2", payload: {} });
    expect(await dispatchPendingEvents(db())).toEqual({ processed: 0, retrying: 1, failed: 0 });
    expect((await eventRow(id))?.lastError).toContain('No hay manejador para el evento "test.unknown"');
  });
});

describe("concurrency", () => {
  it("never lets two dispatch runs handle the same event", async () => {
    await settleOutbox();
    const calls = new Map<number, number>();
    const unregister = registerEventHandler("test.count", async (tx, event) => {
      calls.set(event.id, (calls.get(event.id) ?? 0) + 1);
      // Holds the event a moment so the two runs really overlap.
      await tx.execute(sql`select pg_sleep(0.01)`);
    });
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        ids.push(
          await publishEvent(db(), { type: "test.count", aggregateType: "test", aggregateId: String(i), payload: {} }),
        );
      }
      const [one, two] = await Promise.all([dispatchPendingEvents(db()), dispatchPendingEvents(db())]);
      expect(one.processed + two.processed).toBe(20);
      expect(one.retrying + two.retrying + one.failed + two.failed).toBe(0);
      expect([...calls.keys()].sort((a, b) => a - b)).toEqual(ids);
      expect([...calls.values()].every((n) => n === 1)).toBe(true);
      const rows = await db().select().from(domainEvents).where(inArray(domainEvents.id, ids));
      // One try each (attempts counts tries, the successful one included).
      expect(rows.every((r) => r.status === "processed" && r.attempts === 1)).toBe(true);
    } finally {
      unregister();
    }
  });

  it("processes right away after a kick, and on its own with the loop running", async () => {
    await settleOutbox();
    await clearNotifications();
    const kicked = await publishPromotion(await createPromotion(A, "Kick", null));
    kickEventDispatcher();
    await expect.poll(async () => (await eventRow(kicked))?.status, { timeout: 5_000 }).toBe("processed");

    const stop = startEventDispatcher({ intervalMs: 50 });
    try {
      const polled = await publishPromotion(await createPromotion(A, "Loop", null));
      await expect.poll(async () => (await eventRow(polled))?.status, { timeout: 5_000 }).toBe("processed");
    } finally {
      await stop();
    }
    expect((await notificationsOf([FAN_A])).map((n) => n.message).sort()).toEqual(["Kick", "Loop"]);
  });
});

describe("retries and back-off", () => {
  it("processes a handler that fails twice on its third try, after each back-off, with the errors recorded", async () => {
    await settleOutbox();
    let calls = 0;
    const errors: (string | null)[] = [];
    const unregister = registerEventHandler("test.flaky", async (tx) => {
      calls++;
      await tx.insert(userNotifications).values({ userId: FAN_C, title: `Intento ${calls}`, message: "x" });
      if (calls <= 2) throw new Error(`caída número ${calls}`);
    });
    try {
      await clearNotifications();
      const t0 = new Date();
      const id = await publishEvent(db(), { type: "test.flaky", aggregateType: "test", aggregateId: "3", payload: {} });

      expect(await dispatchPendingEvents(db(), { now: t0 })).toEqual({ processed: 0, retrying: 1, failed: 0 });
      let row = await eventRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      errors.push(row?.lastError ?? null);
      // Not before its back-off (10 s after the first failure)…
      expect(row?.nextAttemptAt?.getTime()).toBe(t0.getTime() + eventRetryDelayMs(1));
      expect(await dispatchPendingEvents(db(), { now: new Date(t0.getTime() + 9_000) })).toEqual({
        processed: 0,
        retrying: 0,
        failed: 0,
      });
      expect(calls).toBe(1);
      // …and taken once it has passed.
      const t1 = new Date(t0.getTime() + 10_000);
      expect(await dispatchPendingEvents(db(), { now: t1 })).toEqual({ processed: 0, retrying: 1, failed: 0 });
      row = await eventRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 2 });
      errors.push(row?.lastError ?? null);
      expect(row?.nextAttemptAt?.getTime()).toBe(t1.getTime() + eventRetryDelayMs(2));
      expect(await dispatchPendingEvents(db(), { now: new Date(t1.getTime() + 59_000) })).toMatchObject({
        retrying: 0,
      });

      const t2 = new Date(t1.getTime() + 60_000);
      expect(await dispatchPendingEvents(db(), { now: t2 })).toEqual({ processed: 1, retrying: 0, failed: 0 });
      row = await eventRow(id);
      expect(row).toMatchObject({ status: "processed", attempts: 3, nextAttemptAt: null });
      expect(calls).toBe(3);
      expect(errors).toEqual(["Error: caída número 1", "Error: caída número 2"]);
      // The last error stays on the row for the admin; only the third try's writes remain.
      expect(row?.lastError).toBe("Error: caída número 2");
      expect((await notificationsOf([FAN_C])).map((n) => n.title)).toEqual(["Intento 3"]);
    } finally {
      unregister();
    }
  });

  it("takes an event again after a crash in its handler, once its back-off has passed", async () => {
    await settleOutbox();
    const unregister = registerEventHandler("test.crash", async () => {});
    try {
      const id = await publishEvent(db(), { type: "test.crash", aggregateType: "test", aggregateId: "4", payload: {} });
      // A process that claimed the event and died in the handler: the claim committed (its try is
      // counted), the run's transaction never did. Simulated by the claim alone, as the dispatcher does it.
      const t0 = new Date();
      await db()
        .update(domainEvents)
        .set({ attempts: 1, nextAttemptAt: new Date(t0.getTime() + 10_000) })
        .where(eq(domainEvents.id, id));
      expect(await dispatchPendingEvents(db(), { now: t0 })).toEqual({ processed: 0, retrying: 0, failed: 0 });
      expect(await dispatchPendingEvents(db(), { now: new Date(t0.getTime() + 10_000) })).toEqual({
        processed: 1,
        retrying: 0,
        failed: 0,
      });
      expect(await eventRow(id)).toMatchObject({ status: "processed", attempts: 2 });
    } finally {
      unregister();
    }
  });

  it("never takes a failed event by itself", async () => {
    await settleOutbox();
    const id = await publishEvent(db(), { type: "test.unknown", aggregateType: "test", aggregateId: "5", payload: {} });
    await db()
      .update(domainEvents)
      .set({ status: "failed", attempts: MAX_EVENT_ATTEMPTS })
      .where(eq(domainEvents.id, id));
    expect(await dispatchPendingEvents(db(), { now: daysAhead(365) })).toEqual({
      processed: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await eventRow(id)).toMatchObject({ status: "failed", attempts: MAX_EVENT_ATTEMPTS });
  });
});
