/**
 * The business-card model used by every list (home sections, search, categories, favourites):
 * one place that loads it, with the open/closed rule and ratings derived the same way everywhere.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { buenosAiresNow, isOpenAt } from "#core/opening-hours.ts";
import { onDutyNow } from "#core/pharmacy-duty.ts";
import type { RatingSource } from "#core/rating.ts";
import { dutyWindowsFor } from "../listing/duty-windows.ts";
import { specialHoursColumns, weeklySlotColumns } from "../listing/hours-columns.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessHours, businessReviews, businessSpecialHours, categories } from "../platform/db/schema.ts";
import {
  type BankPromotionBadgeData,
  bankPromotionBadge,
  bankPromotionsAtPlaces,
} from "../promotions/bank-promotions-here.ts";
import { reviewIsVisible } from "../reviews/visible-reviews.ts";

export interface BusinessCardData {
  uuid: string;
  id: number;
  name: string;
  slug: string;
  description: string | null;
  address: string | null;
  city: string;
  phoneNumber: string | null;
  logoUrl: string | null;
  isPremium: boolean;
  premiumLevel: number;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
  category: { name: string; slug: string; color: string; icon: string | null } | null;
  isOpen: boolean;
  /** A pharmacy on duty now (`pharmacy_duties`): the card says "De turno". */
  onDuty?: boolean;
  /** Our own reviews' average when there are any, otherwise Google's rating. */
  rating: number | null;
  reviewCount: number;
  /** Whose `rating` and `reviewCount` these are; null when there is no rating at all. */
  ratingSource: RatingSource | null;
  /** "Hoy con tu tarjeta": the bank promotions that work here today (core/bank-promotion-scope.ts), or null. */
  bankToday: BankPromotionBadgeData | null;
}

/** Loads cards for the given businesses, keeping the order of `uuids`. Only active businesses are returned. */
export async function loadBusinessCards(uuids: string[], now: Date = new Date()): Promise<BusinessCardData[]> {
  if (uuids.length === 0) return [];
  const db = await getDb();
  const today = buenosAiresNow(now).date;

  const [rows, hours, special, reviews, duties] = await Promise.all([
    db
      .select({
        uuid: businesses.uuid,
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        description: businesses.description,
        address: businesses.address,
        city: businesses.city,
        phoneNumber: businesses.phoneNumber,
        logoUrl: businesses.logoUrl,
        isPremium: businesses.isPremium,
        premiumLevel: businesses.premiumLevel,
        latitude: businesses.latitude,
        longitude: businesses.longitude,
        createdAt: businesses.createdAt,
        googleRating: businesses.googleRating,
        googleReviewsCount: businesses.googleReviewsCount,
        categoryName: categories.name,
        categorySlug: categories.slug,
        categoryColor: categories.color,
        categoryIcon: categories.icon,
        categoryId: businesses.categoryId,
        parentCategoryId: categories.parentId,
        brandId: businesses.brandId,
      })
      .from(businesses)
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(and(inArray(businesses.uuid, uuids), eq(businesses.status, "active"))),
    db
      .select({ businessUuid: businessHours.businessUuid, ...weeklySlotColumns })
      .from(businessHours)
      .where(inArray(businessHours.businessUuid, uuids)),
    db
      .select({ businessUuid: businessSpecialHours.businessUuid, ...specialHoursColumns })
      .from(businessSpecialHours)
      .where(and(inArray(businessSpecialHours.businessUuid, uuids), eq(businessSpecialHours.date, today))),
    db
      .select({
        businessUuid: businessReviews.businessUuid,
        average: sql<number>`avg(${businessReviews.rating})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(businessReviews)
      .where(and(inArray(businessReviews.businessUuid, uuids), reviewIsVisible))
      .groupBy(businessReviews.businessUuid),
    dutyWindowsFor(uuids, now, { daysAhead: 1, db }),
  ]);

  const bankToday = await bankPromotionsAtPlaces(rows, now);
  const hoursBy = groupBy(hours, (h) => h.businessUuid);
  const specialBy = groupBy(special, (s) => s.businessUuid);
  const reviewsBy = new Map(reviews.map((r) => [r.businessUuid, r]));
  const byUuid = new Map(
    rows.map((row): [string, BusinessCardData] => {
      const own = reviewsBy.get(row.uuid);
      return [
        row.uuid,
        {
          uuid: row.uuid,
          id: row.id,
          name: row.name,
          slug: row.slug,
          description: row.description,
          address: row.address,
          city: row.city,
          phoneNumber: row.phoneNumber,
          logoUrl: row.logoUrl,
          isPremium: row.isPremium,
          premiumLevel: row.premiumLevel,
          latitude: row.latitude,
          longitude: row.longitude,
          createdAt: row.createdAt.toISOString(),
          category: row.categoryName
            ? { name: row.categoryName, slug: row.categorySlug!, color: row.categoryColor!, icon: row.categoryIcon }
            : null,
          isOpen: isOpenAt(hoursBy.get(row.uuid) ?? [], specialBy.get(row.uuid) ?? [], now, duties.get(row.uuid)),
          onDuty: onDutyNow(duties.get(row.uuid) ?? [], now),
          rating: own ? Math.round(own.average * 10) / 10 : (row.googleRating ?? null),
          reviewCount: own ? own.count : (row.googleReviewsCount ?? 0),
          ratingSource: own ? "vilma" : row.googleRating != null ? "google" : null,
          bankToday: bankPromotionBadge(bankToday.get(row.uuid) ?? []),
        },
      ];
    }),
  );
  return uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
