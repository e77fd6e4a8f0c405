/**
 * Terms and privacy exist on every install from its first start: every page's footer and the
 * sign-up form link to them. The server writes the product's default text (legal-texts.ts) for each
 * one that has no row, right after the migrations (server/prepare-database.ts); an admin edits them at
 * /admin/content/pages like any other page, and the launch checklist says until then that nobody
 * has reviewed them (`reviewedAt` is null).
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { LEGAL_PAGE_SLUGS, type LegalPageSlug } from "#core/content-page-form.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { contentPages } from "../platform/db/schema.ts";
import { PRIVACY_BODY, PRIVACY_TITLE, TERMS_BODY, TERMS_TITLE } from "./legal-texts.ts";

export const LEGAL_PAGE_DEFAULTS: Record<LegalPageSlug, { title: string; body: string }> = {
  "terminos-y-condiciones": { title: TERMS_TITLE, body: TERMS_BODY },
  privacidad: { title: PRIVACY_TITLE, body: PRIVACY_BODY },
};

/**
 * Writes the default text of each legal page that has no row, published and not reviewed; a page
 * that exists (edited, or even unpublished by hand in the database) is left as it is. Idempotent and
 * safe when several instances start at once (`ON CONFLICT DO NOTHING` on the slug). Returns the
 * slugs it wrote.
 */
export async function ensureLegalPages(db: Database, now = new Date()): Promise<LegalPageSlug[]> {
  const written = await db
    .insert(contentPages)
    .values(
      LEGAL_PAGE_SLUGS.map((slug) => ({
        slug,
        ...LEGAL_PAGE_DEFAULTS[slug],
        isPublished: true,
        reviewedAt: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ slug: contentPages.slug });
  if (written.length > 0) await clearPublicCaches();
  return written.map((row) => row.slug as LegalPageSlug);
}

/** The row id of a legal page, writing its default text first when it has none (the admin's editor by address). */
export async function legalPageId(slug: LegalPageSlug): Promise<number> {
  const db = await getDb();
  await ensureLegalPages(db);
  const [row] = await db.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return row!.id;
}

/** The legal pages an admin has saved at least once (and that are published): the launch checklist's. */
export async function reviewedLegalPages(db?: Database): Promise<LegalPageSlug[]> {
  const rows = await (db ?? (await getDb()))
    .select({ slug: contentPages.slug })
    .from(contentPages)
    .where(
      and(
        inArray(contentPages.slug, [...LEGAL_PAGE_SLUGS]),
        isNotNull(contentPages.reviewedAt),
        eq(contentPages.isPublished, true),
      ),
    );
  return LEGAL_PAGE_SLUGS.filter((slug) => rows.some((row) => row.slug === slug));
}
