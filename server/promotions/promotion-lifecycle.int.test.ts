/**
 * Pause, resume, end now and delete, and what visitors see afterwards: a paused or ended promotion
 * leaves /ofertas, the home page, the business page and the unified search at once (the cached
 * reads included). Also: the live rule in SQL agrees with core's, and the "promotion ending" task.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { parseOffersParams } from "#core/offers-url.ts";
import { isPromotionLive, promotionState } from "#core/promotions.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { getCachedHomeSections } from "../home/home-sections.ts";
import { notificationIdForKey } from "../notifications/create-notifications.ts";
import { auditTrail } from "../platform/audit/record-audit.ts";
import { getUserBusinesses } from "../platform/auth/roles.ts";
import { businesses, businessPromotions, userNotifications } from "../platform/db/schema.ts";
import { getPublicBusiness } from "../public-business/get-public-business.ts";
import { cachedUnifiedSearch } from "../search/cached-unified-search.ts";
import { getOffersPage } from "./get-offers-page.ts";
import { livePromotionWhere } from "./live-promotion.ts";
import { countPromotionsByTab, listOwnerPromotions, OWNER_PROMOTIONS_LIST } from "./owner-promotions.ts";
import { notifyPromotionsEnding } from "./promotion-ending-task.ts";
import { changePromotion } from "./promotion-lifecycle.ts";
import { createPromotion } from "./save-promotion.ts";

const database = setupTestDatabase();
const OWNER = { id: "demo-comercio", isAdmin: false };
const OTHER_OWNER = { id: "demo-vecino", isAdmin: false };
const ADMIN = { id: "demo-admin", isAdmin: true };
const DAY = 86_400_000;
const HOUR = 3_600_000;

let business: { uuid: string; slug: string; name: string };

beforeAll(async () => {
  const { db } = database();
  const owned = await getUserBusinesses(db, OWNER.id);
  const [row] = await db
    .select({ uuid: businesses.uuid, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(
      and(
        inArray(
          businesses.uuid,
          owned.map((b) => b.uuid),
        ),
        eq(businesses.status, "active"),
      ),
    )
    .limit(1);
  business = row!;
});

/** A live, featured promotion with a made-up word, published the way the owner's form does. */
async function publishLive(word: string) {
  const now = Date.now();
  const result = await createPromotion(ADMIN, business.uuid, {
    title: `Promo ${word}`,
    discountBenefit: "2x1",
    description: null,
    couponCode: null,
    startDate: new Date(now - DAY),
    endDate: new Date(now + 10 * DAY),
    isFeatured: true,
    image: null,
    removeImage: false,
  });
  if (!result.ok) throw new Error("no se publicó");
  return result.value.id;
}

/** Where visitors can find a promotion right now, through the same (cached) reads the pages use. */
async function whereVisible(id: string, word: string) {
  const [offers, home, page, search] = await Promise.all([
    getOffersPage(parseOffersParams("")),
    getCachedHomeSections(),
    getPublicBusiness(business.slug),
    cachedUnifiedSearch(word),
  ]);
  return {
    ofertas: offers.tab === "comercios" && offers.items.some((p) => p.id === id),
    home: home.sections.offers.some((p) => p.id === id),
    businessPage: Boolean(page?.promotions.some((p) => p.id === id)),
    search: search.businessPromotions.some((p) => p.objectID === id),
  };
}

const everywhere = { ofertas: true, home: true, businessPage: true, search: true };
const nowhere = { ofertas: false, home: false, businessPage: false, search: false };

describe("pausing, resuming and ending", () => {
  it("a paused promotion disappears from every public list at once, and comes back when resumed", async () => {
    const id = await publishLive("Zorzalito");
    expect(await whereVisible(id, "zorzalito")).toEqual(everywhere);

    expect(await changePromotion(OWNER, business.uuid, id, "pause")).toEqual({
      ok: true,
      value: { title: "Promo Zorzalito" },
    });
    expect(await whereVisible(id, "zorzalito")).toEqual(nowhere);
    // Pausing twice changes nothing and writes no second audit row.
    expect(await changePromotion(OWNER, business.uuid, id, "pause")).toMatchObject({
      ok: false,
      problem: { code: "conflict" },
    });

    expect((await changePromotion(OWNER, business.uuid, id, "resume")).ok).toBe(true);
    expect(await whereVisible(id, "zorzalito")).toEqual(everywhere);

    const trail = await auditTrail(database().db, { type: "promotion", id });
    expect(trail.map((t) => t.action)).toEqual(["promotion.resume", "promotion.pause", "promotion.create"]);
    expect(trail[1]?.details.changed).toEqual(["pausedAt"]);
  });

  it("'end now' sets the end to now: gone from every list, listed as ended for the owner", async () => {
    const id = await publishLive("Hornerito");
    expect(await whereVisible(id, "hornerito")).toEqual(everywhere);
    expect((await changePromotion(OWNER, business.uuid, id, "end")).ok).toBe(true);
    expect(await whereVisible(id, "hornerito")).toEqual(nowhere);
    const [row] = await database().db.select().from(businessPromotions).where(eq(businessPromotions.id, id));
    expect(row!.endDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(promotionState(row!, new Date())).toBe("ended");
    // Ended is final for pause/resume/end.
    for (const action of ["pause", "resume", "end"] as const) {
      expect(await changePromotion(OWNER, business.uuid, id, action)).toMatchObject({
        ok: false,
        problem: { code: "conflict" },
      });
    }
    const params = parseListParams("estado=terminadas&size=100", OWNER_PROMOTIONS_LIST);
    const ended = await listOwnerPromotions(business.uuid, "terminadas", params, new Date());
    expect(ended.rows.find((p) => p.id === id)?.state).toBe("ended");
  });

  it("delete removes the row for good, with an audit row that keeps what it was", async () => {
    const id = await publishLive("Benteveo");
    expect((await changePromotion(OWNER, business.uuid, id, "delete")).ok).toBe(true);
    expect(await whereVisible(id, "benteveo")).toEqual(nowhere);
    const rows = await database().db.select().from(businessPromotions).where(eq(businessPromotions.id, id));
    expect(rows).toEqual([]);
    const [audit] = await auditTrail(database().db, { type: "promotion", id });
    expect(audit).toMatchObject({ action: "promotion.delete", actorId: OWNER.id });
    expect(audit?.details.before).toMatchObject({ title: "Promo Benteveo", businessUuid: business.uuid });
    expect(await changePromotion(OWNER, business.uuid, id, "delete")).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
  });

  it("refuses another owner, a plain user and another business's promotion id, changing nothing", async () => {
    const id = await publishLive("Calandria");
    const { db } = database();
    const [before] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, id));
    for (const action of ["pause", "end", "delete"] as const) {
      expect(await changePromotion(OTHER_OWNER, business.uuid, id, action)).toMatchObject({
        ok: false,
        problem: { code: "forbidden" },
      });
    }
    // The owner's business in the URL, another business's promotion id: not found.
    const notMine = (
      await db.select({ id: businessPromotions.id, b: businessPromotions.businessUuid }).from(businessPromotions)
    ).find((p) => p.b !== business.uuid);
    expect(await changePromotion(OWNER, business.uuid, notMine!.id, "delete")).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    expect(await changePromotion(OWNER, business.uuid, "no-es-un-id", "pause")).toMatchObject({
      ok: false,
      problem: { code: "not_found" },
    });
    const [after] = await db.select().from(businessPromotions).where(eq(businessPromotions.id, id));
    expect(after).toEqual(before);
    expect((await db.select().from(businessPromotions).where(eq(businessPromotions.id, notMine!.id))).length).toBe(1);
  });
});

describe("the live rule", () => {
  it("SQL (live-promotion.ts) and core (isPromotionLive) agree on every promotion, at several instants", async () => {
    const { db } = database();
    const now = Date.now();
    await db.insert(businessPromotions).values([
      { businessUuid: business.uuid, title: "Borde inicio", startDate: new Date(now), endDate: new Date(now + DAY) },
      { businessUuid: business.uuid, title: "Borde fin", startDate: new Date(now - DAY), endDate: new Date(now) },
      {
        businessUuid: business.uuid,
        title: "Pausada",
        startDate: new Date(now - DAY),
        endDate: new Date(now + DAY),
        pausedAt: new Date(now - HOUR),
      },
    ]);
    const all = await db.select().from(businessPromotions);
    for (const at of [new Date(now), new Date(now - 30 * DAY), new Date(now + 30 * DAY)]) {
      const live = await db
        .select({ id: businessPromotions.id })
        .from(businessPromotions)
        .where(livePromotionWhere(at));
      const sqlIds = new Set(live.map((r) => r.id));
      const coreIds = new Set(all.filter((p) => isPromotionLive(p, at)).map((p) => p.id));
      expect(sqlIds).toEqual(coreIds);
      // And the owner's three tabs cover every promotion exactly once, in step with promotionState.
      const counts = await countPromotionsByTab(business.uuid, at);
      const mine = all.filter((p) => p.businessUuid === business.uuid).map((p) => promotionState(p, at));
      expect(counts).toEqual({
        activas: mine.filter((s) => s === "active").length,
        programadas: mine.filter((s) => s === "scheduled").length,
        terminadas: mine.filter((s) => s === "paused" || s === "ended").length,
      });
    }
  });
});

describe("notifyPromotionsEnding (periodic task)", () => {
  it("tells the owners of a promotion ending within two days, once, however often it runs", async () => {
    const { db } = database();
    const now = new Date();
    const [soon] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: business.uuid,
        title: "Termina pasado mañana",
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 40 * HOUR),
      })
      .returning();
    const [later] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: business.uuid,
        title: "Termina en una semana",
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 7 * DAY),
      })
      .returning();
    const [paused] = await db
      .insert(businessPromotions)
      .values({
        businessUuid: business.uuid,
        title: "Pausada y por terminar",
        startDate: new Date(now.getTime() - DAY),
        endDate: new Date(now.getTime() + 20 * HOUR),
        pausedAt: now,
      })
      .returning();
    const key = (p: { id: string; endDate: Date }) =>
      notificationIdForKey(`promotion.ending:${p.id}:${p.endDate.toISOString()}:${OWNER.id}`);

    await notifyPromotionsEnding(now);
    expect(await notifyPromotionsEnding(now)).toBe(0);
    expect(await notifyPromotionsEnding(new Date(now.getTime() + HOUR))).toBe(0);
    const sent = await db
      .select()
      .from(userNotifications)
      .where(inArray(userNotifications.id, [key(soon!), key(later!), key(paused!)]));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      userId: OWNER.id,
      type: "promotion_ending",
      link: `/mi-comercio/${business.uuid}/promociones/${soon!.id}`,
    });
    expect(sent[0]?.message).toContain("Termina pasado mañana");

    // Five days later, the one ending in a week is due too.
    await notifyPromotionsEnding(new Date(now.getTime() + 5 * DAY + HOUR));
    const [weekLater] = await db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.id, key(later!)));
    expect(weekLater?.type).toBe("promotion_ending");
  });
});
