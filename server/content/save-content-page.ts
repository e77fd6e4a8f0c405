/**
 * Creates or updates a content page, audited. Public reads (getContentPageCached) are dropped on
 * every change, so an edit is public at once on every instance; every save records when an admin
 * last reviewed the page (`reviewedAt`).
 */
import { and, eq, ne } from "drizzle-orm";
import { type ContentPageFormValues, isLegalPageSlug } from "#core/content-page-form.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { slugify } from "#core/slug.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { contentPages } from "../platform/db/schema.ts";
import { type EditableContentPage, getEditableContentPage } from "./get-editable-content-page.ts";
import { LEGAL_PAGE_STAYS_PUBLISHED } from "./legal-page-stays-published.ts";

type Actor = AuditEntry["actor"];

const snapshot = (p: EditableContentPage) => ({
  slug: p.slug,
  title: p.title,
  isPublished: p.isPublished,
  bodyLength: p.body.length,
  body: p.body.length <= 4000 ? p.body : `${p.body.slice(0, 4000)}…`,
});

/** A refusal of the address or of unpublishing, under its field; the page has always answered these 409. */
const refused = (field: "slug" | "isPublished", message: string) =>
  fail<{ id: number; slug: string }>("conflict", message, { [field]: message });

/** Creates (id null: the address from `slug` or the title) or updates a page; the address is fixed once made. */
export async function saveContentPage(
  id: number | null,
  input: ContentPageFormValues,
  actor: Actor,
): Promise<Result<{ id: number; slug: string }>> {
  const db = await getDb();
  const before = id === null ? null : await getEditableContentPage(id);
  if (id !== null && !before) return fail("not_found");
  const slug = before?.slug ?? input.slug ?? slugify(input.title, 80);
  if (!slug) return refused("slug", "Escribí una dirección con letras o números");
  const [taken] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), id === null ? undefined : ne(contentPages.id, id)))
    .limit(1);
  if (taken) return refused("slug", "Ya hay una página con esa dirección: elegí otra");
  if (isLegalPageSlug(slug) && input.isPublished !== "on") {
    return refused("isPublished", LEGAL_PAGE_STAYS_PUBLISHED);
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
  return ok({ id: savedId, slug });
}
