import { and, desc, eq, gte, lte } from "drizzle-orm";
import { DEFAULT_PROMOTION_LIMIT } from "../../app/domain/promotions.ts";
import { getDb } from "../db/client.ts";
import { businesses, businessPromotions, categories } from "../db/schema.ts";

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
  createdAt: string;
  business: { uuid: string; name: string; slug: string; logoUrl: string | null; category: string | null };
}

/**
 * Active promotions (start_date <= now <= end_date) of active businesses, featured first then newest,
 * as the spec's promotions query.
 */
export async function listActivePromotions(
  options: { now?: Date; limit?: number; businessUuid?: string; featuredOnly?: boolean } = {},
): Promise<PromotionCardData[]> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const rows = await db
    .select({
      promotion: businessPromotions,
      businessUuid: businesses.uuid,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessLogo: businesses.logoUrl,
      categoryName: categories.name,
    })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .where(
      and(
        lte(businessPromotions.startDate, now),
        gte(businessPromotions.endDate, now),
        eq(businesses.status, "active"),
        options.businessUuid ? eq(businessPromotions.businessUuid, options.businessUuid) : undefined,
        options.featuredOnly ? eq(businessPromotions.isFeatured, true) : undefined,
      ),
    )
    .orderBy(desc(businessPromotions.isFeatured), desc(businessPromotions.createdAt))
    .limit(options.limit ?? DEFAULT_PROMOTION_LIMIT);
  return rows.map(({ promotion: p, ...b }) => ({
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
    createdAt: p.createdAt.toISOString(),
    business: {
      uuid: b.businessUuid,
      name: b.businessName,
      slug: b.businessSlug,
      logoUrl: b.businessLogo,
      category: b.categoryName,
    },
  }));
}
