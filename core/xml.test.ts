import { describe, expect, it } from "vitest";
import { xmlEscape } from "./xml.ts";

describe("xmlEscape", () => {
  it("xmlEscape drops characters XML forbids and lone surrogates", () => {
    expect(xmlEscape("a\u0001b\uffffc\ud800d\t\n")).toBe("abcd\t\n");
    expect(xmlEscape("😀")).toBe("😀");
  });

  it("escapes the five entities, apostrophe as a numeric reference e-mail clients read", () => {
    expect(xmlEscape(`<a href="x">Tom's & co</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; co&lt;/a&gt;");
  });
});
