/**
 * The active plan of a business: the plan of its subscription in force at `now` (the highest
 * premium level when several overlap), else the free plan (the active plan priced 0, first by
 * position). What a business may do (featured promotions) follows this, never the price paid.
 */
import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { businessSubscriptions, plans } from "../platform/db/schema.ts";

export interface ActivePlan {
  planId: number | null;
  slug: string;
  name: string;
  premiumLevel: number;
  includesFeaturedPromotions: boolean;
  /** The subscription that grants it; null on the free plan. */
  subscriptionId: number | null;
  endDate: Date | null;
}

const FREE_FALLBACK: ActivePlan = {
  planId: null,
  slug: "basico",
  name: "Básico",
  premiumLevel: 0,
  includesFeaturedPromotions: false,
  subscriptionId: null,
  endDate: null,
};

export async function getActivePlan(db: Database, businessUuid: string, now: Date): Promise<ActivePlan> {
  const [paid] = await db
    .select({
      planId: plans.id,
      slug: plans.slug,
      name: plans.name,
      premiumLevel: plans.premiumLevel,
      includesFeaturedPromotions: plans.includesFeaturedPromotions,
      subscriptionId: businessSubscriptions.id,
      endDate: businessSubscriptions.endDate,
    })
    .from(businessSubscriptions)
    .innerJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(
      and(
        eq(businessSubscriptions.businessUuid, businessUuid),
        eq(businessSubscriptions.isActive, true),
        lte(businessSubscriptions.startDate, now),
        gte(businessSubscriptions.endDate, now),
      ),
    )
    .orderBy(desc(plans.premiumLevel), desc(businessSubscriptions.endDate))
    .limit(1);
  if (paid) return paid;
  const [free] = await db
    .select({
      planId: plans.id,
      slug: plans.slug,
      name: plans.name,
      premiumLevel: plans.premiumLevel,
      includesFeaturedPromotions: plans.includesFeaturedPromotions,
    })
    .from(plans)
    .where(and(eq(plans.priceArs, 0), eq(plans.isActive, true)))
    .orderBy(asc(plans.position), asc(plans.id))
    .limit(1);
  return free ? { ...free, subscriptionId: null, endDate: null } : FREE_FALLBACK;
}

/** Whether this person may mark this business's promotions "destacada": an admin always, else the plan. */
export async function mayFeaturePromotions(
  db: Database,
  actor: { isAdmin: boolean },
  businessUuid: string,
  now: Date,
): Promise<boolean> {
  if (actor.isAdmin) return true;
  return (await getActivePlan(db, businessUuid, now)).includesFeaturedPromotions;
}
