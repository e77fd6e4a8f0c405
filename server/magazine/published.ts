import { and, eq, isNotNull, lte, type SQL } from "drizzle-orm";
import { readingMinutes } from "#core/format.ts";
import { slugify } from "#core/slug.ts";
import { magazinePosts } from "../platform/db/schema.ts";

/** A post readers may see: status published and a publication date that has arrived. */
export function isPublished(now: Date): SQL {
  return and(
    eq(magazinePosts.status, "published"),
    isNotNull(magazinePosts.publishedAt),
    lte(magazinePosts.publishedAt, now),
  ) as SQL;
}

/** What a card in the list (or under "Seguí leyendo") shows. Dates are ISO strings. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  coverUrl: string | null;
  category: string | null;
  /** The category as it appears in `?categoria=` ("Guías" → "guias"); null without a category. */
  categorySlug: string | null;
  authorName: string | null;
  publishedAt: string;
  readingMinutes: number;
}

/** The columns a summary is built from (the body only to count its reading time; it is not sent). */
export const summaryColumns = {
  id: magazinePosts.id,
  slug: magazinePosts.slug,
  title: magazinePosts.title,
  excerpt: magazinePosts.excerpt,
  coverUrl: magazinePosts.coverUrl,
  category: magazinePosts.category,
  authorName: magazinePosts.authorName,
  publishedAt: magazinePosts.publishedAt,
  body: magazinePosts.body,
};

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  coverUrl: string | null;
  category: string | null;
  authorName: string | null;
  publishedAt: Date | null;
  body: string;
}

export function toPostSummary(row: SummaryRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverUrl: row.coverUrl,
    category: row.category,
    categorySlug: row.category ? slugify(row.category, 80) || null : null,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}
