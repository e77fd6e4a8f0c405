import { describe, expect, it } from "vitest";
import { flashCookie, readFlash, redirectWithToast } from "./flash.ts";

const requestWithCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

describe("flash toasts", () => {
  it("round-trips a toast through its cookie", () => {
    const setCookie = flashCookie({
      type: "success",
      title: "Sesión cerrada",
      description: "Has cerrado sesión correctamente.",
    });
    expect(setCookie).toMatch(/HttpOnly; SameSite=Lax; Max-Age=60$/);
    const toast = readFlash(requestWithCookie(`otra=1; ${setCookie.split(";")[0]}`));
    expect(toast).toMatchObject({
      type: "success",
      title: "Sesión cerrada",
      description: "Has cerrado sesión correctamente.",
    });
  });

  it("ignores a forged or broken cookie", () => {
    expect(readFlash(requestWithCookie("vilma_flash=no-es-json"))).toBeNull();
    const forged = Buffer.from(JSON.stringify({ type: "<script>", title: "x" })).toString("base64url");
    expect(readFlash(requestWithCookie(`vilma_flash=${forged}`))).toBeNull();
  });

  it("redirects with the toast and keeps other cookies", () => {
    const response = redirectWithToast(
      "/",
      { type: "info", title: "Hola" },
      { headers: { "set-cookie": "vilma.session_token=abc; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });
});
