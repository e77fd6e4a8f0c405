import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { contentPages } from "../platform/db/schema.ts";
import { getContentPage } from "./get-content-page.ts";

const getHandle = setupTestDatabase();

describe("getContentPage", () => {
  it("renders the terms with a heading per section", async () => {
    const page = await getContentPage("terminos-y-condiciones");
    expect(page!.title).toBe("Términos y condiciones de uso");
    expect(page!.headings.length).toBeGreaterThanOrEqual(10);
    expect(page!.headings[0]).toEqual({ id: "1-que-es-vilma", text: "1. Qué es Vilma" });
    expect(page!.html).toContain('<h2 id="1-que-es-vilma">');
    expect(page!.summary).toMatch(/^Estos términos regulan el uso de Vilma/);
    expect(Number.isNaN(Date.parse(page!.updatedAt))).toBe(false);
  });

  it("renders the privacy policy", async () => {
    const page = await getContentPage("privacidad");
    expect(page!.title).toBe("Política de privacidad");
    expect(page!.headings.map((h) => h.id)).toContain("tus-derechos");
    expect(page!.html).toContain("Ley 25.326");
  });

  it("an unpublished or missing page is null", async () => {
    expect(await getContentPage("no-existe")).toBeNull();
    await getHandle().db.update(contentPages).set({ isPublished: false }).where(eq(contentPages.slug, "privacidad"));
    expect(await getContentPage("privacidad")).toBeNull();
  });
});
