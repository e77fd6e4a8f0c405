/** What crawlers and monitors read, through the real server: the sitemap, robots.txt, /healthz, server-rendered HTML. */
import { describe, expect, it } from "vitest";
import { setupRealServer } from "#tests/setup/real-server.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";

setupTestDatabase();
const server = setupRealServer();
const get = (path: string) => fetch(server() + path);

describe("for crawlers and monitors", () => {
  it("sitemap.xml lists businesses, offers and published articles; robots.txt points at it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(200);
    expect(xml).toContain("/ofertas</loc>");
    expect(xml).toContain("/ofertas?tab=bancos&amp;bank=galicia</loc>");
    expect((xml.match(/\/magazine\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(12);
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /admin");
  });

  it("healthz reports the database", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  it("public pages are server-rendered HTML", async () => {
    const html = await (await get("/")).text();
    expect(html).toContain("Descubrí Villa María y Villa Nueva");
    expect(html).toContain("Comercios Destacados");
  });
});
