import { and, eq } from "drizzle-orm";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { contentPages } from "../platform/db/schema.ts";
import { type MarkdownHeading, renderMarkdown } from "./markdown.ts";

export interface ContentPage {
  slug: string;
  title: string;
  /** Rendered by the sanitising Markdown renderer. */
  html: string;
  headings: MarkdownHeading[];
  /** The first paragraph as plain text, for the meta description. */
  summary: string;
  updatedAt: string;
}

/** A published content page (terms, privacy…) rendered, or null when missing or unpublished. */
export async function getContentPage(slug: string): Promise<ContentPage | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      body: contentPages.body,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.isPublished, true)))
    .limit(1);
  if (!row) return null;
  const rendered = renderMarkdown(row.body);
  return {
    slug: row.slug,
    title: row.title,
    html: rendered.html,
    headings: rendered.headings,
    summary: rendered.summary,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const pageCache = createTtlCache<ContentPage | null>({ ttlMs: 5 * 60_000, maxEntries: 20 });

/** getContentPage reused for five minutes: legal pages change a few times a year. */
export function getContentPageCached(slug: string): Promise<ContentPage | null> {
  return pageCache.get(slug, () => getContentPage(slug));
}
