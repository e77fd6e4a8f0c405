import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import { DEFAULT_PROMOTION_LIMIT } from "#core/promotions.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessPromotions, categories } from "../platform/db/schema.ts";
import { livePromotionWhere } from "./live-promotion.ts";

export interface PromotionCardData {
  id: string;
  title: string;
  description: string | null;
  discountBenefit: string | null;
  imageUrl: string | null;
  couponCode: string | null;
  startDate: string;
  endDate: string;
  isFeatured: boolean;
  viewsCount: number;
  clicksCount: number;
  /** How many times the coupon code was copied (listActivePromotions always fills it). */
  couponCopiesCount?: number;
  createdAt: string;
  business: {
    uuid: string;
    name: string;
    slug: string;
    logoUrl: string | null;
    category: string | null;
    /**
     * What a promotion without its own picture shows: the business's banner, else its category's
     * picture (a category whose icon is an image); null for neither.
     */
    pictureUrl?: string | null;
  };
}

export interface ActivePromotionFilters {
  now?: Date;
  businessUuid?: string;
  featuredOnly?: boolean;
  /** Only promotions of businesses in these categories (an empty list matches nothing). */
  categoryIds?: readonly number[];
  /** Only promotions whose end_date is before this instant ("Terminan pronto"). */
  endsBefore?: Date;
}

/** The WHERE of the spec's promotions query: live (not paused, start <= now <= end), active business, filters. */
export function activePromotionsWhere(options: ActivePromotionFilters = {}): SQL | undefined {
  const now = options.now ?? new Date();
  return and(
    livePromotionWhere(now),
    eq(businesses.status, "active"),
    options.businessUuid ? eq(businessPromotions.businessUuid, options.businessUuid) : undefined,
    options.featuredOnly ? eq(businessPromotions.isFeatured, true) : undefined,
    options.categoryIds
      ? options.categoryIds.length > 0
        ? inArray(businesses.categoryId, [...options.categoryIds])
        : sql`false`
      : undefined,
    options.endsBefore ? lt(businessPromotions.endDate, options.endsBefore) : undefined,
  );
}

/**
 * Live promotions (not paused, start_date <= now <= end_date) of active businesses, featured first then newest,
 * as the spec's promotions query.
 */
export async function listActivePromotions(
  options: ActivePromotionFilters & { limit?: number; offset?: number } = {},
): Promise<PromotionCardData[]> {
  return (await queryActivePromotions(options)).items;
}

/** listActivePromotions plus the number of matching promotions (before the limit), in one query. */
export async function queryActivePromotions(
  options: ActivePromotionFilters & { limit?: number; offset?: number } = {},
): Promise<{ items: PromotionCardData[]; total: number }> {
  const { items, rows } = await selectActivePromotions(options, true);
  const total = rows[0]?.total ?? (options.offset ? await countActivePromotions(options) : 0);
  return { items, total };
}

/**
 * One page of live promotions without their total: for a caller that already knows how many match
 * (/ofertas takes it from its cached counts). Counting in the same query makes the database read and
 * sort every matching promotion instead of keeping only the first `limit`.
 */
export async function pageActivePromotions(
  options: ActivePromotionFilters & { limit?: number; offset?: number } = {},
): Promise<PromotionCardData[]> {
  return (await selectActivePromotions(options, false)).items;
}

async function selectActivePromotions(
  options: ActivePromotionFilters & { limit?: number; offset?: number },
  withTotal: boolean,
) {
  const db = await getDb();
  const query = db
    .select({
      promotion: businessPromotions,
      businessUuid: businesses.uuid,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessLogo: businesses.logoUrl,
      businessBanner: businesses.bannerUrl,
      categoryName: categories.name,
      categoryIconType: categories.iconType,
      categoryIconUrl: categories.iconUrl,
      total: withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(activePromotionsWhere(options))
    // The id breaks ties so pages never overlap or skip a promotion.
    .orderBy(desc(businessPromotions.isFeatured), desc(businessPromotions.createdAt), desc(businessPromotions.id))
    .limit(options.limit ?? DEFAULT_PROMOTION_LIMIT)
    .offset(options.offset ?? 0);
  const rows = await query;
  const items = rows.map(({ promotion: p, ...b }) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    discountBenefit: p.discountBenefit,
    imageUrl: p.imageUrl,
    couponCode: p.couponCode,
    startDate: p.startDate.toISOString(),
    endDate: p.endDate.toISOString(),
    isFeatured: p.isFeatured,
    viewsCount: p.viewsCount,
    clicksCount: p.clicksCount,
    couponCopiesCount: p.couponCopiesCount,
    createdAt: p.createdAt.toISOString(),
    business: {
      uuid: b.businessUuid,
      name: b.businessName,
      slug: b.businessSlug,
      logoUrl: b.businessLogo,
      category: b.categoryName,
      pictureUrl: b.businessBanner ?? (b.categoryIconType === "image" ? b.categoryIconUrl : null),
    },
  }));
  return { items, rows };
}

export async function countActivePromotions(options: ActivePromotionFilters = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(activePromotionsWhere(options));
  return row?.n ?? 0;
}

/** Live promotions of one business category: all of them, and those ending before `endsBefore`. */
export interface CategoryPromotionCount {
  live: number;
  endingSoon: number;
}

/**
 * Active promotions per business category id (null: businesses without a category), in one pass:
 * how many are live and how many of those end before `endsBefore` ("Terminan pronto").
 */
export async function countActivePromotionsByCategory(
  now: Date,
  endsBefore: Date,
): Promise<Map<number | null, CategoryPromotionCount>> {
  const db = await getDb();
  const rows = await db
    .select({
      categoryId: businesses.categoryId,
      live: sql<number>`count(*)::int`,
      endingSoon: sql<number>`(count(*) filter (where ${lt(businessPromotions.endDate, endsBefore)}))::int`,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(activePromotionsWhere({ now }))
    .groupBy(businesses.categoryId);
  return new Map(rows.map((r) => [r.categoryId, { live: r.live, endingSoon: r.endingSoon }]));
}
