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
});

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
