import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./guards.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/favorites", "/favorites"],
    ["/search?q=pizza", "/search?q=pizza"],
    [null, "/"],
    ["", "/"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
