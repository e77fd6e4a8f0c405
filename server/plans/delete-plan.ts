/**
 * Deletes only a plan nobody ever subscribed to: a plan in use is deactivated instead (it leaves
 * /pricing and the owners' choice, and the subscriptions that have it keep it).
 */
import { count, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businessSubscriptions, plans } from "../platform/db/schema.ts";

export async function deletePlan(
  id: number,
  actor: { id: string; ip?: string | null },
): Promise<Result<{ name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ name: string }>> => {
    const tx = txRaw as unknown as Database;
    const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!plan) return fail("not_found", "El plan ya no existe.");
    const [used] = await tx
      .select({ n: count() })
      .from(businessSubscriptions)
      .where(eq(businessSubscriptions.planId, id));
    if ((used?.n ?? 0) > 0) {
      return fail("conflict", `${plan.name} tiene suscripciones: desactivalo en lugar de eliminarlo.`);
    }
    await tx.delete(plans).where(eq(plans.id, id));
    const { createdAt: _c, ...before } = plan;
    await recordAudit(tx, { actor, action: "plan.delete", entity: { type: "plan", id }, before });
    return ok({ name: plan.name });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
