import { count, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { brands, businesses } from "../platform/db/schema.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { snapshot } from "./brand-snapshot.ts";

/** Deletes a brand; its branches stay as businesses without brand (the count goes in the audit). */
export async function deleteBrand(id: number, actor: AuditActor): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(
    async (txRaw): Promise<Result<{ id: number; name: string; logo: string | null }>> => {
      const tx = txRaw as unknown as Database;
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for("update");
      if (!before) return fail("not_found", "La marca ya no existe.");
      const [linked] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.brandId, id));
      await tx.update(businesses).set({ brandId: null }).where(eq(businesses.brandId, id));
      await tx.delete(brands).where(eq(brands.id, id));
      await recordAudit(tx, {
        actor,
        action: "brand.delete",
        entity: { type: "brand", id },
        before: { ...snapshot(before), branches: linked?.n ?? 0 },
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
