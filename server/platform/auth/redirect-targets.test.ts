import { describe, expect, it } from "vitest";
import { checkRedirectTargets, REDIRECT_FIELDS } from "./redirect-targets.ts";

describe("checkRedirectTargets", () => {
  it.each(REDIRECT_FIELDS)("refuses another site in %s, however it is written", (field) => {
    for (const target of [
      "/.//evil.example/phish",
      "/auth/../..//evil.example",
      "\\\\evil.example",
      "/%2F%2Fevil.example",
      "//evil.example",
      "https://evil.example/",
      "http://localhost:3000/profile",
      "javascript:alert(1)",
    ]) {
      expect(checkRedirectTargets({ [field]: target }), target).toEqual({ refused: field });
    }
  });

  it("refuses a value that is not text", () => {
    expect(checkRedirectTargets({ callbackURL: ["/a"] })).toEqual({ refused: "callbackURL" });
  });

  it("passes this site's paths, resolved and encoded where they need it", () => {
    expect(checkRedirectTargets({ callbackURL: "/auth/confirmado", email: "a@b.c" })).toEqual({
      refused: null,
      changed: null,
    });
    expect(
      checkRedirectTargets({
        callbackURL: "/auth/confirmado?redirectTo=%2Fsearch%3Fq%3D%E2%82%AC",
        redirectTo: "/a/./b",
      }),
    ).toEqual({ refused: null, changed: { redirectTo: "/a/b" } });
    expect(checkRedirectTargets({ errorCallbackURL: "/search?q=€" })).toEqual({
      refused: null,
      changed: { errorCallbackURL: "/search?q=%E2%82%AC" },
    });
  });

  it("leaves absent and empty fields alone", () => {
    expect(checkRedirectTargets(undefined)).toEqual({ refused: null, changed: null });
    expect(checkRedirectTargets({ callbackURL: "", redirectTo: null })).toEqual({ refused: null, changed: null });
  });
});
