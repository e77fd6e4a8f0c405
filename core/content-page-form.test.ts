import { describe, expect, it } from "vitest";
import { contentPageFormSchema, contentPagePath, isLegalPageSlug } from "./content-page-form.ts";

const page = (slug: string) => contentPageFormSchema.safeParse({ title: "Una página", slug, body: "Texto" });

describe("content page addresses", () => {
  it("takes the legal pages' addresses, which businesses may not", () => {
    expect(page("terminos-y-condiciones").success).toBe(true);
    expect(page("privacidad").success).toBe(true);
    expect(contentPagePath("privacidad")).toBe("/privacidad");
    expect(isLegalPageSlug("terminos-y-condiciones")).toBe(true);
  });

  it("still refuses the other words of the URL map", () => {
    const refused = page("contacto");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Esa dirección la usa Vilma: elegí otra");
    expect(page("admin").success).toBe(false);
    expect(contentPagePath("como-funciona")).toBe("/paginas/como-funciona");
  });
});
