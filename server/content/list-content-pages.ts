/** /admin/content/pages: every content page, published or not (search, state, sort), a page at a time. */
import { asc, eq } from "drizzle-orm";
import { contentPagePath } from "#core/content-page-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { contentPages } from "../platform/db/schema.ts";

export const CONTENT_PAGES_LIST = defineList({
  sorts: { title: "asc", updated: "desc" },
  defaultSort: "title",
  filters: { state: { values: ["published", "draft"] } },
});

export type ContentPagesListParams = ListParams<keyof typeof CONTENT_PAGES_LIST.sorts, "state">;

export interface AdminContentPageRow {
  id: number;
  slug: string;
  title: string;
  isPublished: boolean;
  updatedAt: string;
  path: string;
}

const contentPageList = listQuery(CONTENT_PAGES_LIST, {
  search: [contentPages.title, contentPages.slug],
  sorts: { title: [contentPages.title], updated: [contentPages.updatedAt] },
  filters: { state: ([state]) => eq(contentPages.isPublished, state === "published") },
  tiebreak: asc(contentPages.id),
});

export async function listContentPages(params: ContentPagesListParams): Promise<ListPage<AdminContentPageRow>> {
  const db = await getDb();
  const { where, orderBy } = contentPageList.query(params);
  return paginate(params, {
    count: () => db.$count(contentPages, where),
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({
            id: contentPages.id,
            slug: contentPages.slug,
            title: contentPages.title,
            isPublished: contentPages.isPublished,
            updatedAt: contentPages.updatedAt,
          })
          .from(contentPages)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString(), path: contentPagePath(r.slug) })),
  });
}
