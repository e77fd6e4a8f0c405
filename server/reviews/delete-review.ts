/** Deletes a person's own review of a business; the filter on the user id is what keeps others' safe. */
import { and, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businessReviews } from "../platform/db/schema.ts";

export async function deleteReview(userId: string, businessUuid: string): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(businessReviews)
    .where(and(eq(businessReviews.userId, userId), eq(businessReviews.businessUuid, businessUuid)))
    .returning({ id: businessReviews.id });
  return deleted.length > 0;
}
