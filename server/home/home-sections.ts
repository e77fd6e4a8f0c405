/** The data of the home page's sections, with the spec's limits and windows (section 9). */

import { subDays } from "date-fns";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { buenosAiresNow } from "#core/opening-hours.ts";
import { PREMIUM_MIN_LEVEL } from "#core/plan-perks.ts";
import {
  HOME_FEATURED_BUSINESSES_LIMIT,
  HOME_FEATURED_OFFERS_LIMIT,
  NEW_BUSINESS_DAYS,
  NEW_BUSINESS_LIMIT,
  POPULAR_DAYS,
  POPULAR_LIMIT,
} from "#core/search-constants.ts";
import { type CategorySummary, listCategories } from "../categories/list-categories.ts";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businessAnalytics, businesses } from "../platform/db/schema.ts";
import { listActivePromotions, type PromotionCardData } from "../promotions/list-active-promotions.ts";
import { type BusinessCardData, loadBusinessCards } from "../public-business/cards.ts";
import { getTrendingSearches } from "../search/trending.ts";

export interface HomeSections {
  categories: CategorySummary[];
  featured: BusinessCardData[];
  offers: PromotionCardData[];
  popular: BusinessCardData[];
  newest: BusinessCardData[];
  trending: { query: string; count: number }[];
}

const homeCache = createTtlCache<{ computedAt: string; sections: HomeSections }>({ ttlMs: 30_000, maxEntries: 2 });

/**
 * The home page's data, computed at most once per 30 s per instance: every visitor sees the same
 * home, and open/closed badges are at most half a minute old.
 */
export function getCachedHomeSections(): Promise<{ computedAt: string; sections: HomeSections }> {
  return homeCache.get("home", async () => {
    const now = new Date();
    return { computedAt: now.toISOString(), sections: await getHomeSections(now) };
  });
}

export async function getHomeSections(now: Date = new Date()): Promise<HomeSections> {
  const [categories, featured, offers, popular, newest, trending] = await Promise.all([
    listCategories({ featuredOnly: true }),
    getFeaturedBusinesses(now),
    listActivePromotions({ now, featuredOnly: true, limit: HOME_FEATURED_OFFERS_LIMIT }),
    getPopularBusinesses(now),
    getNewBusinesses(now),
    getTrendingSearches(now),
  ]);
  return { categories, featured, offers, popular, newest, trending };
}

/**
 * "Comercios Destacados": Premium businesses only (core/plan-perks.ts; the Destacado plan does not
 * include it), by the is_premium flag and level as lists do, best Google rating first.
 */
export async function getFeaturedBusinesses(now: Date): Promise<BusinessCardData[]> {
  const db = await getDb();
  const rows = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(
      and(
        eq(businesses.status, "active"),
        eq(businesses.isPremium, true),
        gte(businesses.premiumLevel, PREMIUM_MIN_LEVEL),
      ),
    )
    .orderBy(sql`${businesses.googleRating} desc nulls last`, businesses.name)
    .limit(HOME_FEATURED_BUSINESSES_LIMIT);
  return loadBusinessCards(
    rows.map((r) => r.uuid),
    now,
  );
}

export async function getNewBusinesses(now: Date): Promise<BusinessCardData[]> {
  const db = await getDb();
  const rows = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), gte(businesses.createdAt, subDays(now, NEW_BUSINESS_DAYS))))
    .orderBy(desc(businesses.createdAt))
    .limit(NEW_BUSINESS_LIMIT);
  return loadBusinessCards(
    rows.map((r) => r.uuid),
    now,
  );
}

/**
 * Page views of the last 7 days summed per business, top 8; with no views at all, the top premium
 * businesses by premium level, as the spec says. Inactive businesses never appear.
 */
export async function getPopularBusinesses(now: Date): Promise<BusinessCardData[]> {
  const db = await getDb();
  const since = buenosAiresNow(subDays(now, POPULAR_DAYS)).date;
  const rows = await db
    .select({ uuid: businessAnalytics.businessUuid, views: sql<number>`sum(${businessAnalytics.pageViews})::int` })
    .from(businessAnalytics)
    .innerJoin(businesses, eq(businesses.uuid, businessAnalytics.businessUuid))
    .where(and(gte(businessAnalytics.date, since), eq(businesses.status, "active")))
    .groupBy(businessAnalytics.businessUuid)
    .orderBy(sql`2 desc`, businessAnalytics.businessUuid)
    .limit(POPULAR_LIMIT);
  if (rows.length > 0) {
    return loadBusinessCards(
      rows.map((r) => r.uuid),
      now,
    );
  }
  const premium = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.status, "active"), eq(businesses.isPremium, true)))
    .orderBy(desc(businesses.premiumLevel), businesses.name)
    .limit(POPULAR_LIMIT);
  return loadBusinessCards(
    premium.map((r) => r.uuid),
    now,
  );
}
