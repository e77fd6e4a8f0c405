import { expect, test } from "./fixtures.ts";

const isDark = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.classList.contains("dark"));

test.describe("theme", () => {
  test("the toggle cycles claro → oscuro → sistema and is stored under theme-preference", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/categories");
    // Under 1024px the toggle is in "Menú", with its name.
    const menu = page.locator("header [data-header-menu]");
    if (await menu.isVisible()) await menu.locator("summary").click();
    const toggle = page.getByRole("button", { name: /^Tema: / });
    await expect(toggle).toHaveAttribute("aria-label", /^Tema: Sistema/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-label", /^Tema: Claro/);
    expect(await page.evaluate(() => localStorage.getItem("theme-preference"))).toBe("light");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-label", /^Tema: Oscuro/);
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
  });

  test("no flash: a stored dark theme is applied before the app hydrates", { tag: "@one-size" }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.addInitScript(() => localStorage.setItem("theme-preference", "dark"));
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    expect(await isDark(page)).toBe(true);
  });

  test("system follows the device setting live; invalid values count as system", { tag: "@one-size" }, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("theme-preference", "purple"));
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test("a change in one tab reaches the other", { tag: "@one-size" }, async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({ colorScheme: "light" });
    await second.emulateMedia({ colorScheme: "light" });
    await first.goto("/categories");
    await second.goto("/categories");
    await first.evaluate(() => localStorage.setItem("theme-preference", "light"));
    const toggle = first.getByRole("button", { name: /^Tema: / });
    while (!(await toggle.getAttribute("aria-label"))?.startsWith("Tema: Oscuro")) await toggle.click();
    await expect.poll(() => isDark(second)).toBe(true);
  });
});
