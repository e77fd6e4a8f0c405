/**
 * Writes a person's review of a business: the first save creates it, later ones edit it in place
 * (one review per person and business, enforced by a unique index, so two tabs cannot make two).
 * The caller has checked who asks and that the business is public and not theirs.
 */
import { sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { businessReviews } from "../db/schema.ts";

export interface ReviewDraft {
  userId: string;
  businessUuid: string;
  rating: number;
  comment: string | null;
}

export async function saveReview(draft: ReviewDraft): Promise<{ id: number; outcome: "created" | "updated" }> {
  const db = await getDb();
  const [row] = await db
    .insert(businessReviews)
    .values(draft)
    .onConflictDoUpdate({
      target: [businessReviews.userId, businessReviews.businessUuid],
      set: { rating: draft.rating, comment: draft.comment, updatedAt: sql`now()` },
    })
    // xmax is 0 only on a freshly inserted row version: it tells a new review from an edit.
    .returning({ id: businessReviews.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("saveReview: la base no devolvió la reseña");
  return { id: row.id, outcome: row.inserted ? "created" : "updated" };
}
