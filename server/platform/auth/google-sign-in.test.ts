import { describe, expect, it } from "vitest";
import { authLandingPath, googleSignInBody, parseGoogleSignInQuery } from "./google-sign-in.ts";

const query = (search: string) => parseGoogleSignInQuery(new URL(`http://localhost/auth/google${search}`));

describe("parseGoogleSignInQuery", () => {
  it("keeps a same-site target and the mode", () => {
    expect(query("?redirectTo=%2Fbusiness%2F12%3Ftab%3Dreviews&mode=signup")).toEqual({
      target: "/business/12?tab=reviews",
      mode: "signup",
    });
  });

  it("falls back to / and sign-in", () => {
    expect(query("")).toEqual({ target: "/", mode: "signin" });
    expect(query("?mode=whatever")).toEqual({ target: "/", mode: "signin" });
  });

  it("refuses other sites and oversized values", () => {
    for (const evil of ["https://evil.test", "//evil.test/x", "/\\evil.test", "javascript:alert(1)"]) {
      expect(query(`?redirectTo=${encodeURIComponent(evil)}`).target).toBe("/");
    }
    expect(query(`?redirectTo=/${"a".repeat(3000)}`).target).toBe("/");
  });
});

describe("authLandingPath", () => {
  it("comes back through /auth with the target encoded", () => {
    expect(authLandingPath("/")).toBe("/auth");
    expect(authLandingPath("/search?q=pizza&cat=2")).toBe("/auth?redirectTo=%2Fsearch%3Fq%3Dpizza%26cat%3D2");
    expect(authLandingPath("//evil.test")).toBe("/auth");
  });

  it("goes back to the sign-up tab when that is where the person started", () => {
    expect(authLandingPath("/favorites", "signup")).toBe("/auth?tab=registro&redirectTo=%2Ffavorites");
  });
});

describe("googleSignInBody", () => {
  it("asks Better Auth for the Google provider's URL, landing on /auth both ways", () => {
    expect(googleSignInBody({ target: "/favorites", mode: "signin" })).toEqual({
      provider: "google",
      callbackURL: "/auth?redirectTo=%2Ffavorites",
      newUserCallbackURL: "/auth?redirectTo=%2Ffavorites",
      errorCallbackURL: "/auth?redirectTo=%2Ffavorites",
      requestSignUp: false,
      disableRedirect: true,
    });
    expect(googleSignInBody({ target: "/", mode: "signup" })).toMatchObject({
      requestSignUp: true,
      errorCallbackURL: "/auth?tab=registro",
    });
  });
});
