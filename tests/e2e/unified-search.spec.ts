import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test.describe("unified search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  const box = (page: import("@playwright/test").Page) => page.locator("#hero-search");

  test("opens only from 2 characters, groups results and links to all results", async ({ page }) => {
    // One character never shows results: the open list closes as soon as the query drops to one.
    const listbox = page.getByRole("listbox");
    await box(page).fill("fa");
    await expect(listbox).toBeVisible();
    await box(page).fill("f");
    await expect(listbox).toHaveCount(0);
    await box(page).fill("farm");
    await expect(listbox).toBeVisible();
    const businessOptions = listbox.getByRole("group", { name: "Comercios", exact: true }).getByRole("option");
    expect(await businessOptions.count()).toBeGreaterThan(0);
    expect(await businessOptions.count()).toBeLessThanOrEqual(5);
    const all = listbox.getByRole("option", { name: /^Ver todos los resultados \(\d+\)/ });
    await expect(all).toHaveAttribute("href", "/search?q=farm");
    await expectAccessible(page);
    // On a phone too the footer is on screen without scrolling the list, and says what "(n)" adds up;
    // /search counts the same businesses.
    await expectUncovered(page, { "Ver todos los resultados": all }, { scroll: false });
    const counts = page.locator("#hero-search-all-counts");
    const businesses = /Comercios: (\d+)/.exec((await counts.textContent()) ?? "")?.[1];
    expect(businesses).toBeDefined();
    await all.click();
    await expect(page.getByText(new RegExp(`^${businesses} comercios? encontrados?$`))).toBeVisible();
  });

  test("accent-insensitive and typo-tolerant", { tag: "@one-size" }, async ({ page }) => {
    await box(page).fill("cafe");
    await expect(page.getByRole("option").first()).toBeVisible();
    await box(page).fill("pizeria");
    await expect(page.getByRole("option").first()).toContainText(/pizz/i);
  });

  test("empty result text, clear button and Escape", async ({ page }) => {
    await box(page).fill("xqzwv");
    await expect(page.locator("p", { hasText: "No se encontraron resultados para" })).toContainText("xqzwv");
    await page.keyboard.press("Escape");
    await expect(page.locator("p", { hasText: "No se encontraron resultados para" })).toBeHidden();
    await page.getByRole("button", { name: "Borrar búsqueda" }).first().click();
    await expect(box(page)).toHaveValue("");
  });

  test("keyboard: arrows and Enter open a business at /{slug}, saying which search led there", {
    tag: "@one-size",
  }, async ({ page }) => {
    await box(page).fill("farmacia");
    await expect(page.getByRole("option").first()).toBeVisible();
    await box(page).press("ArrowDown");
    await expect(box(page)).toHaveAttribute("aria-activedescendant", /.+/);
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/[a-z0-9-]+\?q=farmacia$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe("/");
  });

  test("Enter with nothing selected goes to the search page", { tag: "@one-size" }, async ({ page }) => {
    await box(page).fill("pizza");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=pizza/);
  });

  test("a bank promotion goes to the bank tab of /ofertas", { tag: "@one-size" }, async ({ page }) => {
    await box(page).fill("galicia");
    const bankOption = page.getByRole("group", { name: "Promociones Bancarias" }).getByRole("option").first();
    await expect(bankOption).toBeVisible();
    await bankOption.click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos&bank=galicia$/);
  });

  test("clicking outside closes it", async ({ page }) => {
    await box(page).fill("farm");
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.locator("h1").click();
    await expect(page.getByRole("listbox")).toBeHidden();
  });

  test("hostile input is shown as text, never markup", { tag: "@one-size" }, async ({ page }) => {
    await box(page).fill('<img src=x onerror="window.__pwned=1">');
    await expect(page.locator("p", { hasText: "No se encontraron resultados para" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
