import { describe, expect, it } from "vitest";
import { colorRules, cssHexColor } from "./color-rules.ts";

describe("cssHexColor", () => {
  it.each([
    ["#2563eb", "#2563eb"],
    ["#1E3A8A", "#1e3a8a"],
    ["#abc", "#abc"],
    [" #abcdef ", "#abcdef"],
  ])("%s → %s", (value, color) => {
    expect(cssHexColor(value)).toBe(color);
  });

  it.each([
    "red",
    "red;}body{display:none",
    "#2563eb;}body{display:none",
    "#2563eb}</style><script>alert(1)</script>",
    "</style>",
    "url(https://example.com/x.png)",
    "#2563eb url(x)",
    "#12345",
    "#1234567",
    "#ggg",
    "rgb(0,0,0)",
    "var(--x)",
    "#abc\n}",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(cssHexColor(value)).toBeNull();
  });
});

describe("colorRules", () => {
  it("writes one rule per key, for the attribute given", () => {
    expect(
      colorRules("data-category-color", [
        { key: 12, color: "#EA580C" },
        { key: "7", color: "#abc" },
      ]),
    ).toBe('[data-category-color="12"]{background-color:#ea580c}[data-category-color="7"]{background-color:#abc}');
  });

  it("counts a repeated key once (several promotions of one bank)", () => {
    expect(
      colorRules("data-bank-color", [
        { key: 3, color: "#1e3a8a" },
        { key: 3, color: "#1e3a8a" },
      ]),
    ).toBe('[data-bank-color="3"]{background-color:#1e3a8a}');
  });

  it("leaves out a row whose colour could escape the rule or the <style> element", () => {
    const css = colorRules("data-category-color", [
      { key: 1, color: "red;}body{display:none" },
      { key: 2, color: "url(https://example.com/x.png)" },
      { key: 3, color: "</style><script>alert(1)</script>" },
      { key: 4, color: "#123456" },
    ]);
    expect(css).toBe('[data-category-color="4"]{background-color:#123456}');
  });

  it("leaves out a key that is not a plain id", () => {
    expect(colorRules("data-bank-color", [{ key: '1"],body{x:y}[a="', color: "#123456" }])).toBe("");
    expect(colorRules("data-bank-color", [{ key: "</style>", color: "#123456" }])).toBe("");
  });

  it("is empty when no row has a valid colour", () => {
    expect(colorRules("data-bank-color", [])).toBe("");
    expect(colorRules("data-bank-color", [{ key: 1, color: "" }])).toBe("");
  });

  it("refuses an attribute that is not a plain data-…-color name", () => {
    expect(() => colorRules('data-x"]{}-color' as "data-x-color", [])).toThrow();
  });
});
