/**
 * The business's public reply to a review: written, edited or deleted by an owner of the business
 * (or an admin). The review must belong to the business in the URL, checked in the statement that
 * changes it. The first reply tells the reviewer ("review_reply", a link to the business page),
 * once: the notification id derives from the review.
 */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { type Actor, canManageBusiness } from "../owner/can-manage-business.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessReviews } from "../platform/db/schema.ts";

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function saveReviewReply(
  actor: Actor,
  businessUuid: string,
  reviewId: number,
  reply: string | null,
  now = new Date(),
): Promise<Result<"created" | "updated" | "deleted">> {
  if (!(await canManageBusiness(actor, businessUuid))) return fail("forbidden");
  const business = businessUuid.toLowerCase();
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<Result<"created" | "updated" | "deleted">> => {
    const [before] = await tx
      .select({
        id: businessReviews.id,
        userId: businessReviews.userId,
        ownerReply: businessReviews.ownerReply,
        ownerReplyAt: businessReviews.ownerReplyAt,
        businessName: businesses.name,
        slug: businesses.slug,
      })
      .from(businessReviews)
      .innerJoin(businesses, eq(businesses.uuid, businessReviews.businessUuid))
      .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessUuid, business)))
      .for("update", { of: businessReviews });
    if (!before) return fail("not_found");
    if (reply === null && before.ownerReply === null) return fail("not_found");
    const outcome = reply === null ? "deleted" : before.ownerReply === null ? "created" : "updated";
    await tx
      .update(businessReviews)
      .set(
        reply === null
          ? { ownerReply: null, ownerReplyAt: null, ownerReplyBy: null }
          : { ownerReply: reply, ownerReplyAt: now, ownerReplyBy: actor.id },
      )
      .where(eq(businessReviews.id, reviewId));
    await recordAudit(tx, {
      actor: { id: actor.id },
      action: `review.reply_${outcome === "created" ? "create" : outcome === "updated" ? "update" : "delete"}`,
      entity: { type: "review", id: reviewId },
      before: { ownerReply: before.ownerReply, ownerReplyAt: before.ownerReplyAt },
      after: reply === null ? { ownerReply: null, ownerReplyAt: null } : { ownerReply: reply, ownerReplyAt: now },
    });
    if (outcome === "created" && reply !== null && before.userId !== actor.id) {
      await createNotifications(tx, [
        {
          userId: before.userId,
          type: "review_reply",
          title: `${before.businessName} respondió tu reseña`,
          message: excerpt(reply),
          link: `/${before.slug}#resenas`,
          key: `review.reply:${reviewId}`,
        },
      ]);
    }
    return ok(outcome);
  });
  // The business page (and its reviews) is cached per instance.
  if (result.ok) await clearPublicCaches();
  return result;
}
