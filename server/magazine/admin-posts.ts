/**
 * The magazine editor's data (/admin/magazine…): the list of every post (drafts, scheduled and
 * published), one post to edit, create/update (slug unique, made from the title when empty; the
 * cover through the one image pipeline) and delete, each audited in its transaction. A post is
 * public when `isPublished(now)` says so (published and its date has arrived): a future date
 * publishes by itself, with no job.
 */
import { and, asc, eq, gt, isNotNull, like, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import type { MagazinePostFormValues } from "#core/magazine-post-form.ts";
import { slugify } from "#core/slug.ts";
import { toInstant } from "#core/time-zone.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery, nullsLast } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { magazinePosts } from "../platform/db/schema.ts";
import { deleteStoredImage, storeImage } from "../platform/media/stored-image.ts";

type Actor = AuditEntry["actor"];

export const POST_STATES = ["published", "scheduled", "draft"] as const;
export type PostState = (typeof POST_STATES)[number];

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

export function postState(status: string, publishedAt: Date | null, now: Date): PostState {
  if (status !== "published") return "draft";
  return publishedAt && publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
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

/** The categories posts already use, for the editor's suggestions. */
export async function listUsedCategories(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ category: magazinePosts.category })
    .from(magazinePosts)
    .where(isNotNull(magazinePosts.category))
    .orderBy(asc(magazinePosts.category));
  return rows.map((r) => r.category as string);
}

/** `base`, or `base-2`, `base-3`… the first no other post uses. */
async function uniqueSlug(db: Database, base: string, exceptId: number | null): Promise<string> {
  const rows = await db
    .select({ slug: magazinePosts.slug })
    .from(magazinePosts)
    .where(
      and(
        or(eq(magazinePosts.slug, base), like(magazinePosts.slug, `${base}-%`)),
        exceptId === null ? undefined : ne(magazinePosts.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const snapshot = (p: EditablePost) => ({
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

export type SavePostOutcome =
  | { ok: true; id: number; slug: string; state: PostState; publishedAt: string | null }
  | { ok: false; field: "cover" | "slug"; message: string }
  | { ok: false; missing: true };

export async function savePost(
  id: number | null,
  input: MagazinePostFormValues,
  author: { id: string; name: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<SavePostOutcome> {
  const db = await getDb();
  const before = id === null ? null : await getEditablePost(id);
  if (id !== null && !before) return { ok: false, missing: true };
  const base = input.slug ?? before?.slug ?? slugify(input.title, 80);
  if (!base) return { ok: false, field: "slug", message: "Escribí una dirección con letras o números" };
  let coverUrl = before?.coverUrl ?? null;
  let stored: string | null = null;
  if (input.cover && input.cover.size > 0) {
    const image = await storeImage(new Uint8Array(await input.cover.arrayBuffer()), "cover", "magazine");
    if (!image.ok) return { ok: false, field: "cover", message: image.message };
    coverUrl = image.url;
    stored = image.url;
  }
  const chosen = input.publishAt ? toInstant(input.publishAt) : null;
  const publishedAt =
    chosen ?? (input.status === "published" ? (before?.publishedAt ? new Date(before.publishedAt) : now) : null);
  const saved = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const slug = input.slug && before?.slug === input.slug ? input.slug : await uniqueSlug(t, base, id);
    if (input.slug && slug !== input.slug) return { clash: true as const };
    const values = {
      slug,
      title: input.title,
      excerpt: input.excerpt ?? null,
      body: input.body,
      coverUrl,
      category: input.category ?? null,
      tags: input.tags,
      status: input.status,
      publishedAt,
      updatedAt: now,
    };
    let rowId: number;
    if (id === null) {
      const [row] = await t
        .insert(magazinePosts)
        .values({ ...values, authorId: author.id, authorName: author.name, createdAt: now })
        .returning({ id: magazinePosts.id });
      rowId = row!.id;
    } else {
      await t.update(magazinePosts).set(values).where(eq(magazinePosts.id, id));
      rowId = id;
    }
    const after = await getEditablePost(rowId, t);
    await recordAudit(t, {
      actor,
      action: id === null ? "magazine_post.create" : "magazine_post.update",
      entity: { type: "magazine_post", id: rowId },
      before: before ? snapshot(before) : null,
      after: snapshot(after!),
    });
    return { id: rowId, slug };
  });
  if ("clash" in saved) {
    if (stored) await deleteStoredImage(stored);
    return { ok: false, field: "slug", message: "Otro artículo ya usa esa dirección: elegí otra" };
  }
  if (stored && before?.coverUrl && before.coverUrl !== stored) await deleteStoredImage(before.coverUrl);
  await clearPublicCaches();
  return {
    ok: true,
    id: saved.id,
    slug: saved.slug,
    state: postState(input.status, publishedAt, now),
    publishedAt: publishedAt?.toISOString() ?? null,
  };
}

/** A draft made by the generator (never published: a person reviews and publishes it). */
export async function createDraftPost(
  draft: { title: string; excerpt: string | null; body: string; category: string | null; tags: string[] },
  author: { id: string; name: string },
  actor: Actor,
  reason: string,
): Promise<{ id: number; slug: string }> {
  const db = await getDb();
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const slug = await uniqueSlug(t, slugify(draft.title, 80) || "borrador", null);
    const [row] = await t
      .insert(magazinePosts)
      .values({
        slug,
        title: draft.title,
        excerpt: draft.excerpt,
        body: draft.body,
        category: draft.category,
        tags: draft.tags,
        status: "draft",
        publishedAt: null,
        authorId: author.id,
        authorName: author.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: magazinePosts.id });
    const after = await getEditablePost(row!.id, t);
    await recordAudit(t, {
      actor,
      action: "magazine_post.generate",
      entity: { type: "magazine_post", id: row!.id },
      after: snapshot(after!),
      reason,
    });
    return { id: row!.id, slug };
  });
  return created;
}

export async function deletePost(id: number, actor: Actor): Promise<EditablePost | null> {
  const db = await getDb();
  const before = await getEditablePost(id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.delete(magazinePosts).where(eq(magazinePosts.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "magazine_post.delete",
      entity: { type: "magazine_post", id },
      before: snapshot(before),
    });
  });
  await deleteStoredImage(before.coverUrl);
  await clearPublicCaches();
  return before;
}
