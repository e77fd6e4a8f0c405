/**
 * Publishing a business promotion and editing it: the owner's form (and admins). The business is
 * the one in the URL; an edited promotion must belong to it (checked in the same transaction that
 * changes it), so another business's promotion id changes nothing.
 *
 * A new promotion and its "promotion.published" event are written in one transaction (the event
 * bus's outbox, server/events): either both exist or neither does. A picture is stored before the
 * transaction (re-encoded by the one image pipeline) and deleted again if the transaction fails;
 * the picture it replaces is deleted only after the commit.
 */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import type { PromotionInput } from "#core/promotion-form.ts";
import { isUuid } from "#core/uuid.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";
import { mayFeaturePromotions } from "../plans/active-plan.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businessPromotions } from "../platform/db/schema.ts";
import { kickEventDispatcher, publishEvent } from "../platform/events/publish.ts";
import { EVENT_TYPES } from "../platform/events/types.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";

type PromotionRow = typeof businessPromotions.$inferSelect;

/** What the audit log keeps of a promotion (its counters change on every view: left out). */
export function promotionSnapshot(row: Partial<PromotionRow>) {
  return {
    title: row.title,
    discountBenefit: row.discountBenefit,
    description: row.description,
    couponCode: row.couponCode,
    imageUrl: row.imageUrl,
    startDate: row.startDate,
    endDate: row.endDate,
    pausedAt: row.pausedAt ?? null,
    isFeatured: row.isFeatured,
  };
}

async function storeUpload(input: PromotionInput, businessUuid: string): Promise<Result<string | null>> {
  if (!input.image) return ok(null);
  const stored = await storeImage(
    new Uint8Array(await input.image.arrayBuffer()),
    "promotion",
    `businesses/${businessUuid}/promotions`,
  );
  return stored.ok ? ok(stored.value.url) : stored;
}

/** The columns the form decides; featuring only where this person may (admin, or the plan's feature). */
async function formValues(db: Database, actor: Actor, businessUuid: string, input: PromotionInput, now: Date) {
  const canFeature = input.isFeatured && (await mayFeaturePromotions(db, actor, businessUuid, now));
  return {
    title: input.title,
    discountBenefit: input.discountBenefit,
    description: input.description,
    couponCode: input.couponCode,
    startDate: input.startDate,
    endDate: input.endDate,
    isFeatured: canFeature,
  };
}

async function afterCommit() {
  kickEventDispatcher();
  // The business page, the offers, the home page and the search cache their reads.
  await clearPublicCaches();
}

/**
 * Writes one new promotion with its audit row and its "promotion.published" event inside the
 * caller's transaction (a brand's promotion for every branch shares one). The picture is stored.
 */
export async function insertPromotion(
  tx: Database,
  actor: Actor,
  businessUuid: string,
  input: PromotionInput,
  imageUrl: string | null,
  now: Date,
): Promise<string> {
  const business = businessUuid.toLowerCase();
  const values = { businessUuid: business, ...(await formValues(tx, actor, business, input, now)), imageUrl };
  const [row] = await tx.insert(businessPromotions).values(values).returning();
  if (!row) throw new Error("La promoción no se guardó");
  await recordAudit(tx, {
    actor: { id: actor.id },
    action: "promotion.create",
    entity: { type: "promotion", id: row.id },
    after: { businessUuid: business, ...promotionSnapshot(row) },
  });
  await publishEvent(tx, {
    type: EVENT_TYPES.promotionPublished,
    aggregateType: "business_promotion",
    aggregateId: String(row.id),
    payload: { promotionId: row.id },
  });
  return row.id;
}

/** A promotion's picture, stored for one business (null when none was sent). */
export async function storePromotionImage(input: PromotionInput, businessUuid: string) {
  return storeUpload(input, businessUuid.toLowerCase());
}

export function afterPromotionsCommitted(): Promise<void> {
  return afterCommit();
}

export async function createPromotion(
  actor: Actor,
  businessUuid: string,
  input: PromotionInput,
  now = new Date(),
): Promise<Result<{ id: string }>> {
  // Checked here too, not only in the route: this is the one way a promotion gets published.
  if (!(await canManageBusiness(actor, businessUuid))) return fail("forbidden");
  const business = businessUuid.toLowerCase();
  const db = await getDb();
  const image = await storeUpload(input, business);
  if (!image.ok) return fail("validation", image.problem.message, { image: image.problem.message });
  try {
    const id = await db.transaction((tx) => insertPromotion(tx, actor, business, input, image.value, now));
    await afterCommit();
    return ok({ id });
  } catch (error) {
    await deleteStoredImage(image.value);
    throw error;
  }
}

export async function updatePromotion(
  actor: Actor,
  businessUuid: string,
  promotionId: string,
  input: PromotionInput,
  now = new Date(),
): Promise<Result<{ id: string }>> {
  if (!(await canManageBusiness(actor, businessUuid))) return fail("forbidden");
  if (!isUuid(promotionId)) return fail("not_found");
  const business = businessUuid.toLowerCase();
  const id = promotionId.toLowerCase();
  const db = await getDb();
  const image = await storeUpload(input, business);
  if (!image.ok) return fail("validation", image.problem.message, { image: image.problem.message });
  let outcome: { found: false } | { found: true; dropped: string | null };
  try {
    outcome = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(businessPromotions)
        .where(and(eq(businessPromotions.id, id), eq(businessPromotions.businessUuid, business)))
        .for("update");
      if (!before) return { found: false as const };
      const imageUrl = image.value ?? (input.removeImage ? null : before.imageUrl);
      const [after] = await tx
        .update(businessPromotions)
        .set({ ...(await formValues(tx, actor, business, input, now)), imageUrl, updatedAt: now })
        .where(eq(businessPromotions.id, id))
        .returning();
      await recordAudit(tx, {
        actor: { id: actor.id },
        action: "promotion.update",
        entity: { type: "promotion", id },
        before: promotionSnapshot(before),
        after: promotionSnapshot(after ?? {}),
      });
      return { found: true as const, dropped: before.imageUrl !== imageUrl ? before.imageUrl : null };
    });
  } catch (error) {
    await deleteStoredImage(image.value);
    throw error;
  }
  if (!outcome.found) {
    await deleteStoredImage(image.value);
    return fail("not_found");
  }
  await deleteStoredImage(outcome.dropped);
  await afterCommit();
  return ok({ id });
}
