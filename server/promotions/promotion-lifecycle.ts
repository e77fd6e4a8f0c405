/**
 * What an owner does to a promotion besides editing it: pause, resume, end now, delete. Each acts
 * only on a promotion of the business in the URL (checked in the statement that changes it), writes
 * its audit row in the same transaction, and clears the public caches so visitors see it at once.
 */
import { and, eq, gte, isNotNull, isNull, type SQL } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businessPromotions } from "../platform/db/schema.ts";
import { deleteStoredImage } from "../platform/media/stored-image.ts";
import { promotionSnapshot } from "./save-promotion.ts";

export const PROMOTION_ACTIONS = ["pause", "resume", "end", "delete"] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/**
 * Refuses with "forbidden" (not this person's business), "not_found" (no such promotion in this
 * business) or "conflict" (it already was so: paused twice, an ended promotion ended again; nothing written).
 */
export async function changePromotion(
  actor: Actor,
  businessUuid: string,
  promotionId: string,
  action: PromotionAction,
  now = new Date(),
): Promise<Result<{ title: string }>> {
  if (!(await canManageBusiness(actor, businessUuid))) return fail("forbidden");
  if (!isUuid(promotionId)) return fail("not_found");
  const id = promotionId.toLowerCase();
  const mine = and(eq(businessPromotions.id, id), eq(businessPromotions.businessUuid, businessUuid.toLowerCase()));
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(businessPromotions).where(mine).for("update");
    if (!before) return fail<{ title: string; image: string | null }>("not_found");
    if (action === "delete") {
      await tx.delete(businessPromotions).where(mine);
      await recordAudit(tx, {
        actor: { id: actor.id },
        action: "promotion.delete",
        entity: { type: "promotion", id },
        before: { businessUuid: before.businessUuid, ...promotionSnapshot(before) },
      });
      return ok({ title: before.title, image: before.imageUrl });
    }
    // Only what is not over yet can be paused, resumed or ended.
    const notOver = gte(businessPromotions.endDate, now);
    const changes: Record<Exclude<PromotionAction, "delete">, { set: Partial<typeof before>; when: SQL }> = {
      pause: { set: { pausedAt: now }, when: and(isNull(businessPromotions.pausedAt), notOver) as SQL },
      resume: { set: { pausedAt: null }, when: and(isNotNull(businessPromotions.pausedAt), notOver) as SQL },
      // A promotion that had not started yet ends by starting and ending now (end ≥ start).
      end: { set: { endDate: now, ...(before.startDate > now ? { startDate: now } : {}) }, when: notOver },
    };
    const change = changes[action];
    const [after] = await tx
      .update(businessPromotions)
      .set({ ...change.set, updatedAt: now })
      .where(and(mine, change.when))
      .returning();
    if (!after) return fail<{ title: string; image: string | null }>("conflict", "La promoción ya estaba así.");
    await recordAudit(tx, {
      actor: { id: actor.id },
      action: `promotion.${action}`,
      entity: { type: "promotion", id },
      before: promotionSnapshot(before),
      after: promotionSnapshot(after),
    });
    return ok<{ title: string; image: string | null }>({ title: before.title, image: null });
  });
  if (!result.ok) return result;
  await deleteStoredImage(result.value.image);
  await clearPublicCaches();
  return ok({ title: result.value.title });
}
