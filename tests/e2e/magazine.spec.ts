import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";

// Several pages per test, each checked with axe: give them room on a busy machine.
test.describe.configure({ timeout: 60_000 });

const DATE = /\d{2}\/\d{2}\/\d{4}/;

const cards = (page: Page) => page.locator("main article");

test("the list shows published articles and leads to an article and back", async ({ page }) => {
  const response = await page.goto("/magazine");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Magazine" })).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  const first = cards(page).first();
  await expect(first.locator("img")).toHaveAttribute("src", /\/media\/demo\/cover\/.+\.svg$/);
  await expect(first.getByText(DATE)).toBeVisible();
  await expect(first.getByText(/^\d+ min de lectura$/)).toBeVisible();
  // Drafts never show.
  await expect(page.getByText("Entrenar en Villa María")).toHaveCount(0);
  await expectAccessible(page);

  const link = cards(page).nth(1).getByRole("link");
  const title = (await link.textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/magazine\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.locator("#articulo");
  await expect(article.getByText(DATE).first()).toBeVisible();
  await expect(article.getByText(/\d+ min de lectura/)).toBeVisible();
  await expect(article.getByRole("button", { name: `Compartir ${title}` })).toBeVisible();
  // The body is real rendered Markdown with linkable headings.
  await expect(article.locator("h2[id]").first()).toBeVisible();

  const related = page.getByRole("region", { name: "Seguí leyendo" }).getByRole("article");
  await expect(related).toHaveCount(3);
  await expect(related.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/magazine$/);
  await expect(cards(page)).toHaveCount(9);
});

test("internal links in an article navigate inside the app", async ({ page }) => {
  await page.goto("/magazine/los-mejores-cafes-para-trabajar-en-villa-maria");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator("#articulo").getByRole("link", { name: "promociones bancarias" }).click();
  await expect(page).toHaveURL(/\/ofertas\?tab=bancos$/);
  expect(await page.evaluate(() => "sameDocument" in window), "no full page load").toBe(true);
});

test("article, list and pricing stay accessible in dark mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const path of ["/magazine", "/magazine/los-mejores-cafes-para-trabajar-en-villa-maria", "/pricing"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  }
});

test("pagination moves through the pages and absurd pages still answer", { tag: "@one-size" }, async ({
  page,
  request,
}) => {
  await page.goto("/magazine");
  const firstPageTitles = await cards(page).getByRole("link").allTextContents();
  await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/magazine\?page=2$/);
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
  const secondPageTitles = await cards(page).getByRole("link").allTextContents();
  expect(secondPageTitles.length).toBeGreaterThanOrEqual(3);
  for (const title of secondPageTitles) expect(firstPageTitles).not.toContain(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/magazine\?page=2$/);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Anterior" }).click();
  await expect(page).toHaveURL(/\/magazine$/);

  for (const query of [
    "page=-1",
    "page=0",
    "page=abc",
    "page=999999",
    "page=1e9",
    "categoria=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ]) {
    const response = await request.get(`/magazine?${query}`);
    expect(response.status(), query).toBe(200);
    const html = await response.text();
    expect(html, query).not.toContain("<script>alert(1)");
    expect(html, query).toContain("min de lectura");
  }
  await page.goto("/magazine?page=999999");
  await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
});

test("the category filter keeps only that category", async ({ page }) => {
  await page.goto("/magazine");
  await page
    .getByRole("navigation", { name: "Categorías del magazine" })
    .getByRole("link", { name: /^Salud/ })
    .click();
  await expect(page).toHaveURL(/\/magazine\?categoria=salud$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Salud");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(cards(page).nth(i).getByText("Salud", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("unknown, draft and malformed slugs give the 404 page with status 404", { tag: "@one-size" }, async ({ page }) => {
  for (const path of [
    "/magazine/esta-nota-no-existe",
    "/magazine/entrenar-en-villa-maria-gimnasios-y-aire-libre",
    "/magazine/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "¡Oops! Página no encontrada" })).toBeVisible();
  }
  await expectAccessible(page);
});

test("article page has Open Graph article tags, JSON-LD and the feed link", { tag: "@one-size" }, async ({ page }) => {
  const slug = "guia-de-farmacias-de-turno";
  await page.goto(`/magazine/${slug}`);
  expect(await page.title()).toBe("Guía de farmacias de turno en Villa María y Villa Nueva | Vilma");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /farmacias|turno/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^http.*/magazine/${slug}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    new RegExp(`^http.*/media/demo/cover/${slug}\\.svg$`),
  );
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/magazine\/rss\.xml$/,
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Article",
    headline: "Guía de farmacias de turno en Villa María y Villa Nueva",
    author: { "@type": "Person", name: "Redacción Vilma" },
    publisher: { "@type": "Organization", name: "Vilma" },
    mainEntityOfPage: { "@id": expect.stringMatching(new RegExp(`/magazine/${slug}$`)) },
  });
  expect(Date.parse(jsonLd.datePublished)).not.toBeNaN();
  expect(Date.parse(jsonLd.dateModified)).toBeGreaterThanOrEqual(Date.parse(jsonLd.datePublished));
  expect(jsonLd.image[0]).toMatch(new RegExp(`/media/demo/cover/${slug}\\.svg$`));

  await page.goto("/magazine");
  expect(await page.title()).toBe("Magazine | Vilma");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/magazine$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
});

test("the share button copies the article's link when Web Share isn't there", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/magazine/guia-de-farmacias-de-turno");
  await page.getByRole("button", { name: /^Compartir Guía de farmacias/ }).click();
  await expect(page.getByText("Enlace copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/magazine\/guia-de-farmacias-de-turno$/);
});

test("the RSS feed is well-formed RSS 2.0 with the newest posts", { tag: "@one-size" }, async ({ page, request }) => {
  const response = await request.get("/magazine/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  await page.goto("/magazine");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const items = [...doc.querySelectorAll("channel > item")];
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      title: doc.querySelector("channel > title")?.textContent,
      language: doc.querySelector("channel > language")?.textContent,
      self: doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("rel"),
      items: items.map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        guid: item.querySelector("guid")?.textContent ?? "",
        permalink: item.querySelector("guid")?.getAttribute("isPermaLink"),
        pubDate: item.querySelector("pubDate")?.textContent ?? "",
        description: item.querySelector("description")?.textContent ?? "",
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: "rss", version: "2.0", title: "Vilma Magazine", language: "es-AR", self: "self" });
  expect(feed.items.length).toBeGreaterThanOrEqual(12);
  expect(feed.items.length).toBeLessThanOrEqual(20);
  const dates = feed.items.map((item) => Date.parse(item.pubDate));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  for (const item of feed.items) {
    expect(item.link).toMatch(/^http.*\/magazine\/[a-z0-9-]+$/);
    expect(item.guid).toBe(item.link);
    expect(item.permalink).toBe("true");
    expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(item.title.length).toBeGreaterThan(5);
    expect(item.description.length).toBeGreaterThan(20);
  }
  expect(feed.items.map((i) => i.title)).not.toContain("Entrenar en Villa María: gimnasios, pilates y aire libre");
  // The feed's first article opens.
  const firstPath = new URL(feed.items[0]?.link ?? "").pathname;
  expect((await request.get(firstPath)).status()).toBe(200);
});

test("the category chips scroll inside their bar; the page never gets wider than the screen", async ({ page }) => {
  await page.goto("/magazine");
  const viewport = page.viewportSize()?.width ?? 0;
  // The chips' screen-reader text once escaped the scrolling bar and widened phones to 537 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
});
