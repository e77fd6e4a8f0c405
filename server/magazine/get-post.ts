import { and, eq } from "drizzle-orm";
import { isSlugShaped } from "#core/slug.ts";
import { type MarkdownHeading, renderMarkdown } from "../content/markdown.ts";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { isPublished, type PostSummary, summaryColumns, toPostSummary } from "./published.ts";

export interface PostDetail extends PostSummary {
  tags: string[];
  updatedAt: string;
  /** The body rendered by the sanitising Markdown renderer: the only HTML the page injects. */
  html: string;
  headings: MarkdownHeading[];
  /** The excerpt, else the body's first paragraph: for the meta description and the feed. */
  description: string;
}

/** The published post with this slug, rendered; null for unknown, draft or not yet published slugs. */
export async function getPublishedPost(slug: string, options: { now?: Date } = {}): Promise<PostDetail | null> {
  if (!isSlugShaped(slug)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...summaryColumns, tags: magazinePosts.tags, updatedAt: magazinePosts.updatedAt })
    .from(magazinePosts)
    .where(and(eq(magazinePosts.slug, slug), isPublished(options.now ?? new Date())))
    .limit(1);
  if (!row) return null;
  const rendered = renderMarkdown(row.body);
  const summary = toPostSummary(row);
  const publishedAt = new Date(summary.publishedAt);
  // An edit before publication doesn't make the article look modified before it appeared.
  const updatedAt = row.updatedAt > publishedAt ? row.updatedAt : publishedAt;
  return {
    ...summary,
    tags: row.tags,
    updatedAt: updatedAt.toISOString(),
    html: rendered.html,
    headings: rendered.headings,
    description: row.excerpt?.trim() || rendered.summary,
  };
}
