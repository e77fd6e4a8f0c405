import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The suite's CSP watcher itself: a script the page runs without the request's nonce is refused by
 * the browser, and the fixture fails the test that saw it (expected here, so this test passes only
 * when the watcher works).
 */
test.fail("an inline script without the nonce is refused, and fails the test that saw it", async ({ page }) => {
  await page.goto("/");
  const reported = page.waitForEvent("console", (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'yes'";
    document.body.append(script);
  });
  await reported;
  await expect(page.locator("body")).not.toHaveAttribute("data-injected", "yes");
});

test.fail("a <style> without the nonce is refused, and fails the test that saw it", async ({ page }) => {
  await page.goto("/");
  const reported = page.waitForEvent("console", (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = "body { outline: 7px solid rgb(1, 2, 3); }";
    document.head.append(style);
  });
  await reported;
  await expect(page.locator("body")).not.toHaveCSS("outline-color", "rgb(1, 2, 3)");
});

/** The distinct background colours of the elements `selector` finds. */
async function backgrounds(page: Page, selector: string): Promise<Set<string>> {
  const colors = await page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  return new Set(colors);
}

test("admin-chosen colours reach the page by the nonce'd <style>, also after a client-side navigation", async ({
  page,
}) => {
  // Server-rendered: each category on the home page has its own colour (the fallback would be one).
  await page.goto("/");
  expect((await backgrounds(page, "main [data-category-color]")).size).toBeGreaterThan(3);

  // After a client-side navigation: React changes the text of the page's <style>, parsed with the nonce.
  await page.goto("/ofertas");
  await page
    .getByRole("navigation", { name: "Tipo de promoción" })
    .getByRole("link", { name: "Promociones bancarias", exact: true })
    .click();
  await expect(page).toHaveURL(/\/ofertas\?tab=bancos$/);
  await expect(page.locator("main [data-bank-color]").first()).toBeVisible();
  expect((await backgrounds(page, "main [data-bank-color]")).size).toBeGreaterThan(1);
});
