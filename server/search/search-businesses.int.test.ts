import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchPageParams } from "#core/search-url.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { businessAnalytics, businesses, businessHours, categories, searchAnalytics } from "../platform/db/schema.ts";
import { loadBusinessCards } from "../public-business/cards.ts";
import { flushSearchRecords } from "./record-search.ts";
import { searchBusinesses } from "./search-businesses.ts";

const getHandle = setupTestDatabase();
const now = TEST_NOW; // Saturday 15:00 in Buenos Aires.
const DAY = 86_400_000;
const OKAPIS = 45;

interface Okapi {
  uuid: string;
  slug: string;
  i: number;
}
let okapis: Okapi[] = [];

/** 45 "Okapi" businesses (a word the demo data never uses) with known flags, hours and views. */
beforeAll(async () => {
  const { db } = getHandle();
  const [parent] = await db
    .insert(categories)
    .values({ name: "Rarezas Zoológicas", slug: "rarezas-zoologicas" })
    .returning();
  const [child] = await db
    .insert(categories)
    .values({ name: "Ornitorrincos", slug: "ornitorrincos", parentId: parent!.id })
    .returning();
  const rows = await db
    .insert(businesses)
    .values([
      ...Array.from({ length: OKAPIS }, (_, n) => {
        const i = n + 1;
        return {
          name: `Okapi ${String(i).padStart(2, "0")}`,
          slug: `okapi-${i}`,
          status: "active",
          categoryId: i === 45 ? parent!.id : child!.id,
          acceptsCredit: i % 2 === 0,
          acceptsQr: i % 3 === 0,
          hasDelivery: i % 5 === 0,
          hasParking: i % 7 === 0,
          hasAccessibility: i % 11 === 0,
          isPremium: i % 10 === 0,
          premiumLevel: i % 10 === 0 ? i / 10 : 0,
          googleRating: (i % 5) + 0.5,
          createdAt: new Date(now.getTime() - i * DAY),
        };
      }),
      {
        name: "Okapi Pendiente",
        slug: "okapi-pendiente",
        status: "pending",
        categoryId: child!.id,
        acceptsCredit: true,
      },
      { name: "Okapi Suspendido", slug: "okapi-suspendido", status: "suspended", categoryId: child!.id },
    ])
    .returning({ uuid: businesses.uuid, slug: businesses.slug });
  okapis = rows
    .filter((r) => /^okapi-\d+$/.test(r.slug))
    .map((r) => ({ ...r, i: Number(r.slug.slice("okapi-".length)) }));
  const uuid = (i: number) => okapis.find((o) => o.i === i)!.uuid;

  await db.insert(businessHours).values([
    // Open on Saturdays 10–20: open at 15:00.
    ...[1, 2, 3].map((i) => ({ businessUuid: uuid(i), dayOfWeek: 6, openTime: "10:00", closeTime: "20:00" })),
    // Split shift with a gap at 15:00: closed.
    { businessUuid: uuid(4), dayOfWeek: 6, openTime: "08:00", closeTime: "12:30", timeSlotIndex: 0 },
    { businessUuid: uuid(4), dayOfWeek: 6, openTime: "16:30", closeTime: "20:30", timeSlotIndex: 1 },
    // Friday night until 02:00 on Saturday: closed at 15:00.
    { businessUuid: uuid(5), dayOfWeek: 5, openTime: "22:00", closeTime: "02:00", crossesMidnight: true },
    // Closed on Saturdays.
    { businessUuid: uuid(6), dayOfWeek: 6, openTime: null, closeTime: null, isClosed: true },
  ]);
  await db.insert(businessAnalytics).values([
    { businessUuid: uuid(7), date: "2026-11-19", pageViews: 100 },
    { businessUuid: uuid(8), date: "2026-11-20", pageViews: 50 },
    { businessUuid: uuid(8), date: "2026-11-21", pageViews: 10 },
    // Outside the 7-day window.
    { businessUuid: uuid(9), date: "2026-10-01", pageViews: 1000 },
  ]);
});

const okapiIndexes = (items: { slug: string }[]) => items.map((b) => Number(b.slug.slice("okapi-".length)));

describe("searchBusinesses: text and pagination", () => {
  it("pages 20 at a time", async () => {
    const first = await searchBusinesses(parseSearchPageParams("q=okapi"), { now });
    expect(first.total).toBe(OKAPIS);
    expect(first.pageCount).toBe(3);
    expect(first.pageSize).toBe(20);
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(20);
    const third = await searchBusinesses(parseSearchPageParams("q=okapi&page=3"), { now });
    expect(third.items).toHaveLength(5);
    const all = new Set(
      [...first.items, ...(await searchBusinesses("q=okapi&page=2", { now })).items, ...third.items].map((b) => b.uuid),
    );
    expect(all.size).toBe(OKAPIS);
  });

  it.each([
    ["999999999", 3],
    ["1e400", 1],
    ["-3", 1],
    ["0", 1],
    ["abc", 1],
    ["2.5", 1],
    ["", 1],
  ])("reads page=%s as page %i", async (page, expected) => {
    const result = await searchBusinesses(new URLSearchParams({ q: "okapi", page }), { now });
    expect(result.page).toBe(expected);
    expect(result.params.page).toBe(expected);
    expect(result.items.length).toBeGreaterThan(0);
  });

  it("never lists businesses that are not active", async () => {
    const result = await searchBusinesses("q=okapi&page=1", { now });
    const slugs: string[] = [];
    for (let page = 1; page <= result.pageCount; page++) {
      slugs.push(...(await searchBusinesses(`q=okapi&page=${page}`, { now })).items.map((b) => b.slug));
    }
    expect(slugs).not.toContain("okapi-pendiente");
    expect(slugs).not.toContain("okapi-suspendido");
  });

  it("answers an empty page 1 of 1 when nothing matches", async () => {
    const result = await searchBusinesses("q=zzxyqwv&page=7", { now });
    expect(result).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("ignores a one-character query and lists everything", async () => {
    const { db } = getHandle();
    const [active] = await db.select({ n: count() }).from(businesses).where(eq(businesses.status, "active"));
    const result = await searchBusinesses("q=o", { now });
    expect(result.total).toBe(active!.n);
  });

  it("matches like the unified search: accents, prefixes, typos, category names", async () => {
    expect((await searchBusinesses("q=OKÁPI", { now })).total).toBe(OKAPIS);
    expect((await searchBusinesses("q=oka", { now })).total).toBe(OKAPIS);
    expect((await searchBusinesses("q=okapy", { now })).total).toBe(OKAPIS);
    expect((await searchBusinesses("q=ornitorrinco", { now })).total).toBe(OKAPIS - 1);
    // The parent category's name finds its children's businesses too.
    expect((await searchBusinesses("q=rarezas zoologicas", { now })).total).toBe(OKAPIS);
  });

  it.each(["'); drop table businesses; --", "farm:* & | !", "%_\\", "a".repeat(5000), "🍕🍕"])(
    "answers normally for q=%j",
    async (q) => {
      const result = await searchBusinesses(new URLSearchParams({ q, sort: "popular", open: "1", page: "2" }), { now });
      expect(result.page).toBeGreaterThanOrEqual(1);
    },
  );
});

describe("searchBusinesses: filters", () => {
  it("filters by category including subcategories", async () => {
    expect((await searchBusinesses("category=ornitorrincos", { now })).total).toBe(OKAPIS - 1);
    expect((await searchBusinesses("category=rarezas-zoologicas", { now })).total).toBe(OKAPIS);
    expect((await searchBusinesses("category=no-existe", { now })).total).toBe(0);
  });

  it("ANDs payment methods, in either spelling", async () => {
    const expected = okapis.filter((o) => o.i % 2 === 0 && o.i % 3 === 0).length;
    const comma = await searchBusinesses("q=okapi&pay=credit,qr", { now });
    const repeated = await searchBusinesses("q=okapi&pay=credit&pay=qr&pay=bitcoin", { now });
    expect(comma.total).toBe(expected);
    expect(repeated.total).toBe(expected);
    expect(comma.params.pay).toEqual(["credit", "qr"]);
  });

  it("filters by delivery, parking and accessibility", async () => {
    const count = (f: (i: number) => boolean) => okapis.filter((o) => f(o.i)).length;
    expect((await searchBusinesses("q=okapi&delivery=1", { now })).total).toBe(count((i) => i % 5 === 0));
    expect((await searchBusinesses("q=okapi&parking=1", { now })).total).toBe(count((i) => i % 7 === 0));
    expect((await searchBusinesses("q=okapi&accessibility=1", { now })).total).toBe(count((i) => i % 11 === 0));
    expect((await searchBusinesses("q=okapi&delivery=1&parking=1", { now })).total).toBe(count((i) => i % 35 === 0));
    expect((await searchBusinesses("q=okapi&delivery=yes", { now })).total).toBe(OKAPIS);
  });

  it("keeps only the businesses open now, as the cards' open badge says", async () => {
    const result = await searchBusinesses("q=okapi&open=1", { now });
    expect(okapiIndexes(result.items).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    expect(result.items.every((b) => b.isOpen)).toBe(true);

    // The demo data: the open filter agrees with every card's isOpen.
    const everything = await searchBusinesses("open=1", { now });
    const { db } = getHandle();
    const active = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "active"));
    const cards = await loadBusinessCards(
      active.map((a) => a.uuid),
      now,
    );
    expect(everything.total).toBe(cards.filter((c) => c.isOpen).length);
    expect(everything.items.length).toBe(Math.min(20, everything.total));
  });

  it("agrees with isOpenAt at any hour of the week, across midnight and split shifts", async () => {
    const { db } = getHandle();
    const active = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "active"));
    const uuids = active.map((a) => a.uuid);
    // Every 3 h 17 min over a week (covers every hour and many minute offsets), plus edge minutes.
    const instants = Array.from({ length: 52 }, (_, i) => new Date(now.getTime() + i * 197 * 60_000));
    for (const hhmm of ["00:00", "00:59", "02:00", "12:30", "12:31", "16:29", "20:30", "20:31", "23:59"]) {
      instants.push(new Date(`2026-11-23T${hhmm}:30.000-03:00`));
    }
    for (const at of instants) {
      const cards = await loadBusinessCards(uuids, at);
      const expected = cards.filter((c) => c.isOpen).length;
      const result = await searchBusinesses("open=1", { now: at });
      expect(result.total, at.toISOString()).toBe(expected);
    }
    // 61 instants × (every card's hours + a search): ~8 s alone, over 30 s on a loaded machine.
  }, 120_000);

  it("clamps pages with the open filter too", async () => {
    const result = await searchBusinesses("q=okapi&open=1&page=50", { now });
    expect(result.page).toBe(1);
    expect(result.items).toHaveLength(3);
  });
});

describe("searchBusinesses: sorting", () => {
  it("sorts by page views of the last 7 days for 'popular'", async () => {
    const result = await searchBusinesses("q=okapi&sort=popular", { now });
    expect(okapiIndexes(result.items).slice(0, 2)).toEqual([7, 8]);
    // Then premium (level desc) as for lists without views.
    expect(okapiIndexes(result.items).slice(2, 6)).toEqual([40, 30, 20, 10]);
  });

  it("sorts newest first for 'new'", async () => {
    const result = await searchBusinesses("q=okapi&sort=new", { now });
    expect(okapiIndexes(result.items)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("uses relevance with premium as the tie-break, and premium without text", async () => {
    const withText = await searchBusinesses("q=okapi", { now });
    expect(okapiIndexes(withText.items).slice(0, 4)).toEqual([40, 30, 20, 10]);
    const withoutText = await searchBusinesses("category=ornitorrincos&sort=bogus", { now });
    expect(withoutText.params.sort).toBe("relevance");
    expect(okapiIndexes(withoutText.items).slice(0, 4)).toEqual([40, 30, 20, 10]);
    // Then Google rating, best first.
    const rest = withoutText.items.slice(4).map((b) => b.rating ?? 0);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });
});

describe("searchBusinesses: recording", () => {
  it("records the first page of a text search only", async () => {
    const { db } = getHandle();
    const recorded = async () =>
      (
        await db
          .select({ n: count() })
          .from(searchAnalytics)
          .where(and(eq(searchAnalytics.searchQuery, "okapi ornitorrinco")))
      )[0]!.n;
    await searchBusinesses("q=okapi+ornitorrinco", { now, record: { client: "prueba" } });
    await searchBusinesses("q=okapi+ornitorrinco&page=2", { now, record: { client: "prueba" } });
    await searchBusinesses("category=ornitorrincos", { now, record: { client: "prueba" } });
    await searchBusinesses("q=okapi+ornitorrinco", { now });
    await flushSearchRecords();
    expect(await recorded()).toBe(1);
  });
});

describe("searchBusinesses: distance and rating", () => {
  // Ñandúes around Plaza Centenario (−32.411, −63.243): 0,3 / 0,8 / 1,8 / 3,5 km in a straight line
  // north (1° of latitude ≈ 111,2 km), and one without coordinates.
  const PLAZA = { lat: -32.411, lng: -63.243 };
  const north = (meters: number) => PLAZA.lat + meters / 111_195;
  beforeAll(async () => {
    const { db } = getHandle();
    await db.insert(businesses).values([
      {
        name: "Ñandú Lejano",
        slug: "nandu-lejano",
        status: "active",
        latitude: north(3500),
        longitude: PLAZA.lng,
        googleRating: 4.9,
      },
      {
        name: "Ñandú Cerca",
        slug: "nandu-cerca",
        status: "active",
        latitude: north(300),
        longitude: PLAZA.lng,
        googleRating: 3.1,
      },
      {
        name: "Ñandú Medio",
        slug: "nandu-medio",
        status: "active",
        latitude: north(1800),
        longitude: PLAZA.lng,
        googleRating: null,
      },
      {
        name: "Ñandú Cuadras",
        slug: "nandu-cuadras",
        status: "active",
        latitude: north(800),
        longitude: PLAZA.lng,
        googleRating: 4.2,
      },
      { name: "Ñandú Sin Mapa", slug: "nandu-sin-mapa", status: "active", googleRating: 2 },
    ]);
    await clearPublicCaches();
  });
  const here = `q=nandu&lat=${PLAZA.lat}&lng=${PLAZA.lng}`;
  const slugs = async (query: string) => (await searchBusinesses(query, { now })).items.map((b) => b.slug);

  it("sorts nearest first with a position, businesses without coordinates last", async () => {
    expect(await slugs(`${here}&sort=distance`)).toEqual([
      "nandu-cerca",
      "nandu-cuadras",
      "nandu-medio",
      "nandu-lejano",
      "nandu-sin-mapa",
    ]);
  });

  it("keeps those within the radius of estimated walk (straight line × 4/π)", async () => {
    // 300 m straight ≈ 380 m walk; 800 m ≈ 1020 m walk (just over 1 km); 1800 m ≈ 2290 m.
    expect(await slugs(`${here}&sort=distance&radio=500`)).toEqual(["nandu-cerca"]);
    expect(await slugs(`${here}&sort=distance&radio=1000`)).toEqual(["nandu-cerca"]);
    expect(await slugs(`${here}&sort=distance&radio=2000`)).toEqual(["nandu-cerca", "nandu-cuadras"]);
    expect(await slugs(`${here}&sort=distance&radio=5000`)).toEqual([
      "nandu-cerca",
      "nandu-cuadras",
      "nandu-medio",
      "nandu-lejano",
    ]);
    // The radius also works with another order, and with the open filter's path.
    expect((await searchBusinesses(`${here}&radio=2000&sort=rating`, { now })).total).toBe(2);
  });

  it("ignores distance without a position, and an unknown radius", async () => {
    const params = parseSearchPageParams("q=nandu&sort=distance&radio=500&lat=-32.4");
    expect(params).toMatchObject({ sort: "relevance", radio: null, lat: null, lng: null });
    expect(parseSearchPageParams(`${here}&radio=750`).radio).toBeNull();
    expect(parseSearchPageParams(`q=x&lat=95&lng=-63`).lat).toBeNull();
    expect((await searchBusinesses("q=nandu&radio=500", { now })).total).toBe(5);
  });

  it("sorts by the rating the card shows, unrated last", async () => {
    expect(await slugs("q=nandu&sort=rating")).toEqual([
      "nandu-lejano",
      "nandu-cuadras",
      "nandu-cerca",
      "nandu-sin-mapa",
      "nandu-medio",
    ]);
  });
});

describe("searchBusinesses: the /search page's reuse of matches", () => {
  it("answers the same search from its matches until a writer empties the public caches", async () => {
    const { db } = getHandle();
    const search = () => searchBusinesses("q=okapi&sort=new", { now, reuse: true });
    const first = await search();
    // A change behind every writer's back (no clearPublicCaches): the page keeps its matches…
    const [late] = await db
      .insert(businesses)
      .values({ name: "Okapi Tardío", slug: "okapi-tardio", status: "active", createdAt: now })
      .returning();
    expect((await search()).total).toBe(first.total);
    // …until a writer says so. (The search index notices unannounced changes by itself within
    // seconds: engine/index-store.int.test.ts.)
    await clearPublicCaches();
    const after = await search();
    expect(after.total).toBe(first.total + 1);
    expect(after.items[0]?.slug).toBe("okapi-tardio");
    // "Abierto ahora" is kept per minute: a minute later the clock has moved on and it looks again.
    const open = (at: Date) => searchBusinesses("q=okapi&open=1", { now: at, reuse: true });
    const openNow = await open(now);
    await db.insert(businessHours).values(
      Array.from({ length: 7 }, (_, day) => ({
        businessUuid: late!.uuid,
        dayOfWeek: day,
        openTime: "00:00",
        closeTime: "23:59",
      })),
    );
    expect((await open(now)).total).toBe(openNow.total);
    expect((await open(new Date(now.getTime() + 60_000))).total).toBe(openNow.total + 1);
    await db.delete(businesses).where(eq(businesses.uuid, late!.uuid));
    await clearPublicCaches();
  });
});
