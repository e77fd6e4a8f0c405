/**
 * Publishes or unpublishes a content page, audited; terms and privacy stay published (the site links
 * to them).
 */
import { eq } from "drizzle-orm";
import { isLegalPageSlug } from "#core/content-page-form.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { contentPages } from "../platform/db/schema.ts";
import { type EditableContentPage, getEditableContentPage } from "./get-editable-content-page.ts";
import { LEGAL_PAGE_STAYS_PUBLISHED } from "./legal-page-stays-published.ts";

type Actor = AuditEntry["actor"];

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
