/**
 * The plan a business is on right now: the plan of its active subscription whose dates bracket
 * `now` (is_active, start_date ≤ now < end_date). The one answer to "what does this business's plan
 * include" — featured promotions here, billing's premium and limits elsewhere. With several in force
 * (an overlap while a renewal starts) the one with the highest premium level, then the latest start,
 * wins. Null: no subscription in force (the business is on the free offer).
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { businessSubscriptions, plans } from "../db/schema.ts";

export interface ActivePlan {
  planId: number;
  slug: string;
  name: string;
  premiumLevel: number;
  includesFeaturedPromotions: boolean;
  subscriptionId: number;
  /** When the subscription in force ends. */
  endsAt: Date;
}

export async function getActivePlan(db: Database, businessUuid: string, now: Date): Promise<ActivePlan | null> {
  const [row] = await db
    .select({
      planId: plans.id,
      slug: plans.slug,
      name: plans.name,
      premiumLevel: plans.premiumLevel,
      includesFeaturedPromotions: plans.includesFeaturedPromotions,
      subscriptionId: businessSubscriptions.id,
      endsAt: businessSubscriptions.endDate,
    })
    .from(businessSubscriptions)
    .innerJoin(plans, eq(plans.id, businessSubscriptions.planId))
    .where(
      and(
        eq(businessSubscriptions.businessUuid, businessUuid),
        eq(businessSubscriptions.isActive, true),
        lte(businessSubscriptions.startDate, now),
        gt(businessSubscriptions.endDate, now),
      ),
    )
    .orderBy(desc(plans.premiumLevel), desc(businessSubscriptions.startDate), desc(businessSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Whether this person may mark this business's promotions "destacada": an admin always, else the plan. */
export async function mayFeaturePromotions(
  db: Database,
  actor: { isAdmin: boolean },
  businessUuid: string,
  now: Date,
): Promise<boolean> {
  if (actor.isAdmin) return true;
  return (await getActivePlan(db, businessUuid, now))?.includesFeaturedPromotions ?? false;
}
