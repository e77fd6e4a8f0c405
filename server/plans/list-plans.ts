import { asc, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { plans } from "../platform/db/schema.ts";

export interface PlanSummary {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  /** Whole pesos; 0 is free. */
  priceArs: number;
  period: "monthly" | "yearly";
  features: string[];
  premiumLevel: number;
  isHighlighted: boolean;
}

/** A plan as /pricing shows it; the admin's list selects these and adds its own columns. */
export const PLAN_COLUMNS = {
  id: plans.id,
  name: plans.name,
  slug: plans.slug,
  description: plans.description,
  priceArs: plans.priceArs,
  period: plans.period,
  features: plans.features,
  premiumLevel: plans.premiumLevel,
  isHighlighted: plans.isHighlighted,
};

/** The order the plans are listed in, on /pricing and in the admin. */
export const PLAN_ORDER = [asc(plans.position), asc(plans.id)];

/** The plans offered on /pricing: active ones, by position. */
export async function listActivePlans(): Promise<PlanSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(PLAN_COLUMNS)
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(...PLAN_ORDER);
  return rows.map((row) => ({ ...row, period: row.period === "yearly" ? "yearly" : "monthly" }));
}
