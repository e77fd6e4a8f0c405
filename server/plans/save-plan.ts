/** Creates or edits a plan, audited. */
import { eq } from "drizzle-orm";
import type { PlanFormValues } from "#core/billing-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { plans } from "../platform/db/schema.ts";

export async function savePlan(
  id: number | null,
  values: PlanFormValues,
  actor: { id: string; ip?: string | null },
): Promise<Result<{ id: number }>> {
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
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ id: number }>> => {
    const tx = txRaw as unknown as Database;
    const [clash] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.slug, row.slug)).limit(1);
    if (clash && clash.id !== id) {
      const taken = "Ya hay un plan con ese identificador.";
      return fail("conflict", taken, { slug: taken });
    }
    if (id === null) {
      const [created] = await tx.insert(plans).values(row).returning({ id: plans.id });
      await recordAudit(tx, { actor, action: "plan.create", entity: { type: "plan", id: created!.id }, after: row });
      return ok({ id: created!.id });
    }
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    // Deleted while its form was open: said above the form (409), like a taken identifier.
    if (!before) return fail("conflict", "El plan ya no existe.");
    await tx.update(plans).set(row).where(eq(plans.id, id));
    const { createdAt: _c, id: _i, ...old } = before;
    await recordAudit(tx, { actor, action: "plan.update", entity: { type: "plan", id }, before: old, after: row });
    return ok({ id });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
