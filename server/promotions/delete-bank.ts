import { count, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { bankPromotions, banks } from "../platform/db/schema.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { bankSnapshot } from "./bank-snapshot.ts";

/** A bank with promotions is not deleted (its promotions would go with it): say how many. */
export async function deleteBank(id: number, actor: AuditActor): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(
    async (txRaw): Promise<Result<{ id: number; name: string; logo: string | null }>> => {
      const tx = txRaw as unknown as Database;
      const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for("update");
      if (!before) return fail("not_found", "El banco ya no existe.");
      const [used] = await tx.select({ n: count() }).from(bankPromotions).where(eq(bankPromotions.bankId, id));
      const n = used?.n ?? 0;
      if (n > 0) {
        return fail(
          "conflict",
          `${before.name} tiene ${n === 1 ? "1 promoción" : `${n} promociones`}: eliminalas antes de eliminar el banco.`,
        );
      }
      await tx.delete(banks).where(eq(banks.id, id));
      await recordAudit(tx, {
        actor,
        action: "bank.delete",
        entity: { type: "bank", id },
        before: bankSnapshot(before),
      });
      return ok({ id, name: before.name, logo: before.logoUrl });
    },
  );
  if (outcome.ok) {
    await deleteStoredImage(outcome.value.logo);
    await clearPublicCaches();
  }
  return outcome;
}
