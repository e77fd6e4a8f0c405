/**
 * What an admin does to one promotion or to the ticked ones: feature or unfeature (here), pause,
 * resume, delete (the owner's server/promotions/promotion-lifecycle.ts, with the admin as actor).
 * Each change is audited on the promotion (entity "promotion", its uuid) and clears the public caches.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businessPromotions } from "../platform/db/schema.ts";
import { changePromotion } from "./promotion-lifecycle.ts";
import { promotionSnapshot } from "./save-promotion.ts";

export const ADMIN_PROMOTION_INTENTS = ["feature", "unfeature", "pause", "resume", "delete"] as const;

export type AdminPromotionIntent = (typeof ADMIN_PROMOTION_INTENTS)[number];

/** Marks one promotion featured or not; "unchanged" when it already was. */
async function setFeatured(id: string, featured: boolean, actor: AuditActor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(businessPromotions).where(eq(businessPromotions.id, id)).for("update");
    if (!before) return false;
    const [after] = await tx
      .update(businessPromotions)
      .set({ isFeatured: featured, updatedAt: new Date() })
      .where(and(eq(businessPromotions.id, id), ne(businessPromotions.isFeatured, featured)))
      .returning();
    if (!after) return false;
    await recordAudit(tx, {
      actor,
      action: featured ? "promotion.feature" : "promotion.unfeature",
      entity: { type: "promotion", id },
      before: promotionSnapshot(before),
      after: promotionSnapshot(after),
    });
    return true;
  });
}

/**
 * Does `intent` to each promotion (uuids; anything else counts as failed). Returns how many
 * changed and how many did not (gone, or already so).
 */
export async function actOnPromotions(
  actor: AuditActor,
  ids: readonly string[],
  intent: AdminPromotionIntent,
  now = new Date(),
): Promise<{ done: number; failed: number }> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const db = await getDb();
  const owners = valid.length
    ? await db
        .select({ id: businessPromotions.id, businessUuid: businessPromotions.businessUuid })
        .from(businessPromotions)
        .where(inArray(businessPromotions.id, valid))
    : [];
  let done = 0;
  for (const { id, businessUuid } of owners) {
    if (intent === "feature" || intent === "unfeature") {
      if (await setFeatured(id, intent === "feature", actor)) done++;
    } else {
      const outcome = await changePromotion({ id: actor.id, isAdmin: true }, businessUuid, id, intent, now);
      if (outcome.ok) done++;
    }
  }
  if (done > 0) await clearPublicCaches();
  return { done, failed: ids.length - done };
}
