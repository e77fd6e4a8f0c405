import { describe, expect, it } from "vitest";
import { isInternalLink, isSafeLink } from "./content-links.ts";
import { linkField } from "./link-field.ts";

describe("isSafeLink", () => {
  it("takes paths of the site and https addresses", () => {
    for (const ok of ["/ofertas", "/search?q=pizza&category=farmacias", "https://www.villamaria.gob.ar/turismo"])
      expect(isSafeLink(ok), ok).toBe(true);
  });
  it("refuses other schemes, protocol-relative links, spaces and bare words", () => {
    for (const bad of [
      "javascript:alert(1)",
      "http://example.com",
      "//evil.example/x",
      "/\\evil.example",
      "ofertas",
      "https://localhost",
      "https://user:pw@example.com",
      "/con espacio",
      "data:text/html,hi",
    ])
      expect(isSafeLink(bad), bad).toBe(false);
  });
  it("tells internal from external", () => {
    expect(isInternalLink("/ofertas")).toBe(true);
    expect(isInternalLink("https://example.com")).toBe(false);
  });
  it("the field trims and answers in Spanish", () => {
    expect(linkField.parse("  /magazine ")).toBe("/magazine");
    expect(linkField.safeParse("javascript:x").error?.issues[0]?.message).toMatch(/^Escribí una ruta de Vilma/);
  });
});
