import { eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { brands, businesses } from "../platform/db/schema.ts";

/** Links a business to the brand ("add") or unlinks it ("remove"); audited on the brand and the business. */
export async function changeBranch(
  brandId: number,
  businessUuid: string,
  change: "add" | "remove",
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
    const tx = txRaw as unknown as Database;
    const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
    if (!brand) return fail("not_found", "La marca ya no existe.");
    const [business] = await tx
      .select({ uuid: businesses.uuid, name: businesses.name, brandId: businesses.brandId })
      .from(businesses)
      .where(eq(businesses.uuid, businessUuid.toLowerCase()))
      .for("update");
    if (!business) return fail("not_found", "Ese comercio ya no existe.");
    if (change === "remove" && business.brandId !== brandId) {
      return fail("conflict", `${business.name} no es sucursal de ${brand.name}.`);
    }
    if (change === "add" && business.brandId === brandId) {
      return fail("conflict", `${business.name} ya es sucursal de ${brand.name}.`);
    }
    const next = change === "add" ? brandId : null;
    await tx.update(businesses).set({ brandId: next }).where(eq(businesses.uuid, business.uuid));
    await recordAudit(tx, {
      actor,
      action: change === "add" ? "brand.branch_add" : "brand.branch_remove",
      entity: { type: "brand", id: brandId },
      after: { businessUuid: business.uuid, business: business.name },
    });
    await recordAudit(tx, {
      actor,
      action: "business.update",
      entity: { type: "business", id: business.uuid },
      before: { brandId: business.brandId },
      after: { brandId: next },
    });
    return ok({ id: brandId, name: business.name });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
