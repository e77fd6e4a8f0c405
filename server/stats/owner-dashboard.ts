/**
 * What /mi-comercio and /mi-comercio/{businessId} show about each business: its status, plan and
 * premium state (the subscription in force: is_active and start ≤ now < end), the last 7 Buenos Aires
 * days against the 7 before (page views and leads), and what needs the owner's attention, each with
 * the screen where it is fixed. One query per kind of fact for all the owner's businesses at once.
 */
import { and, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { percentChange } from "#core/business-stats.ts";
import { type Holiday, holidaysBetween } from "#core/holidays.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { publicPathOf } from "../owner/owner-businesses.ts";
import { getUserBusinesses, type OwnedBusiness, selectOwnedBusinesses } from "../platform/auth/roles.ts";
import { getDb } from "../platform/db/client.ts";
import {
  businessAnalytics,
  businesses,
  businessReviews,
  businessSpecialHours,
  businessSubscriptions,
  claims,
  plans,
} from "../platform/db/schema.ts";
import { reviewIsVisible } from "../reviews/visible-reviews.ts";

/** How far ahead a plan's end or a holiday becomes something to do now. */
export const ATTENTION_DAYS = 7;
/** The kinds of listed days an owner is asked to set hours for ("eve" days keep the usual hours). */
const HOLIDAY_KINDS_TO_CONFIRM: readonly Holiday["kind"][] = ["holiday", "bridge", "non_working"];

export type AttentionItem =
  | { kind: "claim"; count: number; href: string }
  | { kind: "plan_ending"; planName: string; endsAt: string; href: string }
  | { kind: "holiday"; date: string; name: string; href: string }
  | { kind: "unreplied_reviews"; count: number; href: string };

export interface WeekNumbers {
  views: number;
  previousViews: number;
  leads: number;
  previousLeads: number;
  viewsChange: number | null;
  leadsChange: number | null;
}

export interface BusinessDashboard extends Omit<OwnedBusiness, "createdAt"> {
  publicPath: string | null;
  /** The subscription in force now, if any: its plan and when it ends (ISO). */
  plan: { name: string; premiumLevel: number; endsAt: string } | null;
  week: WeekNumbers;
  attention: AttentionItem[];
}

/** The spec's get_user_businesses with everything the dashboard says about each. */
export async function getOwnerDashboard(userId: string, now: Date): Promise<BusinessDashboard[]> {
  const owned = await getUserBusinesses(await getDb(), userId);
  return summarize(owned, userId, now);
}

/** The same summary for one business (its owners' screens; the guard has already run). */
export async function getBusinessDashboard(
  businessUuid: string,
  viewerId: string,
  now: Date,
): Promise<BusinessDashboard | null> {
  const db = await getDb();
  const [row] = await selectOwnedBusinesses(db).where(eq(businesses.uuid, businessUuid)).limit(1);
  if (!row) return null;
  const [summary] = await summarize([row], viewerId, now);
  return summary ?? null;
}

async function summarize(owned: OwnedBusiness[], viewerId: string, now: Date): Promise<BusinessDashboard[]> {
  if (owned.length === 0) return [];
  const db = await getDb();
  const uuids = owned.map((b) => b.uuid);
  const today = buenosAiresDateKey(now);
  const weekFrom = addDaysToDateKey(today, -6);
  const previousFrom = addDaysToDateKey(today, -13);
  const soon = new Date(now.getTime() + ATTENTION_DAYS * 86_400_000);
  const holidays = holidaysBetween(today, addDaysToDateKey(today, ATTENTION_DAYS)).filter((h) =>
    HOLIDAY_KINDS_TO_CONFIRM.includes(h.kind),
  );
  const inWeek = sql`${businessAnalytics.date} >= ${weekFrom}::date`;
  const leads = sql`(${businessAnalytics.calls} + ${businessAnalytics.whatsappClicks} + ${businessAnalytics.websiteClicks} + ${businessAnalytics.emailClicks} + ${businessAnalytics.directionsClicks})`;

  const [subscriptions, weeks, pendingClaims, unreplied, special] = await Promise.all([
    db
      .select({
        businessUuid: businessSubscriptions.businessUuid,
        planName: plans.name,
        premiumLevel: plans.premiumLevel,
        endDate: businessSubscriptions.endDate,
      })
      .from(businessSubscriptions)
      .leftJoin(plans, eq(plans.id, businessSubscriptions.planId))
      .where(
        and(
          inArray(businessSubscriptions.businessUuid, uuids),
          eq(businessSubscriptions.isActive, true),
          lte(businessSubscriptions.startDate, now),
          gt(businessSubscriptions.endDate, now),
        ),
      )
      // The one that lasts longest wins when two overlap (a renewal bought before the end).
      .orderBy(desc(businessSubscriptions.endDate)),
    db
      .select({
        businessUuid: businessAnalytics.businessUuid,
        views: sql<number>`coalesce(sum(${businessAnalytics.pageViews}) filter (where ${inWeek}), 0)::int`,
        previousViews: sql<number>`coalesce(sum(${businessAnalytics.pageViews}) filter (where not ${inWeek}), 0)::int`,
        leads: sql<number>`coalesce(sum(${leads}) filter (where ${inWeek}), 0)::int`,
        previousLeads: sql<number>`coalesce(sum(${leads}) filter (where not ${inWeek}), 0)::int`,
      })
      .from(businessAnalytics)
      .where(
        and(
          inArray(businessAnalytics.businessUuid, uuids),
          sql`${businessAnalytics.date} between ${previousFrom}::date and ${today}::date`,
        ),
      )
      .groupBy(businessAnalytics.businessUuid),
    db
      .select({ businessUuid: claims.businessUuid, n: count() })
      .from(claims)
      .where(and(inArray(claims.businessUuid, uuids), eq(claims.status, "pending"), ne(claims.userId, viewerId)))
      .groupBy(claims.businessUuid),
    db
      .select({ businessUuid: businessReviews.businessUuid, n: count() })
      .from(businessReviews)
      .where(and(inArray(businessReviews.businessUuid, uuids), isNull(businessReviews.ownerReply), reviewIsVisible))
      .groupBy(businessReviews.businessUuid),
    holidays.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinct({
            businessUuid: businessSpecialHours.businessUuid,
            date: sql<string>`${businessSpecialHours.date}::text`,
          })
          .from(businessSpecialHours)
          .where(
            and(
              inArray(businessSpecialHours.businessUuid, uuids),
              inArray(
                businessSpecialHours.date,
                holidays.map((h) => h.date),
              ),
            ),
          ),
  ]);

  return owned.map((b) => {
    const base = `/mi-comercio/${b.uuid}`;
    const subscription = subscriptions.find((s) => s.businessUuid === b.uuid);
    const week = weeks.find((w) => w.businessUuid === b.uuid);
    const attention: AttentionItem[] = [];
    const claimCount = Number(pendingClaims.find((c) => c.businessUuid === b.uuid)?.n ?? 0);
    if (claimCount > 0) attention.push({ kind: "claim", count: claimCount, href: "/mi-comercio/notificaciones" });
    if (subscription && subscription.endDate <= soon) {
      attention.push({
        kind: "plan_ending",
        planName: subscription.planName ?? "Tu plan",
        endsAt: subscription.endDate.toISOString(),
        href: `${base}/plan`,
      });
    }
    for (const holiday of holidays) {
      if (special.some((s) => s.businessUuid === b.uuid && s.date === holiday.date)) continue;
      attention.push({ kind: "holiday", date: holiday.date, name: holiday.name, href: `${base}/horarios` });
    }
    const unrepliedCount = Number(unreplied.find((r) => r.businessUuid === b.uuid)?.n ?? 0);
    if (unrepliedCount > 0)
      attention.push({ kind: "unreplied_reviews", count: unrepliedCount, href: `${base}/resenas` });
    const numbers = {
      views: Number(week?.views ?? 0),
      previousViews: Number(week?.previousViews ?? 0),
      leads: Number(week?.leads ?? 0),
      previousLeads: Number(week?.previousLeads ?? 0),
    };
    return {
      uuid: b.uuid,
      id: b.id,
      name: b.name,
      slug: b.slug,
      status: b.status,
      logoUrl: b.logoUrl,
      categoryName: b.categoryName,
      publicPath: publicPathOf(b),
      plan: subscription
        ? {
            name: subscription.planName ?? "Plan",
            premiumLevel: Number(subscription.premiumLevel ?? 0),
            endsAt: subscription.endDate.toISOString(),
          }
        : null,
      week: {
        ...numbers,
        viewsChange: percentChange(numbers.views, numbers.previousViews),
        leadsChange: percentChange(numbers.leads, numbers.previousLeads),
      },
      attention,
    };
  });
}
