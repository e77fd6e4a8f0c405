/**
 * The admin dashboard's numbers, straight from the database (never cached: an admin acting on a
 * pending business expects the count to move at once).
 *
 * "Active" reuses the rules the public site applies, so the dashboard and the site agree:
 * promotions through `activePromotionsWhere` (the SQL form of core/promotions.ts
 * isPromotionLive: not paused, start_date <= now <= end_date, of an active business) and bank promotions through
 * `bankPromotionsWhere` (valid on today's Buenos Aires date).
 */
import { and, eq, gte, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import {
  BUSINESS_STATUSES,
  type BusinessStatus,
  bankPromotions,
  businesses,
  businessPromotions,
  businessReviews,
  businessSubscriptions,
  claims,
  users,
} from "../platform/db/schema.ts";
import { activePromotionsWhere } from "../promotions/list-active-promotions.ts";
import { bankPromotionsWhere } from "../promotions/list-bank-promotions.ts";

/** "New" users and "recent" reviews: created in this many days before now. */
export const DASHBOARD_RECENT_DAYS = 30;

export interface DashboardStats {
  businessesByStatus: Record<BusinessStatus, number>;
  businessesTotal: number;
  users: { total: number; recent: number };
  pendingClaims: number;
  activePromotions: number;
  activeBankPromotions: number;
  recentReviews: number;
  /** Subscriptions granting premium now (status authorized, active). */
  activeSubscriptions: number;
}

const count = sql<number>`count(*)::int`;

export async function getDashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const db = await getDb();
  const since = new Date(now.getTime() - DASHBOARD_RECENT_DAYS * 86_400_000);
  const [byStatus, [userCounts], [claimCount], [promotionCount], [bankCount], [reviewCount], subscriptionCount] =
    await Promise.all([
      db.select({ status: businesses.status, n: count }).from(businesses).groupBy(businesses.status),
      db
        .select({
          total: count,
          recent: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
        })
        .from(users),
      db.select({ n: count }).from(claims).where(eq(claims.status, "pending")),
      db
        .select({ n: count })
        .from(businessPromotions)
        .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
        .where(activePromotionsWhere({ now })),
      db.select({ n: count }).from(bankPromotions).where(bankPromotionsWhere({ now })),
      db.select({ n: count }).from(businessReviews).where(gte(businessReviews.createdAt, since)),
      db.$count(
        businessSubscriptions,
        and(eq(businessSubscriptions.status, "authorized"), eq(businessSubscriptions.isActive, true)),
      ),
    ]);

  const businessesByStatus = Object.fromEntries(BUSINESS_STATUSES.map((s) => [s, 0])) as Record<BusinessStatus, number>;
  for (const row of byStatus) {
    if ((BUSINESS_STATUSES as readonly string[]).includes(row.status)) {
      businessesByStatus[row.status as BusinessStatus] = row.n;
    }
  }
  return {
    businessesByStatus,
    businessesTotal: byStatus.reduce((sum, row) => sum + row.n, 0),
    users: { total: userCounts?.total ?? 0, recent: userCounts?.recent ?? 0 },
    pendingClaims: claimCount?.n ?? 0,
    activePromotions: promotionCount?.n ?? 0,
    activeBankPromotions: bankCount?.n ?? 0,
    recentReviews: reviewCount?.n ?? 0,
    activeSubscriptions: Number(subscriptionCount),
  };
}
