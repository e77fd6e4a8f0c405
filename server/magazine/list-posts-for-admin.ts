/**
 * /admin/magazine: every post (drafts, scheduled and published), searched, filtered by state and
 * sorted, a page at a time.
 */
import { and, asc, eq, gt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery, nullsLast } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { POST_STATES, type PostState, postState } from "./post-state.ts";

export const MAGAZINE_POSTS_LIST = defineList({
  sorts: { updated: "desc", title: "asc", published: "desc" },
  defaultSort: "updated",
  filters: { state: { values: POST_STATES } },
});

export type MagazinePostsListParams = ListParams<keyof typeof MAGAZINE_POSTS_LIST.sorts, "state">;

export interface AdminPostRow {
  id: number;
  slug: string;
  title: string;
  category: string | null;
  state: PostState;
  publishedAt: string | null;
  updatedAt: string;
}

function stateCondition(state: PostState, now: Date): SQL | undefined {
  if (state === "draft") return ne(magazinePosts.status, "published");
  if (state === "scheduled") return and(eq(magazinePosts.status, "published"), gt(magazinePosts.publishedAt, now));
  return and(
    eq(magazinePosts.status, "published"),
    or(sql`${magazinePosts.publishedAt} is null`, lte(magazinePosts.publishedAt, now)),
  );
}

const postList = listQuery(MAGAZINE_POSTS_LIST, {
  search: [magazinePosts.title, sql`coalesce(${magazinePosts.category}, '')`],
  sorts: {
    updated: [magazinePosts.updatedAt],
    title: [magazinePosts.title],
    published: (dir) => [nullsLast(dir, magazinePosts.publishedAt)],
  },
  filters: { state: (states, now: Date) => or(...states.map((s) => stateCondition(s as PostState, now))) },
  tiebreak: asc(magazinePosts.id),
});

export async function listAdminPosts(
  params: MagazinePostsListParams,
  now: Date = new Date(),
): Promise<ListPage<AdminPostRow>> {
  const db = await getDb();
  const { where, orderBy } = postList.query(params, now);
  return paginate(params, {
    count: () => db.$count(magazinePosts, where),
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({
            id: magazinePosts.id,
            slug: magazinePosts.slug,
            title: magazinePosts.title,
            category: magazinePosts.category,
            status: magazinePosts.status,
            publishedAt: magazinePosts.publishedAt,
            updatedAt: magazinePosts.updatedAt,
          })
          .from(magazinePosts)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        id: r.id,
        slug: r.slug,
        title: r.title,
        category: r.category,
        state: postState(r.status, r.publishedAt, now),
        publishedAt: r.publishedAt?.toISOString() ?? null,
        updatedAt: r.updatedAt.toISOString(),
      })),
  });
}
