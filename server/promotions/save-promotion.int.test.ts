import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PromotionInput } from "#core/promotion-form.ts";
import { pixelBombPng, pngOf } from "#tests/setup/images.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getActivePlan } from "../plans/active-plan.ts";
import { auditTrail } from "../platform/audit/record-audit.ts";
import { getUserBusinesses } from "../platform/auth/roles.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { businesses, businessPromotions, businessSubscriptions, domainEvents, plans } from "../platform/db/schema.ts";
import * as publish from "../platform/events/publish.ts";
import { getStorage, uploadsDirectory } from "../platform/storage/storage.ts";
import { createPromotion, updatePromotion } from "./save-promotion.ts";

vi.mock("../platform/events/publish.ts", async (original) => {
  const actual = await original<typeof import("../platform/events/publish.ts")>();
  return { ...actual, publishEvent: vi.fn(actual.publishEvent), kickEventDispatcher: vi.fn() };
});

const database = setupTestDatabase();
const OWNER = { id: "demo-comercio", isAdmin: false };
const ADMIN = { id: "demo-admin", isAdmin: true };
const DAY = 86_400_000;

function input(overrides: Partial<PromotionInput> = {}): PromotionInput {
  const now = Date.now();
  return {
    title: "Merienda para dos",
    discountBenefit: "2x1",
    description: "De lunes a viernes",
    couponCode: "MERIENDA-2X1",
    startDate: new Date(now - DAY),
    endDate: new Date(now + 10 * DAY),
    isFeatured: true,
    image: null,
    removeImage: false,
    ...overrides,
  };
}

async function pngFile(name = "foto.png") {
  return new File([(await pngOf(900, 600)).slice()], name, { type: "image/png" });
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

async function rowOf(id: string) {
  const [row] = await database().db.select().from(businessPromotions).where(eq(businessPromotions.id, id));
  return row;
}

/** Whether a stored picture's file is on disk (the local store, DATA_DIR/uploads). */
async function fileExists(url: string | null | undefined) {
  const key = getStorage().keyFromUrl(url ?? null);
  return key ? fs.existsSync(path.join(uploadsDirectory(), key)) : false;
}

afterEach(() => vi.mocked(publish.kickEventDispatcher).mockClear());

describe("createPromotion", () => {
  it("stores the promotion and its promotion.published event, then wakes the dispatcher", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const result = await createPromotion(OWNER, uuid, input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await rowOf(result.value.id)).toMatchObject({
      businessUuid: uuid,
      title: "Merienda para dos",
      discountBenefit: "2x1",
      couponCode: "MERIENDA-2X1",
      imageUrl: null,
      pausedAt: null,
      viewsCount: 0,
    });
    const events = await db.select().from(domainEvents).where(eq(domainEvents.aggregateId, result.value.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "promotion.published", payload: { promotionId: result.value.id } });
    expect(publish.kickEventDispatcher).toHaveBeenCalledTimes(1);
    const [audit] = await auditTrail(db, { type: "promotion", id: result.value.id });
    expect(audit).toMatchObject({ actorId: OWNER.id, action: "promotion.create" });
    expect(audit?.details.after).toMatchObject({ title: "Merienda para dos" });
  });

  it("features only where the business's plan includes it (an admin always)", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const now = new Date();
    const plan = await getActivePlan(db, uuid, now);
    const first = await createPromotion(OWNER, uuid, input({ title: "Según el plan" }), now);
    expect(first.ok && (await rowOf(first.value.id))?.isFeatured).toBe(plan.includesFeaturedPromotions);

    // Put the business on a plan without featured promotions: refused quietly.
    const [basic] = await db.select().from(plans).where(eq(plans.slug, "basico"));
    await db.update(businessSubscriptions).set({ isActive: false }).where(eq(businessSubscriptions.businessUuid, uuid));
    const [sub] = await db
      .insert(businessSubscriptions)
      .values({
        businessUuid: uuid,
        planId: basic!.id,
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 30 * DAY),
      })
      .returning();
    const plain = await createPromotion(OWNER, uuid, input({ title: "Sin destacar" }), now);
    expect(plain.ok && (await rowOf(plain.value.id))?.isFeatured).toBe(false);

    // A plan that includes it: featured.
    await db.update(plans).set({ includesFeaturedPromotions: true }).where(eq(plans.id, basic!.id));
    const featured = await createPromotion(OWNER, uuid, input({ title: "Destacada por plan" }), now);
    expect(featured.ok && (await rowOf(featured.value.id))?.isFeatured).toBe(true);

    // The subscription over (end passed): no longer.
    await db
      .update(businessSubscriptions)
      .set({ endDate: new Date(now.getTime() - 1000), startDate: new Date(now.getTime() - 2 * DAY) })
      .where(eq(businessSubscriptions.id, sub!.id));
    await db.update(plans).set({ includesFeaturedPromotions: false }).where(eq(plans.id, basic!.id));
    expect((await getActivePlan(db, uuid, now)).subscriptionId).toBeNull();
    const after = await createPromotion(OWNER, uuid, input({ title: "Plan vencido" }), now);
    expect(after.ok && (await rowOf(after.value.id))?.isFeatured).toBe(false);
  });

  it("stores a picture through the image pipeline as WebP", async () => {
    const result = await createPromotion(
      OWNER,
      await ownedUuid(),
      input({ title: "Con foto", image: await pngFile() }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await rowOf(result.value.id);
    expect(row?.imageUrl).toMatch(/\.webp$/);
    expect(await fileExists(row?.imageUrl)).toBe(true);
  });

  it("refuses a file that is not an image, and a decompression bomb, writing nothing", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const text = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "x.svg", { type: "image/svg+xml" });
    const bomb = new File([pixelBombPng().slice()], "bomba.png", { type: "image/png" });
    for (const image of [text, bomb]) {
      const result = await createPromotion(OWNER, uuid, input({ title: "Imagen rota", image }));
      expect(result).toMatchObject({ ok: false, problem: { code: "validation", status: 400 } });
    }
    expect(await db.select().from(businessPromotions).where(eq(businessPromotions.title, "Imagen rota"))).toEqual([]);
  });

  it("refuses a business the owner doesn't own and writes nothing", async () => {
    const { db } = database();
    const uuid = await someoneElsesUuid();
    const before = await db.select().from(businessPromotions).where(eq(businessPromotions.businessUuid, uuid));
    expect(await createPromotion(OWNER, uuid, input())).toMatchObject({ ok: false, problem: { code: "forbidden" } });
    expect(await createPromotion(OWNER, "no-es-un-uuid", input())).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    expect(await createPromotion({ id: "demo-vecino", isAdmin: false }, uuid, input())).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    const after = await db.select().from(businessPromotions).where(eq(businessPromotions.businessUuid, uuid));
    expect(after).toHaveLength(before.length);
    expect(publish.kickEventDispatcher).not.toHaveBeenCalled();
  });

  it("lets an admin publish for any business, featured if asked", async () => {
    const result = await createPromotion(ADMIN, await someoneElsesUuid(), input());
    expect(result.ok && (await rowOf(result.value.id))?.isFeatured).toBe(true);
    expect(await createPromotion(ADMIN, "6b1f8c1e-0000-4000-8000-000000000000", input())).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
  });

  it("writes neither the promotion nor the event (nor keeps the picture) when the event can't be stored", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const put = vi.spyOn(getStorage(), "put");
    vi.mocked(publish.publishEvent).mockRejectedValueOnce(new Error("outbox caído"));
    await expect(
      createPromotion(OWNER, uuid, input({ title: "Nunca publicada", image: await pngFile() })),
    ).rejects.toThrow("outbox caído");
    const rows = await db.select().from(businessPromotions).where(eq(businessPromotions.title, "Nunca publicada"));
    expect(rows).toEqual([]);
    const stored = await put.mock.results[0]?.value;
    expect(await fileExists(stored?.url)).toBe(false);
    put.mockRestore();
    expect(publish.kickEventDispatcher).not.toHaveBeenCalled();
  });

  it("clears the public read caches so the business page shows it at once", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("business:any", async () => "sin la promoción");
    expect(cache.size).toBe(1);
    await createPromotion(OWNER, await ownedUuid(), input());
    expect(cache.size).toBe(0);
  });
});

describe("updatePromotion", () => {
  it("changes the fields, replaces the picture and deletes the old file after the commit", async () => {
    const { db } = database();
    const uuid = await ownedUuid();
    const created = await createPromotion(OWNER, uuid, input({ title: "Antes", image: await pngFile() }));
    if (!created.ok) throw new Error("no se creó");
    const oldUrl = (await rowOf(created.value.id))?.imageUrl;
    const updated = await updatePromotion(
      OWNER,
      uuid,
      created.value.id,
      input({ title: "Después", couponCode: null, image: await pngFile("otra.png") }),
    );
    expect(updated).toEqual({ ok: true, value: { id: created.value.id } });
    const row = await rowOf(created.value.id);
    expect(row).toMatchObject({ title: "Después", couponCode: null });
    expect(row?.imageUrl).not.toBe(oldUrl);
    expect(await fileExists(oldUrl)).toBe(false);
    expect(await fileExists(row?.imageUrl)).toBe(true);
    const trail = await auditTrail(db, { type: "promotion", id: created.value.id });
    expect(trail[0]).toMatchObject({ action: "promotion.update" });
    expect(trail[0]?.details.changed).toEqual(expect.arrayContaining(["title", "couponCode", "imageUrl"]));

    // Removing the picture: the card falls back, the file goes.
    const removed = await updatePromotion(
      OWNER,
      uuid,
      created.value.id,
      input({ title: "Sin foto", removeImage: true }),
    );
    expect(removed.ok).toBe(true);
    expect((await rowOf(created.value.id))?.imageUrl).toBeNull();
    expect(await fileExists(row?.imageUrl)).toBe(false);
  });

  it("never touches another business's promotion, even with the owner's business in the URL", async () => {
    const { db } = database();
    const [foreign] = await db
      .select()
      .from(businessPromotions)
      .where(eq(businessPromotions.businessUuid, await someoneElsesUuid()))
      .limit(1);
    const ownBusiness = await ownedUuid();
    expect(await updatePromotion(OWNER, ownBusiness, foreign!.id, input({ title: "Robada" }))).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    expect(await updatePromotion(OWNER, foreign!.businessUuid, foreign!.id, input({ title: "Robada" }))).toMatchObject({
      ok: false,
      problem: { code: "forbidden" },
    });
    expect(await updatePromotion(OWNER, ownBusiness, "x'; drop table", input())).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    expect(await rowOf(foreign!.id)).toEqual(foreign);
    const trail = await auditTrail(db, { type: "promotion", id: foreign!.id });
    expect(trail.filter((t) => t.action === "promotion.update")).toEqual([]);
  });

  it("a refused update leaves no stray picture behind", async () => {
    const { db } = database();
    const put = vi.spyOn(getStorage(), "put");
    const foreignBusiness = await someoneElsesUuid();
    const [foreign] = await db
      .select()
      .from(businessPromotions)
      .where(and(eq(businessPromotions.businessUuid, foreignBusiness)))
      .limit(1);
    await updatePromotion(OWNER, await ownedUuid(), foreign!.id, input({ image: await pngFile() }));
    const stored = await put.mock.results[0]?.value;
    expect(stored?.url).toBeTruthy();
    expect(await fileExists(stored?.url)).toBe(false);
    put.mockRestore();
  });
});
