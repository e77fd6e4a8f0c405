import { describe, expect, it } from "vitest";
import { signInPath } from "#core/urls.ts";
import { ADMIN_HOME, authTarget, confirmationCallbackURL, landingPath } from "./targets.ts";

describe("sign-in targets", () => {
  it("keeps same-site paths and refuses other sites and the auth pages themselves", () => {
    expect(authTarget("/favorites")).toBe("/favorites");
    expect(authTarget("/search?q=pizza")).toBe("/search?q=pizza");
    expect(authTarget(null)).toBe("/");
    expect(authTarget("https://malo.example.com")).toBe("/");
    expect(authTarget("//malo.example.com")).toBe("/");
    expect(authTarget("/auth")).toBe("/");
    expect(authTarget("/auth?tab=registro")).toBe("/");
    expect(authTarget("/auth/salir")).toBe("/");
    expect(authTarget("/api/auth/sign-out")).toBe("/");
    expect(authTarget("/authors")).toBe("/authors");
  });

  it("sends an admin with no target to the dashboard and everyone else to the target", () => {
    expect(landingPath({ isAdmin: true }, "/")).toBe(ADMIN_HOME);
    expect(landingPath({ isAdmin: true }, "/favorites")).toBe("/favorites");
    expect(landingPath({ isAdmin: false }, "/")).toBe("/");
  });

  it("builds the confirmation callback and the /auth link with the target", () => {
    expect(confirmationCallbackURL("/")).toBe("/auth/confirmado");
    expect(confirmationCallbackURL("/favorites?x=1")).toBe("/auth/confirmado?redirectTo=%2Ffavorites%3Fx%3D1");
    expect(signInPath("/")).toBe("/auth");
    expect(signInPath("/profile", { tab: "registro" })).toBe("/auth?tab=registro&redirectTo=%2Fprofile");
  });
});
