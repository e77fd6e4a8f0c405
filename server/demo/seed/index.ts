/**
 * Demo data for an empty database: a believable Villa María / Villa Nueva directory.
 * Deterministic (fixed-seed PRNG), with every date relative to `now` so promotions, subscriptions,
 * holidays and analytics always look current.
 */
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { seedDemoAccounts } from "./accounts.ts";
import { buildBusinessAnalytics, buildSearchAnalytics } from "./analytics.ts";
import { BANKS, bankColor, bankPromotionListings, buildBankPromotions } from "./banks.ts";
import { seedBilling } from "./billing.ts";
import { BRANDS } from "./brands.ts";
import { buildBusinesses, pickWithoutHours, type SeedBusiness } from "./businesses.ts";
import { CATEGORY_TREE } from "./categories.ts";
import { seedClaims } from "./claims.ts";
import { seedCommunity } from "./community.ts";
import { appSettings, banners, contentPages, quickAccessLinks } from "./content.ts";
import { seedEvents } from "./events.ts";
import { closedDay, holidayEntry, openWindow, pharmacyDutyRota, type SpecialHoursRow, weeklyHours } from "./hours.ts";
import { seedImports } from "./imports.ts";
import { insertBatched } from "./insert.ts";
import { seedListing } from "./listing.ts";
import { buildMagazinePosts } from "./magazine.ts";
import { seedNeighbourActivity } from "./neighbour.ts";
import { seedOwnerPromotions } from "./owner-promotions.ts";
import { seedOwnerStats } from "./owner-stats.ts";
import { seedPeople } from "./people.ts";
import { PLANS } from "./plans.ts";
import { buildPromotions } from "./promotions.ts";
import { Rng } from "./random.ts";
import { buildReviews, buildUsers } from "./reviews.ts";
import { seedSearchIndex } from "./search-index.ts";
import { buildSubscriptions } from "./subscriptions.ts";
import { addCivilDays, baDate, upcomingHolidays } from "./time.ts";

/** The fixed seed: change it and every demo row changes. */
export const DEMO_SEED = 20_241_130;

export interface SeedSummary {
  appSettings: number;
  categories: number;
  brands: number;
  plans: number;
  businesses: number;
  businessHours: number;
  businessSpecialHours: number;
  businessSubscriptions: number;
  businessPromotions: number;
  banks: number;
  bankPromotions: number;
  bankPromotionBusinesses: number;
  users: number;
  profiles: number;
  demoAccounts: number;
  businessReviews: number;
  businessAnalytics: number;
  searchAnalytics: number;
  /** The demo owner's two months of statistics (server/demo/seed/owner-stats.ts). */
  ownerStats: number;
  magazinePosts: number;
  contentPages: number;
  banners: number;
  quickAccessLinks: number;
  businessPhotos: number;
  durationMs: number;
}

/** True when any category exists (the seed, or real data, is already there). */
export async function isDatabaseSeeded(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.categories.id }).from(schema.categories).limit(1);
  return rows.length > 0;
}

export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const started = performance.now();
  if (await isDatabaseSeeded(db)) {
    throw new Error("La base de datos ya tiene categorías: los datos de demostración van sólo en una base vacía.");
  }
  const rng = new Rng(DEMO_SEED);

  const counts = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const c: Omit<SeedSummary, "durationMs"> = {
      appSettings: 0,
      categories: 0,
      brands: 0,
      plans: 0,
      businesses: 0,
      businessHours: 0,
      businessSpecialHours: 0,
      businessSubscriptions: 0,
      businessPromotions: 0,
      banks: 0,
      bankPromotions: 0,
      bankPromotionBusinesses: 0,
      users: 0,
      profiles: 0,
      demoAccounts: 0,
      businessReviews: 0,
      businessAnalytics: 0,
      searchAnalytics: 0,
      ownerStats: 0,
      magazinePosts: 0,
      contentPages: 0,
      banners: 0,
      quickAccessLinks: 0,
      businessPhotos: 0,
    };

    c.appSettings = await insertBatched(t, schema.appSettings, appSettings(now));

    // Categories: parents first, then children pointing at them.
    const categoryIds = new Map<string, number>();
    const categoryCreated = new Date(now.getTime() - 760 * 86_400_000);
    const parents = await t
      .insert(schema.categories)
      .values(
        CATEGORY_TREE.map((p, i) => ({
          name: p.name,
          slug: p.slug,
          description: p.description,
          iconType: "lucide",
          icon: p.icon,
          color: p.color,
          isActive: true,
          isFeatured: false,
          position: i * 100,
          createdAt: categoryCreated,
        })),
      )
      .returning({ id: schema.categories.id, slug: schema.categories.slug });
    for (const p of parents) categoryIds.set(p.slug, p.id);
    const childRows = CATEGORY_TREE.flatMap((p, i) =>
      p.children.map((ch, j) => ({
        name: ch.name,
        slug: ch.slug,
        description: ch.description,
        iconType: "lucide",
        icon: ch.icon,
        color: ch.color,
        isActive: ch.active ?? true,
        isFeatured: ch.featured ?? false,
        position: i * 100 + j + 1,
        parentId: categoryIds.get(p.slug) ?? null,
        createdAt: categoryCreated,
      })),
    );
    const children = await t
      .insert(schema.categories)
      .values(childRows)
      .returning({ id: schema.categories.id, slug: schema.categories.slug });
    for (const ch of children) categoryIds.set(ch.slug, ch.id);
    c.categories = parents.length + children.length;

    const brandRows = await t
      .insert(schema.brands)
      .values(
        BRANDS.map((b) => ({
          name: b.name,
          slug: b.slug,
          description: b.description,
          logoUrl: `/media/demo/logo/${b.slug}.svg`,
          websiteUrl: b.websiteUrl,
          createdAt: new Date(now.getTime() - 730 * 86_400_000),
        })),
      )
      .returning({ id: schema.brands.id, slug: schema.brands.slug });
    const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
    c.brands = brandRows.length;

    const planRows = await t
      .insert(schema.plans)
      .values(PLANS.map((p) => ({ ...p, isActive: true, createdAt: categoryCreated })))
      .returning({ id: schema.plans.id, slug: schema.plans.slug });
    const planIds = new Map(planRows.map((p) => [p.slug, p.id]));
    c.plans = planRows.length;

    // Businesses and everything hanging from them.
    const businesses = buildBusinesses(rng.fork("businesses"), now, { category: categoryIds, brand: brandIds });
    c.businesses = await insertBatched(
      t,
      schema.businesses,
      businesses.map((b) => b.row),
    );

    const hoursRng = rng.fork("hours");
    const withoutHours = pickWithoutHours(hoursRng, businesses);
    const withHours = businesses.filter((b) => !withoutHours.has(b));
    const hourRows = withHours.flatMap((b) =>
      weeklyHours(hoursRng, b.profile, { allDay: b.allDay }).map((h) => ({ ...h, businessUuid: b.row.uuid })),
    );
    c.businessHours = await insertBatched(t, schema.businessHours, hourRows, 500);

    const special = specialHours(rng.fork("special-hours"), now, withHours);
    c.businessSpecialHours = await insertBatched(t, schema.businessSpecialHours, special, 500);
    const pharmacies = withHours.filter(
      (b) => b.row.status === "active" && b.sourceCategory.slug === "farmacias" && !b.allDay,
    );
    await insertBatched(
      t,
      schema.pharmacyDuties,
      pharmacyDutyRota(now, [
        ["Villa María", pharmacies.filter((b) => b.row.city === "Villa María").map((b) => b.row.uuid)],
        ["Villa Nueva", pharmacies.filter((b) => b.row.city === "Villa Nueva").map((b) => b.row.uuid)],
      ]),
      500,
    );

    c.businessSubscriptions = await insertBatched(
      t,
      schema.businessSubscriptions,
      buildSubscriptions(rng.fork("subscriptions"), now, businesses, planIds),
    );

    c.businessPromotions = await insertBatched(
      t,
      schema.businessPromotions,
      buildPromotions(rng.fork("promotions"), now, businesses),
    );

    const bankRows = await t
      .insert(schema.banks)
      .values(
        BANKS.map((b) => ({
          name: b.name,
          slug: b.slug,
          logoUrl: `/media/demo/bank/${b.slug}.svg`,
          color: bankColor(b.slug),
          websiteUrl: b.websiteUrl,
        })),
      )
      .returning({ id: schema.banks.id, slug: schema.banks.slug });
    c.banks = bankRows.length;
    c.bankPromotions = await insertBatched(
      t,
      schema.bankPromotions,
      buildBankPromotions(
        rng.fork("bank-promotions"),
        now,
        new Map(bankRows.map((b) => [b.slug, b.id])),
        categoryIds,
        brandIds,
      ),
    );
    const promotionIds = new Map(
      (
        await t.select({ id: schema.bankPromotions.id, title: schema.bankPromotions.title }).from(schema.bankPromotions)
      ).map((p) => [p.title, p.id]),
    );
    const businessUuids = new Map(businesses.map((b) => [b.row.slug, b.row.uuid]));
    c.bankPromotionBusinesses = await insertBatched(
      t,
      schema.bankPromotionBusinesses,
      bankPromotionListings().flatMap((l) =>
        l.businessSlugs.map((slug) => {
          const bankPromotionId = promotionIds.get(l.title);
          const businessUuid = businessUuids.get(slug);
          if (bankPromotionId === undefined || !businessUuid)
            throw new Error(`Promoción o comercio desconocido: ${slug}`);
          return { bankPromotionId, businessUuid };
        }),
      ),
    );

    const { users, profiles } = buildUsers(rng.fork("users"), now);
    c.users = await insertBatched(t, schema.users, users);
    c.profiles = await insertBatched(t, schema.profiles, profiles);
    c.demoAccounts = await seedDemoAccounts(t, now, businesses);
    c.businessReviews = await insertBatched(
      t,
      schema.businessReviews,
      buildReviews(rng.fork("reviews"), now, businesses, users),
      500,
    );

    c.businessAnalytics = await insertBatched(
      t,
      schema.businessAnalytics,
      buildBusinessAnalytics(rng.fork("business-analytics"), now, businesses),
      500,
    );
    c.searchAnalytics = await insertBatched(
      t,
      schema.searchAnalytics,
      buildSearchAnalytics(rng.fork("search-analytics"), now, businesses),
      500,
    );
    c.ownerStats = await seedOwnerStats(t, rng.fork("owner-stats"), now, businesses, users);

    c.magazinePosts = await insertBatched(
      t,
      schema.magazinePosts,
      buildMagazinePosts(rng.fork("magazine"), now, businesses),
    );
    c.contentPages = await insertBatched(t, schema.contentPages, contentPages(now));
    c.banners = await insertBatched(t, schema.banners, banners(now));
    c.quickAccessLinks = await insertBatched(t, schema.quickAccessLinks, quickAccessLinks());
    c.businessSubscriptions += await seedBilling(t, rng.fork("billing"), now, businesses);
    c.businessPromotions += await seedOwnerPromotions(t, rng.fork("owner-promotions"), now);
    c.businessPhotos = await seedListing(t, now, businesses);
    await seedClaims(t, now, businesses, users);
    await seedImports(t, now);
    c.searchAnalytics += await seedSearchIndex(t, now);
    c.businessReviews += (await seedNeighbourActivity(t, now, businesses)).reviews;
    await seedCommunity(t, now, businesses, users);
    await seedPeople(t, now, businesses, users);
    await seedEvents(t, now);
    return c;
  });

  return { ...counts, durationMs: Math.round(performance.now() - started) };
}

/**
 * Special hours: a few one-off closures (the farmacias de turno are `pharmacy_duties`), and what each
 * business does on the holidays of the next 60 days. One entry per business and date.
 */
function specialHours(rng: Rng, now: Date, withHours: SeedBusiness[]) {
  const rows: (SpecialHoursRow & { businessUuid: string })[] = [];
  const taken = new Set<string>();
  const add = (b: SeedBusiness, row: SpecialHoursRow) => {
    const key = `${b.row.uuid}|${row.date}`;
    if (taken.has(key)) return;
    taken.add(key);
    rows.push({ ...row, businessUuid: b.row.uuid });
  };
  const active = withHours.filter((b) => b.row.status === "active");

  // One-offs that make today's open/closed status differ from the weekly hours.
  const today = baDate(now);
  const shops = rng.shuffle(
    active.filter((b) => b.profile === "shop" && !b.row.isPremium && b.sourceCategory.slug !== "farmacias"),
  );
  const [inventory, training] = shops;
  if (inventory) add(inventory, closedDay(today, "Cerrado por inventario"));
  if (training) add(training, openWindow(today, "Horario reducido por capacitación", "09:00", "12:00"));
  const restaurant = rng.shuffle(active.filter((b) => b.profile === "restaurant"))[0];
  if (restaurant) {
    for (let d = 10; d < 17; d++) add(restaurant, closedDay(addCivilDays(today, d), "Cerrado por vacaciones"));
  }

  for (const holiday of upcomingHolidays(now, 60)) {
    for (const b of withHours) {
      const row = holidayEntry(rng, b.profile, holiday, b.allDay);
      if (row) add(b, row);
    }
  }
  return rows;
}
