/**
 * Benchmark data: N more ACTIVE businesses (with weekly hours, ~10% premium with a live subscription)
 * and M promotions, on top of the demo seed, inserted with unnest() arrays (see unnest.ts). Names come from word banks, so common searches
 * ("farmacia", "pizzeria") get hundreds of hits. Runs after seedDemoData (it reuses its categories).
 */
import { isNotNull } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import * as schema from "../../platform/db/schema.ts";
import { BULK_CORES, BULK_PREFIXES, BULK_SUFFIXES } from "./bulk-names.ts";
import { HOURLY_RATES, MOBILE_SERVICES, uniqueSlug } from "./businesses.ts";
import { type ChildCategory, childCategories, type HoursProfile } from "./categories.ts";
import { DESCRIPTIONS } from "./descriptions.ts";
import { weeklyHours } from "./hours.ts";
import { type City, landline, mobile, randomPlace } from "./places.ts";
import { PROMO_TEMPLATES, type PromoTemplate } from "./promo-templates.ts";
import { hashString, Rng } from "./random.ts";
import { addMs, DAY, HOUR } from "./time.ts";
import { type Cell, insertUnnest, type UnnestColumn } from "./unnest.ts";

const GENERIC_PROMOS: PromoTemplate[] = [
  { title: "10% off pagando con QR", benefit: "10% OFF", description: "Todos los días, en todos los productos." },
  { title: "Envío gratis en compras grandes", benefit: "Envío gratis", description: "Dentro de la ciudad." },
  { title: "2x1 de lunes a miércoles", benefit: "2x1", description: "En productos seleccionados." },
];

interface CategoryRef {
  id: number;
  slug: string;
  parentSlug: string | null;
  def: ChildCategory | undefined;
}

export async function seedBulk(
  db: Database,
  options: { businesses: number; promotions: number; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const cats = await db
    .select({ id: schema.categories.id, slug: schema.categories.slug, parentId: schema.categories.parentId })
    .from(schema.categories);
  const bySlug = new Map(cats.map((c) => [c.slug, c]));
  const byId = new Map(cats.map((c) => [c.id, c]));
  const defs = new Map(childCategories().map((c) => [c.slug, c]));
  const children: CategoryRef[] = cats
    .filter((c) => c.parentId !== null && (defs.get(c.slug)?.active ?? true))
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      parentSlug: c.parentId !== null ? (byId.get(c.parentId)?.slug ?? null) : null,
      def: defs.get(c.slug),
    }));
  if (children.length === 0 || !bySlug.has("farmacias")) {
    throw new Error("seedBulk necesita los datos de demostración: corré seedDemoData primero.");
  }
  const plans = await db.select({ id: schema.plans.id, slug: schema.plans.slug }).from(schema.plans);
  const planIds = new Map(plans.map((p) => [p.slug, p.id]));
  const existing = await db
    .select({ slug: schema.businesses.slug })
    .from(schema.businesses)
    .where(isNotNull(schema.businesses.slug));
  const taken = new Set(existing.map((b) => b.slug));

  // A different stream per database state: calling it twice adds different rows.
  const rng = new Rng(hashString(`bulk:${taken.size}:${options.businesses}:${options.promotions}`));
  const weights = children.map((c) => [c, (c.def?.count ?? 1) + 1] as const);

  const businessRows: (typeof schema.businesses.$inferInsert)[] = [];
  const hourRows: (typeof schema.businessHours.$inferInsert)[] = [];
  const subscriptionRows: (typeof schema.businessSubscriptions.$inferInsert)[] = [];
  const promoOwners: { uuid: string; cat: CategoryRef; createdAt: Date; premium: boolean }[] = [];

  for (let i = 0; i < options.businesses; i++) {
    const cat = rng.weighted(weights);
    const def = cat.def;
    const profile: HoursProfile = def?.hours ?? "shop";
    const type = def?.businessType ?? "commerce";
    const prefixes = BULK_PREFIXES[cat.slug] ?? ["Comercio"];
    // Branch-style suffixes ("Express", "Norte") only make sense for shops.
    const suffix = type === "commerce" ? rng.pick(BULK_SUFFIXES) : "";
    const name = `${rng.pick(prefixes)} ${rng.pick(BULK_CORES)}${suffix}`;
    const slug = uniqueSlug(name, taken);
    const city: City = rng.chance(0.75) ? "Villa María" : "Villa Nueva";
    const place = randomPlace(rng, city);
    const cell = mobile(rng);
    const premium = rng.chance(0.1);
    const level = premium ? rng.int(1, 3) : 0;
    const createdAt = new Date(Math.floor(addMs(now, -rng.float(31, 900) * DAY).getTime() / 1000) * 1000);
    const withGoogle = rng.chance(0.8);
    const placeId = withGoogle ? `ChIJ${rng.token(23)}` : null;
    const isPro = type !== "commerce";
    const rate = isPro ? HOURLY_RATES[cat.slug] : undefined;
    const uuid = rng.uuid();
    const pedidosya = rng.chance(def?.pedidosya ?? 0);
    businessRows.push({
      uuid,
      name,
      slug,
      description: rng.pick(DESCRIPTIONS[cat.slug] ?? [def?.description ?? "Comercio de la zona."]),
      address: place.address,
      city,
      phoneNumber: rng.chance(0.8) ? landline(rng, city) : cell.local,
      whatsappNumber: rng.chance(0.7) ? cell.whatsapp : null,
      email: rng.chance(0.6) ? `${slug.replace(/-/g, "").slice(0, 24)}@gmail.com` : null,
      websiteUrl: rng.chance(0.15) ? `https://www.${slug.replace(/-/g, "")}.com.ar` : null,
      logoUrl: `/media/demo/logo/${slug}.svg`,
      bannerUrl: `/media/demo/banner/${slug}.svg`,
      categoryId: cat.id,
      isPremium: premium,
      premiumLevel: level,
      status: "active",
      instagramUrl: rng.chance(0.5) ? `https://www.instagram.com/${slug.replace(/-/g, "").slice(0, 24)}/` : null,
      latitude: place.latitude,
      longitude: place.longitude,
      googlePlaceId: placeId,
      googleRating: withGoogle ? Math.round(rng.float(3.2, 4.9) * 10) / 10 : null,
      googleReviewsCount: withGoogle ? rng.int(3, 600) : null,
      googlePlaceName: withGoogle ? name : null,
      googlePlaceUrl: placeId ? `https://www.google.com/maps/place/?q=place_id:${placeId}` : null,
      isOnPedidosya: pedidosya,
      acceptsCredit: rng.chance(0.7),
      acceptsDebit: rng.chance(0.9),
      acceptsQr: rng.chance(0.8),
      acceptsTransfer: rng.chance(0.8),
      hasDelivery: pedidosya || rng.chance(def?.delivery ?? 0),
      hasParking: rng.chance(def?.parking ?? 0.12),
      hasAccessibility: rng.chance(0.3),
      businessType: type,
      serviceArea: type === "professional" || MOBILE_SERVICES.has(cat.slug) ? "Villa María y Villa Nueva" : null,
      yearsExperience: isPro ? rng.int(1, 35) : null,
      hourlyRate: rate ? Math.round(rng.int(rate[0], rate[1]) / 500) * 500 : null,
      acceptsEmergencyCalls: rng.chance(def?.emergency ?? 0),
      createdAt,
      updatedAt: createdAt,
    });
    if (rng.chance(0.95)) {
      for (const h of weeklyHours(rng, profile)) hourRows.push({ ...h, businessUuid: uuid });
    }
    if (premium) {
      const start = new Date(Math.floor(addMs(now, -rng.float(1, 25) * DAY).getTime() / 60000) * 60000);
      subscriptionRows.push({
        businessUuid: uuid,
        planId: planIds.get(level === 1 ? "destacado" : "premium") ?? null,
        isActive: true,
        startDate: start,
        endDate: addMs(start, 30 * DAY),
        paymentReference: `MP-${rng.digits(11)}`,
        createdAt: start,
      });
    }
    promoOwners.push({ uuid, cat, createdAt, premium });
  }

  const promoRows: (typeof schema.businessPromotions.$inferInsert)[] = [];
  if (promoOwners.length > 0) {
    for (let i = 0; i < options.promotions; i++) {
      const owner = promoOwners[rng.int(0, promoOwners.length - 1)] as (typeof promoOwners)[number];
      const templates =
        PROMO_TEMPLATES[owner.cat.slug] ??
        (owner.cat.parentSlug ? PROMO_TEMPLATES[owner.cat.parentSlug] : undefined) ??
        GENERIC_PROMOS;
      const tpl = rng.pick(templates);
      const timing = rng.weighted([
        ["active", 50],
        ["ending", 10],
        ["expired", 30],
        ["future", 10],
      ] as const);
      let start: Date;
      let end: Date;
      if (timing === "active") {
        start = addMs(now, -rng.float(1, 25) * DAY);
        end = addMs(now, rng.float(3.5, 40) * DAY);
      } else if (timing === "ending") {
        start = addMs(now, -rng.float(2, 20) * DAY);
        end = addMs(now, rng.float(6, 70) * HOUR);
      } else if (timing === "expired") {
        end = addMs(now, -rng.float(1, 60) * DAY);
        start = addMs(end, -rng.float(7, 45) * DAY);
      } else {
        start = addMs(now, rng.float(2, 20) * DAY);
        end = addMs(start, rng.float(7, 30) * DAY);
      }
      if (start.getTime() < owner.createdAt.getTime()) start = new Date(owner.createdAt.getTime() + HOUR);
      if (end.getTime() < start.getTime()) end = addMs(start, DAY);
      const views = timing === "future" ? 0 : rng.int(10, 2000);
      const clicks = Math.round(views * rng.float(0.02, 0.12));
      const coupon = tpl.code && rng.chance(0.5) ? tpl.code : null;
      const id = rng.uuid();
      const createdAt = new Date(Math.min(now.getTime(), start.getTime()));
      promoRows.push({
        id,
        businessUuid: owner.uuid,
        title: tpl.title,
        description: tpl.description,
        discountBenefit: tpl.benefit,
        imageUrl: `/media/demo/promo/${id}.svg`,
        couponCode: coupon,
        terms: tpl.terms ?? null,
        startDate: start,
        endDate: end,
        isFeatured: rng.chance(owner.premium ? 0.2 : 0.03),
        viewsCount: views,
        clicksCount: clicks,
        couponCopiesCount: coupon ? Math.round(clicks * rng.float(0.1, 0.4)) : 0,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertUnnest(t, "businesses", columns<BusinessInsert>(BUSINESS_COLUMNS), businessRows);
    await insertUnnest(t, "business_hours", columns<HoursInsert>(HOURS_COLUMNS), hourRows, 20_000);
    await insertUnnest(
      t,
      "business_subscriptions",
      columns<SubscriptionInsert>(SUBSCRIPTION_COLUMNS),
      subscriptionRows,
    );
    await insertUnnest(t, "business_promotions", columns<PromotionInsert>(PROMOTION_COLUMNS), promoRows);
  });
}

type BusinessInsert = typeof schema.businesses.$inferInsert;
type HoursInsert = typeof schema.businessHours.$inferInsert;
type SubscriptionInsert = typeof schema.businessSubscriptions.$inferInsert;
type PromotionInsert = typeof schema.businessPromotions.$inferInsert;

/** [camelCase key, SQL element type]; the SQL column is the key in snake_case. */
type ColumnSpec<Row> = readonly (readonly [keyof Row & string, string])[];

function columns<Row>(spec: ColumnSpec<Row>): UnnestColumn<Row>[] {
  return spec.map(([key, type]) => ({
    name: key.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`),
    type,
    value: (row: Row) => row[key] as Cell,
  }));
}

const BUSINESS_COLUMNS: ColumnSpec<BusinessInsert> = [
  ["uuid", "uuid"],
  ["name", "text"],
  ["slug", "text"],
  ["description", "text"],
  ["address", "text"],
  ["city", "text"],
  ["phoneNumber", "text"],
  ["whatsappNumber", "text"],
  ["email", "text"],
  ["websiteUrl", "text"],
  ["logoUrl", "text"],
  ["bannerUrl", "text"],
  ["categoryId", "int"],
  ["isPremium", "bool"],
  ["premiumLevel", "int"],
  ["status", "text"],
  ["instagramUrl", "text"],
  ["latitude", "float8"],
  ["longitude", "float8"],
  ["googlePlaceId", "text"],
  ["googleRating", "numeric"],
  ["googleReviewsCount", "int"],
  ["googlePlaceName", "text"],
  ["googlePlaceUrl", "text"],
  ["isOnPedidosya", "bool"],
  ["acceptsCredit", "bool"],
  ["acceptsDebit", "bool"],
  ["acceptsQr", "bool"],
  ["acceptsTransfer", "bool"],
  ["hasDelivery", "bool"],
  ["hasParking", "bool"],
  ["hasAccessibility", "bool"],
  ["businessType", "text"],
  ["serviceArea", "text"],
  ["yearsExperience", "int"],
  ["hourlyRate", "int"],
  ["acceptsEmergencyCalls", "bool"],
  ["createdAt", "timestamptz"],
  ["updatedAt", "timestamptz"],
];

const HOURS_COLUMNS: ColumnSpec<HoursInsert> = [
  ["businessUuid", "uuid"],
  ["dayOfWeek", "int"],
  ["openTime", "time"],
  ["closeTime", "time"],
  ["isClosed", "bool"],
  ["timeSlotIndex", "int"],
  ["crossesMidnight", "bool"],
];

const SUBSCRIPTION_COLUMNS: ColumnSpec<SubscriptionInsert> = [
  ["businessUuid", "uuid"],
  ["planId", "int"],
  ["isActive", "bool"],
  ["startDate", "timestamptz"],
  ["endDate", "timestamptz"],
  ["paymentReference", "text"],
  ["createdAt", "timestamptz"],
];

const PROMOTION_COLUMNS: ColumnSpec<PromotionInsert> = [
  ["id", "uuid"],
  ["businessUuid", "uuid"],
  ["title", "text"],
  ["description", "text"],
  ["discountBenefit", "text"],
  ["imageUrl", "text"],
  ["couponCode", "text"],
  ["terms", "text"],
  ["startDate", "timestamptz"],
  ["endDate", "timestamptz"],
  ["isFeatured", "bool"],
  ["viewsCount", "int"],
  ["clicksCount", "int"],
  ["couponCopiesCount", "int"],
  ["createdAt", "timestamptz"],
  ["updatedAt", "timestamptz"],
];
