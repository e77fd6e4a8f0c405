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
