/**
 * Writes a person's review of a business: the first save creates it, later ones edit it in place
 * (one review per person and business, enforced by a unique index, so two tabs cannot make two).
 * The caller has checked who asks and that the business is public and not theirs.
 *
 * A new review tells the business's owners ("new_review", a link to their reviews screen) in the
 * same transaction: the review and its notifications exist together or not at all, once each.
 */
import { eq, sql } from "drizzle-orm";
import { starsLabel } from "#core/reviews.ts";
import { createNotifications } from "../notifications/create-notifications.ts";
import { ownersOfBusinesses } from "../owner/business-owners.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessReviews } from "../platform/db/schema.ts";

export interface ReviewDraft {
  userId: string;
  businessUuid: string;
  rating: number;
  comment: string | null;
}

const excerpt = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function saveReview(draft: ReviewDraft): Promise<{ id: number; outcome: "created" | "updated" }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessReviews)
      .values(draft)
      .onConflictDoUpdate({
        target: [businessReviews.userId, businessReviews.businessUuid],
        set: { rating: draft.rating, comment: draft.comment, updatedAt: sql`now()` },
      })
      // xmax is 0 only on a freshly inserted row version: it tells a new review from an edit.
      .returning({ id: businessReviews.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("saveReview: la base no devolvió la reseña");
    if (row.inserted) {
      const owners = (await ownersOfBusinesses(tx, [draft.businessUuid])).get(draft.businessUuid) ?? [];
      const [business] = await tx
        .select({ name: businesses.name })
        .from(businesses)
        .where(eq(businesses.uuid, draft.businessUuid));
      await createNotifications(
        tx,
        owners
          .filter((ownerId) => ownerId !== draft.userId)
          .map((ownerId) => ({
            userId: ownerId,
            type: "new_review" as const,
            title: `Nueva reseña de ${starsLabel(draft.rating)} en ${business?.name ?? "tu comercio"}`,
            message: draft.comment ? excerpt(draft.comment) : "Sin comentario. Podés responderla desde Mi comercio.",
            link: `/mi-comercio/${draft.businessUuid}/resenas`,
            key: `review.created:${row.id}:${ownerId}`,
          })),
      );
    }
    return { id: row.id, outcome: row.inserted ? "created" : "updated" };
  });
}
