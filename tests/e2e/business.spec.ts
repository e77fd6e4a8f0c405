import { expect, test } from "./fixtures.ts";
import { expectAccessible, isPhone } from "./helpers.ts";

test.describe("business page", () => {
  test("from a card to the profile, with everything a visitor needs", async ({ page }, info) => {
    await page.goto("/search?sort=popular");
    const card = page.locator("main article").first();
    const name = (await card.locator("h3").textContent())!.trim();
    await card
      .getByRole("link", { name: new RegExp(`^Ver (perfil|más) de ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^(Abierto|Cerrado)$/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Horarios", exact: true })).toBeVisible();
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Reseñas", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ubicación", exact: true })).toBeVisible();
    // Canonical URL is the slug page, and JSON-LD describes a LocalBusiness.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(new URL(page.url()).pathname);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd["@type"]).toBe("LocalBusiness");
    expect(jsonLd.name).toBe(name);
    expect(jsonLd.address.addressLocality).toMatch(/Villa (María|Nueva)/);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath(`business-${isPhone(page) ? "phone" : "desktop"}.png`) });
  });

  test("/business/{id}, /business/{uuid} and /{slug} show the same business", async ({ page }) => {
    await page.goto("/business/1");
    const name = await page.getByRole("heading", { level: 1 }).textContent();
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    await page.goto(canonical.pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
    expect(jsonLd["@id"]).toBe(canonical.toString());
  });

  test("the Llamar button is a tel: link and directions open maps", async ({ page }) => {
    await page.goto("/business/1");
    const call = page.locator("main").getByRole("link", { name: "Llamar" }).first();
    await expect(call).toHaveAttribute("href", /^tel:\+?\d+$/);
    // The primary action is a filled button (a class-merge slip once made it white on white).
    await expect(call).toHaveCSS("color", "rgb(255, 255, 255)");
    expect(await call.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(255, 255, 255)");
    const directions = page.getByRole("link", { name: "Cómo llegar" }).first();
    await expect(directions).toHaveAttribute("href", /google\.com\/maps\/dir/);
    // The number itself is on the page too, for a person reading it off a computer's screen.
    const number = page
      .locator("main")
      .getByRole("link", { name: /^(0353|\+54)[\d\s-]+$/ })
      .first();
    await expect(number).toBeVisible();
    await expect(number).toHaveAttribute("href", (await call.getAttribute("href"))!);
  });

  test("a business open day and night says so in its week table", async ({ page }) => {
    await page.goto("/farmacia-del-puente");
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: /^Abierto 24 horas$/ })
        .first(),
    ).toBeVisible();
  });

  test("share copies the link when the Web Share API is missing", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // Chromium headless may expose navigator.share; force the fallback path.
      Object.defineProperty(navigator, "share", { value: undefined });
    });
    await page.goto("/business/1");
    await page
      .getByRole("button", { name: /^Compartir / })
      .first()
      .click();
    await expect(page.getByText("Enlace copiado")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[a-z0-9-]+$/);
  });

  test("favourite sends a signed-out visitor to /auth and back", async ({ page }) => {
    await page.goto("/business/1");
    await page.getByRole("button", { name: "Agregar a favoritos" }).first().click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fbusiness%2F1$/);
  });
});
