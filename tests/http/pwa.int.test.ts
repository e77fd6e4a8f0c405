/**
 * Installable and offline, through the real server on the production build: the worker and the
 * manifest are served as browsers need them, and the CSP lets them load.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { areaOnlyAssetsOfBuild } from "#tooling/area-only-assets.ts";

setupTestDatabase();

const server = setupRealServer();

describe("PWA", () => {
  it("serves /sw.js unchanged-checked on every visit, with the precache list injected", async () => {
    const response = await fetch(`${server()}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const source = await response.text();
    // Booleans: a failure must not print 40 KB of minified worker.
    expect(source.includes("__WB_MANIFEST"), "precache list injected").toBe(false);
    expect(/"assets\/entry\.client-[\w-]+\.js"/.test(source.replaceAll('\\"', '"')), "entry precached").toBe(true);
    expect(source.includes("stats-charts-"), "owner charts left out").toBe(false);
    // The admin and owner screens are not stored on every phone (tooling/area-only-assets.ts).
    const areaOnly = areaOnlyAssetsOfBuild(path.resolve("build/server"));
    expect(areaOnly.length, "admin and owner files found").toBeGreaterThan(50);
    expect(areaOnly.filter((file) => source.includes(file.slice(1)))).toEqual([]);
  });

  it("serves the web manifest: Vilma, in Spanish, standalone, icons 192/512/maskable, shortcuts", async () => {
    const response = await fetch(`${server()}/manifest.webmanifest`);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: "Vilma", lang: "es-AR", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/search", "/ofertas"]);
    for (const icon of [...manifest.icons, { src: "/icons/apple-touch-icon.png" }]) {
      const png = await fetch(server() + icon.src);
      expect(png.headers.get("content-type"), icon.src).toBe("image/png");
    }
  });

  it("links the manifest, the Apple icon and a light and dark theme colour from every page", async () => {
    const response = await fetch(`${server()}/`, { headers: { accept: "text/html" } });
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    const html = await response.text();
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
  });
});
