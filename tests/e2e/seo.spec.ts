import { expect, test } from "./fixtures.ts";

test("every public page has title, description, canonical and Open Graph tags", async ({ page }) => {
  for (const path of ["/", "/search?q=pizza", "/categories", "/business/1"]) {
    await page.goto(path);
    expect(await page.title(), path).toMatch(/Vilma/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
  }
});

test("sitemap.xml lists businesses and robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(200);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  expect(robots).toContain("Disallow: /admin");
});

test("healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

test("public pages are server-rendered HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("Descubrí Villa María y Villa Nueva");
  expect(html).toContain("Comercios Destacados");
});

test("sitemap.xml lists offers and published articles", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/ofertas</loc>");
  expect(xml).toContain("/ofertas?tab=bancos&amp;bank=galicia</loc>");
  expect((xml.match(/\/magazine\/[a-z0-9-]+<\/loc>/g) ?? []).length).toBeGreaterThanOrEqual(12);
});
