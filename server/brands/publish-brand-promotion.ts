import { and, asc, eq } from "drizzle-orm";
import type { PromotionInput } from "#core/promotion-form.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { afterPromotionsCommitted, insertPromotion, storePromotionImage } from "../promotions/save-promotion.ts";

/**
 * The same promotion for every active branch of the brand, in one transaction (each with its audit
 * row and its event). A picture is stored once per branch (each promotion owns its file). Returns
 * how many were published; 0 branches is a refusal.
 */
export async function publishBrandPromotion(
  brandId: number,
  input: PromotionInput,
  actor: AuditActor,
  now = new Date(),
): Promise<{ ok: true; count: number } | { ok: false; field?: "image"; message: string }> {
  const db = await getDb();
  const branches = await db
    .select({ uuid: businesses.uuid })
    .from(businesses)
    .where(and(eq(businesses.brandId, brandId), eq(businesses.status, "active")))
    .orderBy(asc(businesses.name));
  if (branches.length === 0) return { ok: false, message: "La marca no tiene sucursales activas." };
  const images: (string | null)[] = [];
  for (const branch of branches) {
    const stored = await storePromotionImage(input, branch.uuid);
    if (!stored.ok) {
      for (const url of images) await deleteStoredImage(url);
      return { ok: false, field: "image", message: stored.problem.message };
    }
    images.push(stored.value);
  }
  try {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      for (const [i, branch] of branches.entries()) {
        await insertPromotion(tx, { id: actor.id, isAdmin: true }, branch.uuid, input, images[i] ?? null, now);
      }
    });
  } catch (error) {
    for (const url of images) await deleteStoredImage(url);
    throw error;
  }
  await afterPromotionsCommitted();
  return { ok: true, count: branches.length };
}
