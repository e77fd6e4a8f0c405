import { asc } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { isPublished } from "./published.ts";

/**
 * Every published post's slug and last change, for the sitemap (`/magazine/{slug}`, lastmod
 * `updatedAt`). Drafts and posts scheduled for later are left out, as on the site.
 */
export async function listPublishedPostSlugs(now: Date = new Date()): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: magazinePosts.slug, updatedAt: magazinePosts.updatedAt, publishedAt: magazinePosts.publishedAt })
    .from(magazinePosts)
    .where(isPublished(now))
    .orderBy(asc(magazinePosts.slug));
  return rows.map((r) => ({
    slug: r.slug,
    updatedAt: r.publishedAt && r.publishedAt > r.updatedAt ? r.publishedAt : r.updatedAt,
  }));
}
