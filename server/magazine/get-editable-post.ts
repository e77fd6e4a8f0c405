/** One post as the magazine editor shows it. */
import { eq } from "drizzle-orm";
import { type Database, getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";

export interface EditablePost {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  body: string;
  coverUrl: string | null;
  category: string | null;
  tags: string[];
  status: "draft" | "published";
  publishedAt: string | null;
  updatedAt: string;
}

export async function getEditablePost(id: number, db?: Database): Promise<EditablePost | null> {
  const d = db ?? (await getDb());
  const [row] = await d.select().from(magazinePosts).where(eq(magazinePosts.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    coverUrl: row.coverUrl,
    category: row.category,
    tags: row.tags,
    status: row.status === "published" ? "published" : "draft",
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
