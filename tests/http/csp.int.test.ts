/**
 * The production Content-Security-Policy, through the real server (server.ts on the production
 * build): a fresh nonce per request on every inline script and <style>, also on the micro-cached
 * pages, and no style="" attribute in the HTML (no nonce can allow one).
 */
import { describe, expect, it } from "vitest";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();

const server = setupRealServer();

async function page(path: string) {
  const response = await fetch(server() + path, { headers: { accept: "text/html" } });
  const policy = response.headers.get("content-security-policy") ?? "";
  const html = await response.text();
  const headerNonce = /'nonce-([A-Za-z0-9_-]+)'/.exec(policy)?.[1];
  const htmlNonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
  const styleElements = [...html.matchAll(/<style([^>]*)>/g)];
  return { policy, headerNonce, htmlNonces, inlineScripts, styleElements, html };
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from this origin or with the request's nonce", async () => {
    const { policy } = await page("/search?q=pizza");
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9_-]{22}'$/);
    expect(policy).not.toContain("unsafe-inline'; script");
    // No stylesheet from another host (Helmet's default allowed any https: one), and no inline style
    // without the request's nonce.
    const styleSrc = /style-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(styleSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9_-]{22}'$/);
    expect(styleSrc).toBe(scriptSrc);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it.each(["/", "/categories", "/search?q=pizza", "/auth"])(
    "every inline script on %s carries the header's nonce",
    async (path) => {
      const { headerNonce, htmlNonces, inlineScripts } = await page(path);
      expect(headerNonce).toBeTruthy();
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${headerNonce}"`);
      expect([...htmlNonces]).toEqual([headerNonce]);
    },
  );

  it.each(["/", "/categories", "/ofertas?tab=bancos", "/search?q=pizza", "/pizzeria-napoli", "/auth"])(
    "%s: every <style> carries the header's nonce, and no element has a style attribute",
    async (path) => {
      const { headerNonce, styleElements, html } = await page(path);
      expect(styleElements.length).toBeGreaterThan(0);
      for (const [, attributes] of styleElements) expect(attributes).toContain(`nonce="${headerNonce}"`);
      expect(html).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    },
  );

  it.each(["/", "/ofertas", "/ofertas?tab=bancos"])(
    "gives the cached page %s a new nonce on every visit",
    async (path) => {
      const first = await page(path);
      const second = await page(path);
      expect(first.headerNonce).not.toBe(second.headerNonce);
      expect([...second.htmlNonces]).toEqual([second.headerNonce]);
    },
  );

  it("never takes a nonce from the client", async () => {
    const response = await fetch(`${server()}/`, { headers: { "x-vilma-csp-nonce": "elegido-por-mi" } });
    expect(await response.text()).not.toContain("elegido-por-mi");
  });
});

describe("Content-Security-Policy with analytics", () => {
  async function policyWith(ids: string) {
    const response = await fetch(`${server()}/search?q=pizza`, {
      headers: { accept: "text/html", cookie: `vilma_test_analytics=${encodeURIComponent(ids)}` },
    });
    await response.text();
    return response.headers.get("content-security-policy") ?? "";
  }

  it("names a tool's hosts only when its id is set", async () => {
    const google = await policyWith("ga=G-ABCD1234");
    expect(/script-src ([^;]*)/.exec(google)?.[1]).toMatch(
      /^'self' 'nonce-[A-Za-z0-9_-]{22}' https:\/\/www\.googletagmanager\.com$/,
    );
    expect(/connect-src ([^;]*)/.exec(google)?.[1]).toContain("https://*.google-analytics.com");
    expect(google).not.toContain("facebook");

    const pixel = await policyWith("fb=1234567890");
    expect(/script-src ([^;]*)/.exec(pixel)?.[1]).toContain("https://connect.facebook.net");
    expect(/img-src ([^;]*)/.exec(pixel)?.[1]).toContain("https://www.facebook.com");
    expect(pixel).not.toContain("google-analytics");

    const malformed = await policyWith("ga=G-<script>&gtm=evil.example");
    expect(malformed).not.toContain("googletagmanager");
  });
});
