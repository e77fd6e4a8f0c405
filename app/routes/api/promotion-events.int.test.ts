import { randomUUID } from "node:crypto";
import { count, eq, gt, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#core/errors.ts";
import { businesses, businessPromotions, promotionEvents } from "#server/platform/db/schema.ts";
import { listActivePromotions } from "#server/promotions/list-active-promotions.ts";
import { trackPromotionEvent } from "#server/promotions/track-promotion-event.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { contextWithUser } from "#tests/setup/route-context.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { action, loader } from "./promotion-events.ts";

const getHandle = setupTestDatabase();

async function counters(id: string) {
  const { db } = getHandle();
  const [row] = await db
    .select({
      views: businessPromotions.viewsCount,
      clicks: businessPromotions.clicksCount,
      copies: businessPromotions.couponCopiesCount,
    })
    .from(businessPromotions)
    .where(eq(businessPromotions.id, id));
  return row!;
}

async function eventCount(id?: string) {
  const { db } = getHandle();
  const [row] = await db
    .select({ n: count() })
    .from(promotionEvents)
    .where(id ? eq(promotionEvents.promotionId, id) : undefined);
  return row!.n;
}

async function activePromotionId(offset = 0): Promise<string> {
  const list = await listActivePromotions({ now: TEST_NOW, limit: offset + 1 });
  return list[offset]!.id;
}

const refused = (code: string) => ({ ok: false, problem: expect.objectContaining({ code }) });

describe("trackPromotionEvent", () => {
  it("adds one to the type's counter, stores the event and returns the new counts", async () => {
    const id = await activePromotionId();
    const before = await counters(id);
    const click = await trackPromotionEvent(id, "click", "/ofertas", TEST_NOW, "v-refused");
    expect(click).toEqual({
      ok: true,
      value: {
        promotionId: id,
        type: "click",
        counts: { viewsCount: before.views, clicksCount: before.clicks + 1, couponCopiesCount: before.copies },
      },
    });
    const view = await trackPromotionEvent(id, "view", "homepage", TEST_NOW, "v-a");
    const copy = await trackPromotionEvent(id, "coupon_copy", "/business/x", TEST_NOW, "v-a");
    expect(view.ok && view.value.counts.viewsCount).toBe(before.views + 1);
    expect(copy.ok && copy.value.counts).toEqual({
      viewsCount: before.views + 1,
      clicksCount: before.clicks + 1,
      couponCopiesCount: before.copies + 1,
    });
    expect(await counters(id)).toEqual({
      views: before.views + 1,
      clicks: before.clicks + 1,
      copies: before.copies + 1,
    });

    const { db } = getHandle();
    const events = await db
      .select()
      .from(promotionEvents)
      .where(eq(promotionEvents.promotionId, id))
      .orderBy(promotionEvents.id);
    expect(events.map((e) => [e.eventType, e.referrer])).toEqual([
      ["click", "/ofertas"],
      ["view", "homepage"],
      ["coupon_copy", "/business/x"],
    ]);
    expect(events.every((e) => e.createdAt.getTime() === TEST_NOW.getTime())).toBe(true);
  });

  it("cuts the referrer to 200 characters and stores a missing one as null", async () => {
    const id = await activePromotionId(1);
    await trackPromotionEvent(id, "view", `/ofertas${"x".repeat(5000)}`, TEST_NOW, "v-1");
    await trackPromotionEvent(id, "view", 42, TEST_NOW, "v-2");
    const { db } = getHandle();
    const events = await db
      .select({ referrer: promotionEvents.referrer })
      .from(promotionEvents)
      .where(eq(promotionEvents.promotionId, id))
      .orderBy(promotionEvents.id);
    expect(events[0]?.referrer).toHaveLength(200);
    expect(events[1]?.referrer).toBeNull();
  });

  it("refuses unknown, ended, future and hidden promotions and unknown types, writing nothing", async () => {
    const { db } = getHandle();
    const [ended] = await db
      .select({ id: businessPromotions.id })
      .from(businessPromotions)
      .where(lt(businessPromotions.endDate, TEST_NOW))
      .limit(1);
    const [future] = await db
      .select({ id: businessPromotions.id })
      .from(businessPromotions)
      .where(gt(businessPromotions.startDate, TEST_NOW))
      .limit(1);
    expect(ended && future).toBeTruthy();
    const active = await activePromotionId(2);
    const hiddenBusiness = (
      await db
        .select({ uuid: businessPromotions.businessUuid })
        .from(businessPromotions)
        .where(eq(businessPromotions.id, active))
    )[0]!.uuid;

    const snapshot = async () => ({
      events: await eventCount(),
      active: await counters(active),
      ended: await counters(ended!.id),
      future: await counters(future!.id),
    });
    const before = await snapshot();

    for (const id of [randomUUID(), "abc", "", "'; drop table business_promotions; --", ended!.id, future!.id]) {
      expect(await trackPromotionEvent(id, "click", "/ofertas", TEST_NOW, "v-refused"), id).toEqual(
        refused("not_found"),
      );
    }
    for (const type of ["purchase", "CLICK", "", "views_count"]) {
      expect(await trackPromotionEvent(active, type, "/ofertas", TEST_NOW, "v-refused"), type).toEqual(
        refused("validation"),
      );
    }
    await db.update(businesses).set({ status: "inactive" }).where(eq(businesses.uuid, hiddenBusiness));
    try {
      expect(await trackPromotionEvent(active, "click", "/ofertas", TEST_NOW, "v-refused")).toEqual(
        refused("not_found"),
      );
    } finally {
      await db.update(businesses).set({ status: "active" }).where(eq(businesses.uuid, hiddenBusiness));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("300 concurrent clicks from 300 visitors: clicks_count goes up by exactly 300 and 300 events are stored", async () => {
    const id = await activePromotionId(3);
    const before = await counters(id);
    const eventsBefore = await eventCount(id);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) => trackPromotionEvent(id, "click", `/ofertas?i=${i}`, TEST_NOW, `v-${i}`)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    // Every call saw a different new count: each increment was applied on top of the previous one.
    const seen = results.map((r) => (r.ok ? r.value.counts.clicksCount : -1));
    expect(new Set(seen).size).toBe(300);
    expect(Math.max(...seen)).toBe(before.clicks + 300);
    expect(await counters(id)).toEqual({ ...before, clicks: before.clicks + 300 });
    expect((await eventCount(id)) - eventsBefore).toBe(300);
  });

  it("counts one view and one click per visitor and promotion per hour", async () => {
    const id = await activePromotionId(4);
    const before = await counters(id);
    const eventsBefore = await eventCount(id);
    // 200 forged views from one visitor, half of them at once: one counts.
    await Promise.all(Array.from({ length: 100 }, () => trackPromotionEvent(id, "view", "/", TEST_NOW, "v-one")));
    for (let i = 0; i < 100; i++) await trackPromotionEvent(id, "view", "/", TEST_NOW, "v-one");
    expect((await counters(id)).views).toBe(before.views + 1);
    // A second visitor counts; the first one's click is a kind of its own.
    const other = await trackPromotionEvent(id, "view", "/", TEST_NOW, "v-two");
    expect(other).toMatchObject({ ok: true, value: { counts: { viewsCount: before.views + 2 } } });
    await trackPromotionEvent(id, "click", "/", TEST_NOW, "v-one");
    await trackPromotionEvent(id, "click", "/", TEST_NOW, "v-one");
    // Later in the same hour: nothing; the next hour: one more.
    const sameHour = new Date(TEST_NOW.getTime() + 59 * 60_000);
    const repeat = await trackPromotionEvent(id, "view", "/", sameHour, "v-one");
    expect(repeat).toMatchObject({ ok: true, value: { counts: { viewsCount: before.views + 2 } } });
    await trackPromotionEvent(id, "view", "/", new Date(TEST_NOW.getTime() + 60 * 60_000), "v-one");
    expect(await counters(id)).toEqual({ ...before, views: before.views + 3, clicks: before.clicks + 1 });
    expect((await eventCount(id)) - eventsBefore).toBe(4);
  });
});

describe("POST /api/promotions/{id}/events", () => {
  /** A promotion active right now (the route uses the real clock). */
  async function livePromotion(): Promise<string> {
    const { db } = getHandle();
    const [business] = await db
      .select({ uuid: businesses.uuid })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .limit(1);
    const now = Date.now();
    const [row] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: business!.uuid,
        title: "Prueba de seguimiento",
        startDate: new Date(now - 86_400_000),
        endDate: new Date(now + 86_400_000),
      })
      .returning({ id: businessPromotions.id });
    return row!.id;
  }

  function call(id: string, init: RequestInit & { body?: string } = {}) {
    const request = new Request(`http://localhost/api/promotions/${id}/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      ...init,
    });
    return action({ request, params: { id }, context: contextWithUser(null) } as unknown as Parameters<
      typeof action
    >[0]);
  }

  it("records and answers the new counts", async () => {
    const id = await livePromotion();
    const response = await call(id, { body: JSON.stringify({ type: "click", referrer: "/ofertas" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      promotionId: id,
      type: "click",
      viewsCount: 0,
      clicksCount: 1,
      couponCopiesCount: 0,
    });
    expect(await eventCount(id)).toBe(1);
  });

  it("answers 4xx JSON errors and writes nothing", async () => {
    const id = await livePromotion();
    const cases: [string, RequestInit & { body?: string }, number][] = [
      [id, { body: JSON.stringify({ type: "purchase", referrer: "/" }) }, 400],
      [id, { body: JSON.stringify({ referrer: "/" }) }, 400],
      [id, { body: "{not json" }, 400],
      [id, { body: "" }, 400],
      [id, { body: JSON.stringify({ type: "click" }), headers: { "Content-Type": "text/plain" } }, 415],
      [id, { body: JSON.stringify({ type: "click" }), headers: {} }, 415],
      [id, { body: JSON.stringify({ type: "click", referrer: "x".repeat(5000) }) }, 413],
      [id, { method: "PUT", body: JSON.stringify({ type: "click" }) }, 405],
      [id, { method: "DELETE" }, 405],
      ["no-es-un-uuid", { body: JSON.stringify({ type: "click" }) }, 404],
      [randomUUID(), { body: JSON.stringify({ type: "click" }) }, 404],
    ];
    const before = await eventCount();
    for (const [target, init, status] of cases) {
      const response = await call(target, init);
      expect(response.status, `${init.method ?? "POST"} ${init.body?.slice(0, 40)}`).toBe(status);
      const body = (await response.json()) as ErrorBody;
      expect(body.error.status).toBe(status);
      expect(body.error.message).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
      if (status === 405) expect(response.headers.get("Allow")).toBe("POST");
    }
    expect(await eventCount()).toBe(before);
    expect(await counters(id)).toEqual({ views: 0, clicks: 0, copies: 0 });
  });

  it("200 anonymous views from one client count once; another client counts again", async () => {
    const id = await livePromotion();
    const client = { "x-vilma-client-ip": "203.0.113.9", "user-agent": "Bot/1.0" };
    const view = JSON.stringify({ type: "view", referrer: "/" });
    for (let i = 0; i < 200; i++) {
      const response = await call(id, { body: view, headers: { "Content-Type": "application/json", ...client } });
      expect(response.status).toBe(200);
    }
    expect(await counters(id)).toEqual({ views: 1, clicks: 0, copies: 0 });
    // The same address with another browser is another visitor; so is another address.
    await call(id, {
      body: view,
      headers: { "Content-Type": "application/json", ...client, "user-agent": "Otro/2.0" },
    });
    await call(id, {
      body: view,
      headers: { "Content-Type": "application/json", "x-vilma-client-ip": "198.51.100.4" },
    });
    expect(await counters(id)).toEqual({ views: 3, clicks: 0, copies: 0 });
  });

  it("GET answers 405", async () => {
    const response = await loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
