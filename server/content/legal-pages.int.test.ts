/**
 * Terms and privacy on an install whose database has no rows for them (a fresh production start
 * loads no demo data): the server writes the product's default text, once, and never over an
 * admin's text. The whole start is in tests/reliability/launching.int.test.ts.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEGAL_PAGE_SLUGS } from "#core/content-page-form.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { contentPages } from "../platform/db/schema.ts";
import { prepareDatabase } from "../prepare-database.ts";
import { getContentPage } from "./get-content-page.ts";
import { ensureLegalPages, reviewedLegalPages } from "./legal-pages.ts";

const database = setupTestDatabase();
const legalRows = () =>
  database()
    .db.select()
    .from(contentPages)
    .where(inArray(contentPages.slug, [...LEGAL_PAGE_SLUGS]));

describe("the legal pages every install has", () => {
  it("the demo's are reviewed; written again where missing, published and not reviewed", async () => {
    const { db } = database();
    expect(await reviewedLegalPages(db)).toEqual(["terminos-y-condiciones", "privacidad"]);
    await db.delete(contentPages).where(inArray(contentPages.slug, [...LEGAL_PAGE_SLUGS]));
    expect(await getContentPage("privacidad")).toBeNull();

    expect(await ensureLegalPages(db)).toEqual(["terminos-y-condiciones", "privacidad"]);
    const terms = await getContentPage("terminos-y-condiciones");
    expect(terms!.title).toBe("Términos y condiciones de uso");
    expect((await getContentPage("privacidad"))!.html).toContain("Ley 25.326");
    expect((await legalRows()).map((row) => [row.slug, row.isPublished, row.reviewedAt])).toEqual([
      ["terminos-y-condiciones", true, null],
      ["privacidad", true, null],
    ]);
    expect(await reviewedLegalPages(db)).toEqual([]);
  });

  it("say only what is true: no contact detail nobody entered, the contact form instead", async () => {
    for (const slug of LEGAL_PAGE_SLUGS) {
      const page = await getContentPage(slug);
      expect(page!.html).not.toMatch(/@vilma\.com\.ar|mailto:|tel:/);
      expect(page!.html).toContain('<a href="/contacto">formulario de contacto</a>');
    }
  });

  it("never write over a page that exists, however many instances start", async () => {
    const { db } = database();
    await db
      .update(contentPages)
      .set({ body: "Texto de la administración.", reviewedAt: new Date("2026-11-20T12:00:00Z") })
      .where(eq(contentPages.slug, "privacidad"));
    const before = await legalRows();
    const results = await Promise.all([ensureLegalPages(db), ensureLegalPages(db), prepareDatabase(database())]);
    expect(results.slice(0, 2)).toEqual([[], []]);
    expect(await legalRows()).toEqual(before);
    expect(await reviewedLegalPages(db)).toEqual(["privacidad"]);
  });
});
