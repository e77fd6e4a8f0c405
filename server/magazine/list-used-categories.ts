import { asc, isNotNull } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";

/** The categories posts already use, for the editor's suggestions. */
export async function listUsedCategories(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ category: magazinePosts.category })
    .from(magazinePosts)
    .where(isNotNull(magazinePosts.category))
    .orderBy(asc(magazinePosts.category));
  return rows.map((r) => r.category as string);
}
