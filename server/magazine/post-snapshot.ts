/** A post as its audit rows keep it. */
import type { EditablePost } from "./get-editable-post.ts";

export const snapshot = (p: EditablePost) => ({
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  category: p.category,
  tags: p.tags,
  status: p.status,
  publishedAt: p.publishedAt,
  coverUrl: p.coverUrl,
  bodyLength: p.body.length,
});
