/** The businesses a person favourited: the root loader sends them so every heart renders filled on the server. */
import { desc, eq } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { favorites } from "../platform/db/schema.ts";

export async function listFavoriteUuids(userId: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ uuid: favorites.businessUuid })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.uuid);
}
