/**
 * Content pages for the admin (/admin/content/pages): the list, one page to edit, create and
 * update (audited), publish and unpublish. Public reads (getContentPageCached) are dropped on every
 * change, so an edit is public at once on every instance. Every save records when an admin last
 * reviewed the page (`reviewedAt`); terms and privacy stay published (the site links to them).
 */
import { and, asc, eq, ne } from "drizzle-orm";
import { type ContentPageFormValues, contentPagePath, isLegalPageSlug } from "#core/content-page-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { slugify } from "#core/slug.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { contentPages } from "../platform/db/schema.ts";

type Actor = AuditEntry["actor"];

/** Terms and privacy: every page's footer and the sign-up form link to them, so they stay published. */
export const LEGAL_PAGE_STAYS_PUBLISHED =
  "Los términos y la privacidad se enlazan desde todas las páginas: no se pueden despublicar. Editá su texto.";

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

export interface EditableContentPage {
  id: number;
  slug: string;
  title: string;
  body: string;
  isPublished: boolean;
  updatedAt: string;
  /** When an admin last saved it; null for a default text nobody has reviewed. */
  reviewedAt: string | null;
}

export async function getEditableContentPage(id: number): Promise<EditableContentPage | null> {
  const db = await getDb();
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    body: row.body,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

const snapshot = (p: EditableContentPage) => ({
  slug: p.slug,
  title: p.title,
  isPublished: p.isPublished,
  bodyLength: p.body.length,
  body: p.body.length <= 4000 ? p.body : `${p.body.slice(0, 4000)}…`,
});

export type SaveContentPageOutcome =
  | { ok: true; id: number; slug: string }
  | { ok: false; field: "slug" | "isPublished"; message: string }
  | { ok: false; missing: true };

/** Creates (id null: the address from `slug` or the title) or updates a page; the address is fixed once made. */
export async function saveContentPage(
  id: number | null,
  input: ContentPageFormValues,
  actor: Actor,
): Promise<SaveContentPageOutcome> {
  const db = await getDb();
  const before = id === null ? null : await getEditableContentPage(id);
  if (id !== null && !before) return { ok: false, missing: true };
  const slug = before?.slug ?? input.slug ?? slugify(input.title, 80);
  if (!slug) return { ok: false, field: "slug", message: "Escribí una dirección con letras o números" };
  const [taken] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), id === null ? undefined : ne(contentPages.id, id)))
    .limit(1);
  if (taken) return { ok: false, field: "slug", message: "Ya hay una página con esa dirección: elegí otra" };
  if (isLegalPageSlug(slug) && input.isPublished !== "on") {
    return { ok: false, field: "isPublished", message: LEGAL_PAGE_STAYS_PUBLISHED };
  }
  const savedId = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const now = new Date();
    const values = {
      title: input.title,
      body: input.body,
      isPublished: input.isPublished === "on",
      updatedAt: now,
      // Saving is an admin vouching for the text (the launch checklist reads it for terms and privacy).
      reviewedAt: now,
    };
    let rowId: number;
    if (id === null) {
      const [row] = await t
        .insert(contentPages)
        .values({ ...values, slug })
        .returning({ id: contentPages.id });
      rowId = row!.id;
    } else {
      await t.update(contentPages).set(values).where(eq(contentPages.id, id));
      rowId = id;
    }
    const [after] = await t.select().from(contentPages).where(eq(contentPages.id, rowId));
    await recordAudit(t, {
      actor,
      action: id === null ? "content_page.create" : "content_page.update",
      entity: { type: "content_page", id: rowId },
      before: before ? snapshot(before) : null,
      after: snapshot({ ...after!, updatedAt: after!.updatedAt.toISOString(), reviewedAt: null }), // (not part of the snapshot)
    });
    return rowId;
  });
  await clearPublicCaches();
  return { ok: true, id: savedId, slug };
}

/** Publishes or unpublishes; null when the page does not exist, a message when it must stay published. */
export async function setContentPagePublished(
  id: number,
  published: boolean,
  actor: Actor,
): Promise<EditableContentPage | { refused: string } | null> {
  const db = await getDb();
  const before = await getEditableContentPage(id);
  if (!before) return null;
  if (!published && isLegalPageSlug(before.slug)) return { refused: LEGAL_PAGE_STAYS_PUBLISHED };
  await db.transaction(async (tx) => {
    await tx.update(contentPages).set({ isPublished: published, updatedAt: new Date() }).where(eq(contentPages.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: published ? "content_page.publish" : "content_page.unpublish",
      entity: { type: "content_page", id },
      before: { isPublished: before.isPublished },
      after: { isPublished: published },
    });
  });
  await clearPublicCaches();
  return { ...before, isPublished: published };
}
