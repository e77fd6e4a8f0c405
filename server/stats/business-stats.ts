/**
 * An owner's statistics of one business for a period of 7, 30 or 90 Buenos Aires days (today
 * included) and the same number of days before it: page views and leads (business_analytics),
 * promotion views, clicks and coupon copies (promotion_events of its promotions), new favourites,
 * reviews and their ratings, and the searches that led visitors there. Callers check who is asking
 * (requireManagedBusiness); this only reads.
 */
import { and, avg, count, eq, gte, lt, sql } from "drizzle-orm";
import {
  type DailyStats,
  daysBetween,
  emptyDay,
  type StatsPeriod,
  type StatsRange,
  type StatsTotals,
  statsRange,
  sumDays,
} from "#core/business-stats.ts";
import { APP_TIME_ZONE, addDaysToDateKey, buenosAiresDateKey, toInstant } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import {
  businessAnalytics,
  businessPromotions,
  businessReviews,
  businessSearchReferrals,
  favorites,
  promotionEvents,
} from "../platform/db/schema.ts";
import { reviewIsVisible } from "../reviews/visible-reviews.ts";

export interface SearchThatLed {
  query: string;
  visits: number;
  previousVisits: number;
}

export interface BusinessStats {
  days: StatsPeriod;
  range: StatsRange;
  /** One entry per day of the period, oldest first, days without activity at zero. */
  daily: DailyStats[];
  previousDaily: DailyStats[];
  totals: StatsTotals;
  previousTotals: StatsTotals;
  /** The most frequent searches of the period that led to the business (at most 10). */
  topSearches: SearchThatLed[];
  /** Every review the business ever had: what visitors see on its page. */
  rating: { average: number | null; count: number };
  /** The reviews before the period began (count and sum of ratings): where the running average starts. */
  ratingBeforePeriod: { count: number; sum: number };
}

export const TOP_SEARCHES_LIMIT = 10;

/** The Buenos Aires calendar day of a timestamp column, as "yyyy-MM-dd". */
function baDay(column: unknown) {
  // The zone is written into the SQL (a constant): as a parameter, the select and the group by would
  // be two different expressions to PostgreSQL.
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${APP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}

export async function getBusinessStats(businessUuid: string, days: StatsPeriod, now: Date): Promise<BusinessStats> {
  const db = await getDb();
  const range = statsRange(buenosAiresDateKey(now), days);
  const from = range.previousFrom;
  const start = toInstant(from, "start") as Date;
  const end = toInstant(addDaysToDateKey(range.to, 1), "start") as Date;
  const byDay = new Map(daysBetween(from, range.to).map((d) => [d, emptyDay(d)]));
  const day = (key: string) => byDay.get(key);

  const promotionDay = baDay(promotionEvents.createdAt);
  const favoriteDay = baDay(favorites.createdAt);
  const reviewDay = baDay(businessReviews.createdAt);
  const [analytics, promotions, favoriteRows, reviewRows, searches, [rating], [beforeWindow]] = await Promise.all([
    db
      .select({
        date: sql<string>`${businessAnalytics.date}::text`,
        pageViews: businessAnalytics.pageViews,
        calls: businessAnalytics.calls,
        whatsappClicks: businessAnalytics.whatsappClicks,
        websiteClicks: businessAnalytics.websiteClicks,
        emailClicks: businessAnalytics.emailClicks,
        directionsClicks: businessAnalytics.directionsClicks,
      })
      .from(businessAnalytics)
      .where(
        and(
          eq(businessAnalytics.businessUuid, businessUuid),
          sql`${businessAnalytics.date} between ${from}::date and ${range.to}::date`,
        ),
      ),
    db
      .select({ date: promotionDay, type: promotionEvents.eventType, n: count() })
      .from(promotionEvents)
      .innerJoin(businessPromotions, eq(businessPromotions.id, promotionEvents.promotionId))
      .where(
        and(
          eq(businessPromotions.businessUuid, businessUuid),
          gte(promotionEvents.createdAt, start),
          lt(promotionEvents.createdAt, end),
        ),
      )
      .groupBy(promotionDay, promotionEvents.eventType),
    db
      .select({ date: favoriteDay, n: count() })
      .from(favorites)
      .where(
        and(eq(favorites.businessUuid, businessUuid), gte(favorites.createdAt, start), lt(favorites.createdAt, end)),
      )
      .groupBy(favoriteDay),
    db
      .select({ date: reviewDay, n: count(), ratingSum: sql<number>`sum(${businessReviews.rating})::int` })
      .from(businessReviews)
      .where(
        and(
          eq(businessReviews.businessUuid, businessUuid),
          reviewIsVisible,
          gte(businessReviews.createdAt, start),
          lt(businessReviews.createdAt, end),
        ),
      )
      .groupBy(reviewDay),
    db
      .select({
        query: businessSearchReferrals.query,
        visits: sql<number>`coalesce(sum(${businessSearchReferrals.visits}) filter (where ${businessSearchReferrals.date} >= ${range.from}::date), 0)::int`,
        previousVisits: sql<number>`coalesce(sum(${businessSearchReferrals.visits}) filter (where ${businessSearchReferrals.date} < ${range.from}::date), 0)::int`,
      })
      .from(businessSearchReferrals)
      .where(
        and(
          eq(businessSearchReferrals.businessUuid, businessUuid),
          sql`${businessSearchReferrals.date} between ${from}::date and ${range.to}::date`,
        ),
      )
      .groupBy(businessSearchReferrals.query)
      .having(
        sql`sum(${businessSearchReferrals.visits}) filter (where ${businessSearchReferrals.date} >= ${range.from}::date) > 0`,
      )
      .orderBy(sql`2 desc`, businessSearchReferrals.query)
      .limit(TOP_SEARCHES_LIMIT),
    db
      .select({ average: avg(businessReviews.rating), count: count() })
      .from(businessReviews)
      .where(and(eq(businessReviews.businessUuid, businessUuid), reviewIsVisible)),
    db
      .select({ count: count(), sum: sql<number>`coalesce(sum(${businessReviews.rating}), 0)::int` })
      .from(businessReviews)
      .where(
        and(eq(businessReviews.businessUuid, businessUuid), reviewIsVisible, lt(businessReviews.createdAt, start)),
      ),
  ]);

  for (const row of analytics) {
    const d = day(row.date);
    if (d) Object.assign(d, { ...row, date: d.date });
  }
  const PROMOTION_FIGURE = { view: "promotionViews", click: "promotionClicks", coupon_copy: "couponCopies" } as const;
  for (const row of promotions) {
    const d = day(row.date);
    const figure = PROMOTION_FIGURE[row.type as keyof typeof PROMOTION_FIGURE];
    if (d && figure) d[figure] += Number(row.n);
  }
  for (const row of favoriteRows) {
    const d = day(row.date);
    if (d) d.newFavorites += Number(row.n);
  }
  for (const row of reviewRows) {
    const d = day(row.date);
    if (d) {
      d.reviews += Number(row.n);
      d.ratingSum += Number(row.ratingSum);
    }
  }

  const all = [...byDay.values()];
  const previousDaily = all.filter((d) => d.date < range.from);
  const daily = all.filter((d) => d.date >= range.from);
  const previousTotals = sumDays(previousDaily);
  return {
    days,
    range,
    daily,
    previousDaily,
    totals: sumDays(daily),
    previousTotals,
    topSearches: searches.map((s) => ({
      query: s.query,
      visits: Number(s.visits),
      previousVisits: Number(s.previousVisits),
    })),
    rating: { average: rating?.average == null ? null : Number(rating.average), count: Number(rating?.count ?? 0) },
    ratingBeforePeriod: {
      count: Number(beforeWindow?.count ?? 0) + previousTotals.reviews,
      sum: Number(beforeWindow?.sum ?? 0) + previousTotals.ratingSum,
    },
  };
}
