/** Deletes a bank promotion, audited. */
import { eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { bankPromotions } from "../platform/db/schema.ts";
import { promotionSnapshot } from "./bank-promotion-snapshot.ts";

export async function deleteBankPromotion(
  id: number,
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(bankPromotions).where(eq(bankPromotions.id, id)).for("update");
    if (!before) return fail("not_found", "La promoción ya no existe.");
    await tx.delete(bankPromotions).where(eq(bankPromotions.id, id));
    await recordAudit(tx, {
      actor,
      action: "bank_promotion.delete",
      entity: { type: "bank_promotion", id },
      before: promotionSnapshot(before),
    });
    return ok({ id, name: before.title });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
