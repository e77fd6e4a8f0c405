import { and, desc, ne, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { isPublished, type PostSummary, summaryColumns, toPostSummary } from "./published.ts";

export const RELATED_POSTS_LIMIT = 3;

/**
 * "Seguí leyendo" under an article: published posts of the same category first, then the newest
 * others, never the article itself.
 */
export async function listRelatedPosts(
  post: { id: number; category: string | null },
  options: { now?: Date; limit?: number } = {},
): Promise<PostSummary[]> {
  const db = await getDb();
  const sameCategory = post.category
    ? sql`case when ${magazinePosts.category} = ${post.category} then 0 else 1 end`
    : sql`1`;
  const rows = await db
    .select(summaryColumns)
    .from(magazinePosts)
    .where(and(isPublished(options.now ?? new Date()), ne(magazinePosts.id, post.id)))
    .orderBy(sameCategory, desc(magazinePosts.publishedAt), desc(magazinePosts.id))
    .limit(options.limit ?? RELATED_POSTS_LIMIT);
  return rows.map(toPostSummary);
}
