/**
 * /admin/plans: the plans, with how many subscriptions use each; create and edit (audited); delete
 * only a plan nobody ever subscribed to (a plan in use is deactivated instead: it leaves /pricing
 * and the owners' choice, and the subscriptions that have it keep it).
 */
import { count, eq, sql } from "drizzle-orm";
import type { PlanFormValues } from "#core/billing-form.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
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

export type SavePlanOutcome = { ok: true; id: number } | { ok: false; field?: "slug"; message: string };

export async function savePlan(
  id: number | null,
  values: PlanFormValues,
  actor: { id: string; ip?: string | null },
): Promise<SavePlanOutcome> {
  const db = await getDb();
  const row = {
    name: values.name,
    slug: values.slug,
    description: values.description || null,
    priceArs: values.price / 100,
    period: values.period,
    features: values.features,
    premiumLevel: values.premiumLevel,
    position: values.position,
    includesFeaturedPromotions: values.includesFeaturedPromotions === "on",
    isHighlighted: values.isHighlighted === "on",
    isActive: values.isActive === "on",
  };
  const outcome = await db.transaction(async (txRaw): Promise<SavePlanOutcome> => {
    const tx = txRaw as unknown as Database;
    const [clash] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.slug, row.slug)).limit(1);
    if (clash && clash.id !== id) return { ok: false, field: "slug", message: "Ya hay un plan con ese identificador." };
    if (id === null) {
      const [created] = await tx.insert(plans).values(row).returning({ id: plans.id });
      await recordAudit(tx, { actor, action: "plan.create", entity: { type: "plan", id: created!.id }, after: row });
      return { ok: true, id: created!.id };
    }
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!before) return { ok: false, message: "El plan ya no existe." };
    await tx.update(plans).set(row).where(eq(plans.id, id));
    const { createdAt: _c, id: _i, ...old } = before;
    await recordAudit(tx, { actor, action: "plan.update", entity: { type: "plan", id }, before: old, after: row });
    return { ok: true, id };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

export type DeletePlanOutcome = { ok: true; name: string } | { ok: false; message: string };

export async function deletePlan(id: number, actor: { id: string; ip?: string | null }): Promise<DeletePlanOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<DeletePlanOutcome> => {
    const tx = txRaw as unknown as Database;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!plan) return { ok: false, message: "El plan ya no existe." };
    const [used] = await tx
      .select({ n: count() })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.planId, id));
    if ((used?.n ?? 0) > 0) {
      return { ok: false, message: `${plan.name} tiene suscripciones: desactivalo en lugar de eliminarlo.` };
    }
    await tx.delete(plans).where(eq(plans.id, id));
    const { createdAt: _c, ...before } = plan;
    await recordAudit(tx, { actor, action: "plan.delete", entity: { type: "plan", id }, before });
    return { ok: true, name: plan.name };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
