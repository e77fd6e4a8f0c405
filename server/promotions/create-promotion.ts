/**
 * Publishes a business promotion (the owner's "Nueva promoción" form, and admins).
 *
 * The row and its "promotion.published" event are written in one transaction (the event bus's
 * outbox, server/events): either both exist or neither does, so subscribers (notifications to the
 * business's followers, the search index) never miss a promotion nor hear of one that failed.
 * The dispatcher is woken afterwards instead of waiting for its next poll.
 */
import type { PromotionInput } from "#core/promotion-form.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { clearPublicCaches } from "../cache/ttl-cache.ts";
import { getDb } from "../db/client.ts";
import { businessPromotions } from "../db/schema.ts";
import { kickEventDispatcher } from "../events/dispatcher.ts";
import { publishEvent } from "../events/publish.ts";
import { EVENT_TYPES } from "../events/types.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";

export type CreatePromotionResult = { ok: true; id: string } | { ok: false; reason: "forbidden" };

export async function createPromotion(actor: Actor, input: PromotionInput): Promise<CreatePromotionResult> {
  // Checked here too, not only in the route: this is the one way a promotion gets published.
  if (!(await canManageBusiness(actor, input.businessUuid))) return { ok: false, reason: "forbidden" };
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const values = {
      businessUuid: input.businessUuid,
      title: input.title,
      discountBenefit: input.discountBenefit,
      description: input.description,
      couponCode: input.couponCode,
      startDate: input.startDate,
      endDate: input.endDate,
      // Featuring sells visibility: only an admin decides it.
      isFeatured: actor.isAdmin && input.isFeatured,
    };
    const [row] = await tx.insert(businessPromotions).values(values).returning({ id: businessPromotions.id });
    if (!row) throw new Error("La promoción no se guardó");
    await recordAudit(tx, {
      actor: { id: actor.id },
      action: "promotion.create",
      entity: { type: "promotion", id: row.id },
      after: values,
    });
    await publishEvent(tx, {
      type: EVENT_TYPES.promotionPublished,
      aggregateType: "business_promotion",
      aggregateId: String(row.id),
      payload: { promotionId: row.id },
    });
    return row.id;
  });
  kickEventDispatcher();
  // The business page, the offers and the home page cache their reads: the author sees it at once.
  clearPublicCaches();
  return { ok: true, id };
}
