import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PromotionInput } from "#core/promotion-form.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { auditTrail } from "../audit/record-audit.ts";
import { getUserBusinesses } from "../auth/roles.ts";
import { createTtlCache } from "../cache/ttl-cache.ts";
import { businesses, businessPromotions, domainEvents } from "../db/schema.ts";
import * as dispatcher from "../events/dispatcher.ts";
import * as publish from "../events/publish.ts";
import { createPromotion } from "./create-promotion.ts";

vi.mock("../events/dispatcher.ts", async (original) => ({
  ...(await original<typeof import("../events/dispatcher.ts")>()),
  kickEventDispatcher: vi.fn(),
}));
vi.mock("../events/publish.ts", async (original) => {
  const actual = await original<typeof import("../events/publish.ts")>();
  return { ...actual, publishEvent: vi.fn(actual.publishEvent) };
});

const database = setupTestDatabase();
const OWNER = { id: "demo-comercio", isAdmin: false };
const ADMIN = { id: "demo-admin", isAdmin: true };
const DAY = 86_400_000;

function input(businessUuid: string, overrides: Partial<PromotionInput> = {}): PromotionInput {
  const now = Date.now();
  return {
    businessUuid,
    title: "Merienda para dos",
    discountBenefit: "2x1",
    description: "De lunes a viernes",
    couponCode: "MERIENDA-2X1",
    startDate: new Date(now - DAY),
    endDate: new Date(now + 10 * DAY),
    isFeatured: true,
    ...overrides,
  };
}

async function ownedUuid() {
  const [owned] = await getUserBusinesses(database().db, OWNER.id);
  return owned!.uuid;
}

async function someoneElsesUuid() {
  const owned = (await getUserBusinesses(database().db, OWNER.id)).map((b) => b.uuid);
  const rows = await database()
    .db.select({ uuid: businesses.uuid })
    .from(businesses)
    .where(eq(businesses.status, "active"));
  return rows.find((r) => !owned.includes(r.uuid))!.uuid;
}

afterEach(() => vi.mocked(dispatcher.kickEventDispatcher).mockClear());

describe("createPromotion", () => {
  it("stores the promotion and its promotion.published event, then wakes the dispatcher", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const result = await createPromotion(OWNER, input(uuid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, result.id));
    expect(row).toMatchObject({
      businessUuid: uuid,
      title: "Merienda para dos",
      discountBenefit: "2x1",
      couponCode: "MERIENDA-2X1",
      // Only an admin may feature a promotion.
      isFeatured: false,
      viewsCount: 0,
    });
    const events = await db.select().from(domainEvents).where(eq(domainEvents.aggregateId, result.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "promotion.published",
      aggregateType: "business_promotion",
      payload: { promotionId: result.id },
      status: "pending",
    });
    expect(dispatcher.kickEventDispatcher).toHaveBeenCalledTimes(1);
    const [audit] = await auditTrail(db, { type: "promotion", id: result.id });
    expect(audit).toMatchObject({ actorId: OWNER.id, action: "promotion.create" });
    expect(audit?.details.after).toMatchObject({ title: "Merienda para dos", isFeatured: false });
  });

  it("refuses a business the owner doesn't own and writes nothing", async () => {
    const { db } = database();
    const uuid = await someoneElsesUuid();
    const before = await db.select().from(businessPromotions).where(eq(businessPromotions.businessUuid, uuid));
    expect(await createPromotion(OWNER, input(uuid))).toEqual({ ok: false, reason: "forbidden" });
    expect(await createPromotion(OWNER, input("no-es-un-uuid"))).toEqual({ ok: false, reason: "forbidden" });
    const after = await db.select().from(businessPromotions).where(eq(businessPromotions.businessUuid, uuid));
    expect(after).toHaveLength(before.length);
    expect(dispatcher.kickEventDispatcher).not.toHaveBeenCalled();
  });

  it("lets an admin publish for any business, featured if asked", async () => {
    const { db } = database();
    const uuid = await someoneElsesUuid();
    const result = await createPromotion(ADMIN, input(uuid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, result.id));
    expect(row?.isFeatured).toBe(true);
    expect(await createPromotion(ADMIN, input("6b1f8c1e-0000-4000-8000-000000000000"))).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });

  it("writes neither the promotion nor the event when the event can't be stored", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    vi.mocked(publish.publishEvent).mockRejectedValueOnce(new Error("outbox caído"));
    await expect(createPromotion(OWNER, input(uuid, { title: "Nunca publicada" }))).rejects.toThrow("outbox caído");
    const rows = await db.select().from(businessPromotions).where(eq(businessPromotions.title, "Nunca publicada"));
    expect(rows).toEqual([]);
    expect(dispatcher.kickEventDispatcher).not.toHaveBeenCalled();
  });

  it("clears the public read caches so the business page shows it at once", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("business:any", async () => "sin la promoción");
    expect(cache.size).toBe(1);
    await createPromotion(OWNER, input(await ownedUuid()));
    expect(cache.size).toBe(0);
  });
});
