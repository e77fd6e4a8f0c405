/**
 * The SQL form of core/promotions.ts `isPromotionLive`: not paused, started, not ended. Every public
 * query of business promotions (/ofertas, the home page, the business page, the unified search,
 * the view/click counters, the admin's count) filters through it, so a paused or ended promotion
 * leaves all of them at once. live-promotion.int.test.ts checks that both forms agree.
 */
import { and, gte, isNull, lte, type SQL } from "drizzle-orm";
import { businessPromotions } from "../platform/db/schema.ts";

export function livePromotionWhere(now: Date): SQL {
  return and(
    isNull(businessPromotions.pausedAt),
    lte(businessPromotions.startDate, now),
    gte(businessPromotions.endDate, now),
  ) as SQL;
}
