/**
 * The admin's catalog: a category moved with the keyboard ("Bajar") is in its new place on
 * /categories; a bank promotion created in the admin is on /ofertas; the category tree fits a
 * phone and a desktop, accessible and uncovered.
 */
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test.describe("admin catalog", () => {
  test("reorders a category with the keyboard and /categories shows the new order @one-size", async ({ page }) => {
    await signIn(page, DEMO.admin, "/admin/categories");
    const roots = page.getByRole("list", { name: "Categorías principales" }).locator(":scope > li > [data-category]");
    // Each row's "Editar {name}" link names its category.
    const nameOf = async (i: number) =>
      (
        (await roots
          .nth(i)
          .getByRole("link", { name: /^Editar / })
          .getAttribute("aria-label")) ?? ""
      ).slice("Editar ".length);
    const first = await nameOf(0);
    const second = await nameOf(1);
    const down = page.getByRole("button", { name: `Bajar ${first}`, exact: true });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Orden guardado")).toBeVisible();
    await expect(roots.nth(0)).toContainText(second);
    await expect(roots.nth(1)).toContainText(first);

    await page.goto("/categories");
    const headings = page.locator("main section h2");
    await expect(headings.nth(0)).toContainText(second);
    await expect(headings.nth(1)).toContainText(first);
  });

  test("creates a bank promotion and it is on /ofertas @one-size", async ({ page }) => {
    const title = `Jueves de prueba ${Date.now().toString(36)}`;
    await signIn(page, DEMO.admin, "/admin/promotions/bancarias/nueva");
    await expect(page.getByRole("heading", { level: 1, name: "Nueva promoción bancaria" })).toBeVisible();
    await page.getByLabel("Banco").selectOption({ label: "Banco Nación" });
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Beneficio").fill("20% de reintegro");
    await page.getByLabel("Crédito").check();
    await page.getByLabel("Destacada en Ofertas").check();
    await page.getByRole("button", { name: "Crear promoción" }).click();
    await expect(page).toHaveURL(/\/admin\/promotions\/bancarias$/);
    await expect(page.getByText("Promoción bancaria creada")).toBeVisible();
    await page.goto(`/admin/promotions/bancarias?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();

    await page.goto("/ofertas?tab=bancos&bank=nacion");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  });

  test("the category tree fits the screen, accessible and uncovered", async ({ page }) => {
    // axe over the whole tree (some 60 rows with their forms) takes a while on a busy machine.
    test.setTimeout(120_000);
    await signIn(page, DEMO.admin, "/admin/categories");
    const h1 = page.getByRole("heading", { level: 1, name: "Categorías" });
    await expect(h1).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectUncovered(page, { h1, cta: page.getByRole("link", { name: "Nueva categoría" }) });
    await expectAccessible(page);
    await page.goto("/admin/categories?editar=1#category-form");
    await expect(page.getByRole("heading", { level: 2, name: /^Editar / })).toBeVisible();
    await expectAccessible(page);
  });
});
