import { describe, expect, it } from "vitest";
import { parseMagazineParams } from "./page-params.ts";

const parse = (query: string) => parseMagazineParams(new URLSearchParams(query));

describe("parseMagazineParams", () => {
  it("reads a page and a category", () => {
    expect(parse("page=2&categoria=gastronomia")).toEqual({ page: 2, categoria: "gastronomia" });
    expect(parse("")).toEqual({ page: 1, categoria: null });
  });

  it("falls back to page 1 for anything that isn't a whole number ≥ 1", () => {
    for (const page of ["-1", "0", "abc", "1.5", "1e3", "", " ", "2abc", "9999999999999999999999"]) {
      expect(parse(`page=${encodeURIComponent(page)}`).page, page).toBe(1);
    }
    expect(parse("page=999999").page).toBe(999999);
  });

  it("ignores categories that aren't slugs", () => {
    for (const categoria of ["<script>alert(1)</script>", "Gastronomía", "a b", "-x", "x".repeat(61), "a--b"]) {
      expect(parse(`categoria=${encodeURIComponent(categoria)}`).categoria, categoria).toBeNull();
    }
    expect(parse("categoria=GUIAS").categoria).toBe("guias");
  });
});
