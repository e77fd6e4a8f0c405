/**
 * Adds or removes one favourite of one person. Idempotent both ways (a double click, a retried
 * request or two tabs agree), and always scoped to the person asking: nobody touches another's list.
 */
import { and, eq } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { FAVORITE_MESSAGES } from "#core/favorites.ts";
import { isPubliclyVisible } from "../businesses/visible-business.ts";
import { getDb } from "../platform/db/client.ts";
import { favorites } from "../platform/db/schema.ts";

export async function setFavorite(
  userId: string,
  businessUuid: string,
  favorite: boolean,
): Promise<Result<{ favorite: boolean }>> {
  if (!(await isPubliclyVisible(businessUuid))) return fail("not_found", FAVORITE_MESSAGES.business);
  const db = await getDb();
  if (favorite) {
    await db.insert(favorites).values({ userId, businessUuid }).onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessUuid, businessUuid)));
  }
  return ok({ favorite });
}
