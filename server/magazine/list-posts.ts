import { and, count, desc, inArray, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { isPublished, type PostSummary, summaryColumns, toPostSummary } from "./published.ts";

export const MAGAZINE_PAGE_SIZE = 9;

export interface PostPage {
  items: PostSummary[];
  total: number;
  /** The page shown: the one asked for, clamped to 1…pageCount. */
  page: number;
  /** At least 1, so an empty magazine is "page 1 of 1". */
  pageCount: number;
  perPage: number;
}

/**
 * Published posts, newest first, one page at a time. Any page number is accepted: below 1 shows the
 * first page, beyond the last shows the last. `categoryNames` keeps posts whose stored category is one
 * of them (see listPostCategories); undefined means every category.
 */
export async function listPublishedPosts(
  options: { page?: number; perPage?: number; categoryNames?: string[]; now?: Date } = {},
): Promise<PostPage> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const perPage = Math.max(1, Math.floor(options.perPage ?? MAGAZINE_PAGE_SIZE));
  const names = options.categoryNames;
  const inCategory =
    names === undefined ? undefined : names.length ? inArray(magazinePosts.category, names) : sql`false`;
  const where = and(isPublished(now), inCategory);
  const [counted] = await db.select({ n: count() }).from(magazinePosts).where(where);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const asked = Number.isFinite(options.page) ? Math.floor(options.page as number) : 1;
  const page = Math.min(Math.max(1, asked), pageCount);
  const rows =
    total === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(magazinePosts)
          .where(where)
          .orderBy(desc(magazinePosts.publishedAt), desc(magazinePosts.id))
          .limit(perPage)
          .offset((page - 1) * perPage);
  return { items: rows.map(toPostSummary), total, page, pageCount, perPage };
}
