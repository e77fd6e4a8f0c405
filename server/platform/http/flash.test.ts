import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, flashCookie, flashMiddleware, getFlash, readFlash, redirectWithToast } from "./flash.ts";

const requestWithCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });
const pair = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash toasts", () => {
  it("round-trips a toast through its signed cookie", async () => {
    const setCookie = await flashCookie({
      type: "success",
      title: "Sesión cerrada",
      description: "Has cerrado sesión correctamente.",
    });
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=60/);
    const toast = await readFlash(requestWithCookie(`otra=1; ${pair(setCookie)}`));
    expect(toast).toMatchObject({
      type: "success",
      title: "Sesión cerrada",
      description: "Has cerrado sesión correctamente.",
    });
  });

  it("ignores a forged, tampered or broken cookie", async () => {
    expect(await readFlash(requestWithCookie(`${FLASH_COOKIE}=no-es-json`))).toBeNull();
    const forged = btoa(JSON.stringify({ toast: { id: "x", type: "error", title: "Tu cuenta fue bloqueada" } }));
    expect(await readFlash(requestWithCookie(`${FLASH_COOKIE}=${encodeURIComponent(forged)}`))).toBeNull();
    const genuine = pair(await flashCookie({ type: "info", title: "Hola" }));
    const [value, signature] = decodeURIComponent(genuine.slice(FLASH_COOKIE.length + 1)).split(".");
    const tampered = `${btoa(JSON.stringify({ toast: { id: "x", type: "info", title: "Otro" } }))}.${signature}`;
    expect(value).toBeTruthy();
    expect(await readFlash(requestWithCookie(`${FLASH_COOKIE}=${encodeURIComponent(tampered)}`))).toBeNull();
  });

  it("redirects with the toast and keeps other cookies", async () => {
    const response = await redirectWithToast(
      "/",
      { type: "info", title: "Hola" },
      { headers: { "set-cookie": "vilma.session_token=abc; Path=/" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("is cleared by the page that shows it, never by an API call on the way there", async () => {
    const cookie = pair(await flashCookie({ type: "success", title: "Sesión cerrada" }));
    const pass = async (takenByPage: boolean) => {
      const context = new RouterContextProvider();
      let shown: string | undefined;
      const response = await flashMiddleware(
        { request: requestWithCookie(cookie), context, params: {}, unstable_pattern: "/" } as never,
        async () => {
          if (takenByPage) shown = getFlash(context)?.title;
          return new Response("ok");
        },
      );
      return { shown, setCookies: (response as Response).headers.getSetCookie() };
    };
    // The bell's poll or a page view between the redirect and the page: the toast stays for the page.
    expect((await pass(false)).setCookies).toEqual([]);
    const page = await pass(true);
    expect(page.shown).toBe("Sesión cerrada");
    expect(page.setCookies).toHaveLength(1);
    expect(page.setCookies[0]).toMatch(new RegExp(`^${FLASH_COOKIE}=;`));
  });
});
