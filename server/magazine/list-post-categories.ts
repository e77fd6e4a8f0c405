import { and, asc, count, isNotNull } from "drizzle-orm";
import { slugify } from "#core/slug.ts";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { isPublished } from "./published.ts";

export interface PostCategory {
  name: string;
  /** For `?categoria=`: "Gastronomía" → "gastronomia". */
  slug: string;
  count: number;
  /** The stored spellings this slug covers (usually one), to filter posts by. */
  names: string[];
}

/** The categories that have published posts, alphabetically, with how many each has. */
export async function listPostCategories(options: { now?: Date } = {}): Promise<PostCategory[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: magazinePosts.category, n: count() })
    .from(magazinePosts)
    .where(and(isPublished(options.now ?? new Date()), isNotNull(magazinePosts.category)))
    .groupBy(magazinePosts.category)
    .orderBy(asc(magazinePosts.category));
  const bySlug = new Map<string, PostCategory>();
  for (const row of rows) {
    const stored = row.name ?? "";
    const slug = slugify(stored, 80);
    if (!slug) continue;
    // Two spellings of one category ("Guias", "Guías") share a slug and one filter.
    const existing = bySlug.get(slug);
    if (existing) {
      existing.count += Number(row.n);
      existing.names.push(stored);
    } else bySlug.set(slug, { name: stored.trim(), slug, count: Number(row.n), names: [stored] });
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, "es"));
}
