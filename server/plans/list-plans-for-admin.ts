/** /admin/plans: every plan, active or not, with how many subscriptions use each. */
import { count, eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businessSubscriptions, plans } from "../platform/db/schema.ts";
import { PLAN_COLUMNS, PLAN_ORDER } from "./list-plans.ts";

export interface AdminPlanRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  priceArs: number;
  period: string;
  features: string[];
  premiumLevel: number;
  includesFeaturedPromotions: boolean;
  isHighlighted: boolean;
  isActive: boolean;
  position: number;
  subscriptions: number;
}

export async function listPlansForAdmin(): Promise<AdminPlanRow[]> {
  const db = await getDb();
  const usage = db
    .select({ planId: businessSubscriptions.planId, n: count().as("n") })
    .from(businessSubscriptions)
    .groupBy(businessSubscriptions.planId)
    .as("usage");
  const rows = await db
    .select({
      ...PLAN_COLUMNS,
      includesFeaturedPromotions: plans.includesFeaturedPromotions,
      isActive: plans.isActive,
      position: plans.position,
      subscriptions: sql<number>`coalesce(${usage.n}, 0)::int`,
    })
    .from(plans)
    .leftJoin(usage, eq(usage.planId, plans.id))
    .orderBy(...PLAN_ORDER);
  return rows.map((r) => ({ ...r, subscriptions: Number(r.subscriptions) }));
}
