import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPath } from "./urls.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/favorites", "/favorites"],
    ["/search?q=pizza", "/search?q=pizza"],
    ["/business/1#resenas", "/business/1#resenas"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    // Browsers strip these and land on //evil.example.
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["/\r/evil.example", "/"],
    ["/\u0000/evil.example", "/"],
    ["/a\\b", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "")).toBe("");
  });

  // Issue 21 §4.1: paths that are this site's as written but become another host once something
  // resolves their dot segments or decodes them (Better Auth appended ?error= and sent //evil.example).
  it.each([
    "/.//evil.example/phish",
    "/auth/../..//evil.example",
    "/..//evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/%2e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\u0085/evil.example",
  ])("%j, which something later reads as another site → /", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  // Issue 21 §4.5: a Location header takes Latin-1 only; anything else made the redirect a 500.
  it.each([
    ["/search?q=€", "/search?q=%E2%82%AC"],
    ["/search?q=ñandú", "/search?q=%C3%B1and%C3%BA"],
    ["/search?q=pizza 🍕", "/search?q=pizza%20%F0%9F%8D%95"],
    ["/categoría/café#reseñas", "/categor%C3%ADa/caf%C3%A9#rese%C3%B1as"],
    ["/search?q=%E2%82%AC", "/search?q=%E2%82%AC"],
    ["/a/./b/../c", "/a/c"],
    ["/\u2028/evil.example", "/%E2%80%A8/evil.example"],
  ])("%j is sent percent-encoded and resolved: %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  const ORIGINS = ["https://vilma.example", "http://localhost:3000"];
  /** Strings made of the characters that matter for URLs: slashes, dots, percent signs, spaces, non-Latin-1. */
  const tricky = fc
    .array(
      fc.oneof(
        fc.constantFrom("/", "\\", ".", "..", "%", "%2", "%2F", "%2f", "%5C", "%2e", "?", "#", ":", "@", " ", "\t"),
        fc.constantFrom("evil.example", "a", "ñ", "€", "🍕", "\u0000", "\u2028", "http:", "//"),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(""));

  it("whatever it is given, what it returns stays on this site however it is read again", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tricky,
          tricky.map((s) => `/${s}`),
          fc.string(),
        ),
        (input) => {
          const out = safeRedirectPath(input, "/fallback");
          if (out === "/fallback") return;
          // Printable ASCII only: a Location header can carry it as is.
          expect(out).toMatch(/^[\x21-\x7e]*$/);
          expect(out.startsWith("/")).toBe(true);
          expect(out.startsWith("//")).toBe(false);
          for (const origin of ORIGINS) {
            const url = new URL(out, origin);
            expect(url.origin).toBe(origin);
            expect(url.pathname.startsWith("//")).toBe(false);
            // Resolving it again (as Better Auth does before appending ?error=) changes nothing.
            expect(url.href.slice(url.origin.length)).toBe(out);
            // Decoded once (as a router might), the path still names no other host.
            const decoded = decodeURIComponentSafe(url.pathname);
            expect(new URL(decoded.replaceAll("\\", "/"), origin).origin).toBe(origin);
          }
          // Checked twice, it is the same.
          expect(safeRedirectPath(out, "/fallback")).toBe(out);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

describe("signInPath", () => {
  it("keeps the page to come back to, encoded", () => {
    expect(signInPath("/favorites?x=1")).toBe("/auth?redirectTo=%2Ffavorites%3Fx%3D1");
  });
  it("leaves the home page out", () => {
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("/", { tab: "registro" })).toBe("/auth?tab=registro");
  });
  it("never carries an unsafe target", () => {
    expect(signInPath("/\t/evil.example")).toBe("/auth");
  });
});
