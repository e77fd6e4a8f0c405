import { describe, expect, it } from "vitest";
import { isSlugShaped, isValidSlug, slugify } from "./slug.ts";

describe("slugify", () => {
  it("strips accents and punctuation", () => {
    expect(slugify("Gastronomía")).toBe("gastronomia");
    expect(slugify("  Guías & Ñandúes!  ")).toBe("guias-nandues");
    expect(slugify("Farmacia Del Centro Ñandú")).toBe("farmacia-del-centro-nandu");
    expect(slugify("¿?")).toBe("");
  });

  it("cuts at the length asked without leaving a trailing dash", () => {
    expect(slugify("abc def ghi", 4)).toBe("abc");
    expect(slugify("a".repeat(200))).toHaveLength(120);
  });
});

describe("slug shape and reserved words", () => {
  it("takes lowercase words joined by single dashes", () => {
    expect(isSlugShaped("pizzeria-don-luis")).toBe(true);
    expect(isSlugShaped("Pizzeria")).toBe(false);
    expect(isSlugShaped("a--b")).toBe(false);
    expect(isSlugShaped("-a")).toBe(false);
    expect(isSlugShaped("a".repeat(61), 60)).toBe(false);
  });

  it("never lets a business take a word of the URL map", () => {
    expect(isValidSlug("admin")).toBe(false);
    expect(isValidSlug("mi-comercio")).toBe(false);
    expect(isValidSlug("contacto")).toBe(false);
    expect(isValidSlug("offline")).toBe(false);
    expect(isValidSlug("farmacia-central")).toBe(true);
  });
});
