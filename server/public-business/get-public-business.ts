/** Everything the public business page shows, loaded by slug, v4 UUID or numeric id. */

import { addDays } from "date-fns";
import { and, asc, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { PUBLIC_DETAIL_STATUSES } from "#core/admin-business-form.ts";
import { buenosAiresNow } from "#core/opening-hours.ts";
import { type DutyNoticeText, dutyNoticeText } from "#core/pharmacy-duty.ts";
import { activePlanLevel, hasActiveSubscription } from "#core/premium.ts";
import { parseBusinessIdentifier } from "../businesses/identifier.ts";
import { type GalleryPhoto, listBusinessPhotos } from "../listing/business-photos.ts";
import { dutyWindowsFor } from "../listing/duty-windows.ts";
import { specialHoursColumns, weeklySlotColumns } from "../listing/hours-columns.ts";
import { getDb } from "../platform/db/client.ts";
import {
  brands,
  businesses,
  businessHours,
  businessReviews,
  businessSpecialHours,
  businessSubscriptions,
  categories,
  plans,
} from "../platform/db/schema.ts";
import { listActivePromotions, type PromotionCardData } from "../promotions/list-active-promotions.ts";
import { type PublicReview, readReviews } from "../reviews/public-reviews.ts";
import { reviewIsVisible } from "../reviews/visible-reviews.ts";

type BusinessRow = typeof businesses.$inferSelect;

export interface PublicBusiness extends Omit<BusinessRow, "createdAt" | "updatedAt"> {
  createdAt: string;
  category: { name: string; slug: string; color: string; icon: string | null } | null;
  parentCategory: { name: string; slug: string } | null;
  brand: { name: string; slug: string } | null;
  /** The detail-page rule: an active subscription in force now. */
  isPremiumNow: boolean;
  /** The level of the plan in force now (0 without one): its badge comes from core/plan-perks.ts. */
  planLevelNow: number;
  hours: {
    dayOfWeek: number;
    openTime: string | null;
    closeTime: string | null;
    isClosed: boolean;
    timeSlotIndex: number;
    crossesMidnight: boolean;
  }[];
  specialHours: {
    date: string;
    name: string | null;
    openTime: string | null;
    closeTime: string | null;
    isClosed: boolean;
  }[];
  rating: { average: number; count: number } | null;
  /** The newest REVIEWS_PAGE_SIZE reviews (later pages: server/reviews/business-reviews.ts). */
  reviews: PublicReview[];
  promotions: PromotionCardData[];
  branches: { name: string; slug: string; address: string | null }[];
  /** The owner's gallery, in their order. */
  photos: GalleryPhoto[];
  /** Pharmacy duties from yesterday's to the coming days' (`pharmacy_duties`), by start. */
  duties: { startsAt: string; endsAt: string }[];
  /** The duty notice's lines at `now` (server-made: the page's download stays without the duty rules). */
  dutyNotice: DutyNoticeText | null;
}

export async function getPublicBusiness(
  identifier: string,
  options: { now?: Date; slugOnly?: boolean } = {},
): Promise<PublicBusiness | null> {
  const now = options.now ?? new Date();
  const parsed = parseBusinessIdentifier(identifier);
  if (!parsed || (options.slugOnly && parsed.kind !== "slug")) return null;
  const db = await getDb();
  const parent = alias(categories, "parent_category");
  const match =
    parsed.kind === "uuid"
      ? eq(businesses.uuid, parsed.value)
      : parsed.kind === "id"
        ? eq(businesses.id, parsed.value)
        : eq(businesses.slug, parsed.value);

  const [row] = await db
    .select({
      business: businesses,
      category: { name: categories.name, slug: categories.slug, color: categories.color, icon: categories.icon },
      parent: { name: parent.name, slug: parent.slug },
      brand: { name: brands.name, slug: brands.slug },
    })
    .from(businesses)
    .leftJoin(categories, eq(categories.id, businesses.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(brands, eq(brands.id, businesses.brandId))
    .where(and(match, inArray(businesses.status, [...PUBLIC_DETAIL_STATUSES])))
    .limit(1);
  if (!row) return null;
  const b = row.business;
  const today = buenosAiresNow(now).date;
  const until = buenosAiresNow(addDays(now, 30)).date;

  const [hours, specialHours, subscriptions, ratingRows, reviews, promotions, branches, photos, duties] =
    await Promise.all([
      db
        .select(weeklySlotColumns)
        .from(businessHours)
        .where(eq(businessHours.businessUuid, b.uuid))
        .orderBy(asc(businessHours.dayOfWeek), asc(businessHours.timeSlotIndex)),
      db
        .select(specialHoursColumns)
        .from(businessSpecialHours)
        .where(
          and(
            eq(businessSpecialHours.businessUuid, b.uuid),
            gte(businessSpecialHours.date, today),
            lte(businessSpecialHours.date, until),
          ),
        )
        .orderBy(asc(businessSpecialHours.date)),
      db
        .select({
          isActive: businessSubscriptions.isActive,
          startDate: businessSubscriptions.startDate,
          endDate: businessSubscriptions.endDate,
          planLevel: plans.premiumLevel,
        })
        .from(businessSubscriptions)
        .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
        .where(and(eq(businessSubscriptions.businessUuid, b.uuid), eq(businessSubscriptions.isActive, true))),
      db
        .select({ average: sql<number>`avg(${businessReviews.rating})::float8`, count: sql<number>`count(*)::int` })
        .from(businessReviews)
        .where(and(eq(businessReviews.businessUuid, b.uuid), reviewIsVisible)),
      readReviews(db, b.uuid, 1),
      listActivePromotions({ now, businessUuid: b.uuid }),
      b.brandId
        ? db
            .select({ name: businesses.name, slug: businesses.slug, address: businesses.address })
            .from(businesses)
            .where(and(eq(businesses.brandId, b.brandId), ne(businesses.uuid, b.uuid), eq(businesses.status, "active")))
            .orderBy(asc(businesses.name))
        : Promise.resolve([]),
      listBusinessPhotos(b.uuid, db),
      dutyWindowsFor([b.uuid], now, { daysAhead: 14, db }),
    ]);

  const ratingRow = ratingRows[0];
  return {
    ...b,
    createdAt: b.createdAt.toISOString(),
    category: row.category?.name ? row.category : null,
    parentCategory: row.parent?.name ? row.parent : null,
    brand: row.brand?.name ? row.brand : null,
    isPremiumNow: hasActiveSubscription(subscriptions, now),
    planLevelNow: activePlanLevel(subscriptions, now),
    hours,
    specialHours,
    rating: ratingRow && ratingRow.count > 0 ? { average: ratingRow.average, count: ratingRow.count } : null,
    reviews,
    promotions,
    branches,
    photos,
    duties: (duties.get(b.uuid) ?? []).map((d) => ({ startsAt: String(d.startsAt), endsAt: String(d.endsAt) })),
    dutyNotice: dutyNoticeText(duties.get(b.uuid) ?? [], now),
  };
}
