import { expect, hydrated, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test.describe("admin: businesses", () => {
  test("create a business, find it in the list, activate it and open its public page @one-size", async ({ page }) => {
    const name = `Heladería Prueba ${Math.random().toString(36).slice(2, 7)}`;
    await signIn(page, DEMO.admin, `/admin/businesses/new?name=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo comercio" })).toBeVisible();
    await expect(page.getByLabel("Nombre del comercio")).toHaveValue(name);
    await expectAccessible(page);
    await expectUncovered(page, {
      h1: page.getByRole("heading", { level: 1 }),
      cta: page.getByRole("button", { name: "Crear comercio" }),
    });

    // A wrong value is refused under its field, and nothing is created.
    await page.getByLabel("Categoría").selectOption({ index: 1 });
    await page.getByLabel("Teléfono").fill("12");
    await page.getByRole("button", { name: "Crear comercio" }).click();
    await expect(page.getByText("Ingresá un teléfono argentino con código de área")).toBeVisible();

    await page.getByLabel("Teléfono").fill("0353 452-1234");
    await page.getByLabel("Dirección", { exact: true }).fill("Bv. España 1234");
    await page.getByLabel("Latitud (opcional)").fill("-32,4101");
    await page.getByLabel("Longitud (opcional)").fill("-63,2402");
    await page.getByRole("button", { name: "Crear comercio" }).click();
    await expect(page).toHaveURL(/\/admin\/businesses\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("[data-status=pending]").first()).toBeVisible();

    // Its history says who created it.
    await page.getByRole("link", { name: "Historial" }).click();
    await expect(page.getByText("Creó el comercio")).toBeVisible();

    // In the list, not public yet; activate it from the bulk bar.
    await page.goto(`/admin/businesses?q=${encodeURIComponent(name)}`);
    const table = page.locator("[data-data-table]");
    await expect(table.getByRole("link", { name, exact: true }).first()).toBeVisible();
    await expect(table.getByText("No público").first()).toBeVisible();
    await table
      .getByRole("checkbox", { name: `Seleccionar ${name}` })
      .first()
      .check();
    await page.locator("[data-bulk-bar]").getByRole("button", { name: "Activar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "¿Activar 1 comercio?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Activar", exact: true }).click();
    await expect(table.locator("[data-status=active]").first()).toBeVisible();

    await table
      .getByRole("link", { name: `Ver página de ${name}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // Hiding it needs a reason, asked in the dialog itself: it cannot be confirmed empty.
    await page.goto(`/admin/businesses?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("1 comercio coincide con la búsqueda y los filtros.")).toBeVisible();
    await table
      .getByRole("checkbox", { name: `Seleccionar ${name}` })
      .first()
      .check();
    await page.locator("[data-bulk-bar]").getByRole("button", { name: "Suspender", exact: true }).click();
    const suspend = page.getByRole("dialog", { name: "¿Suspender 1 comercio?" });
    await expect(suspend.getByLabel("Motivo")).toBeFocused();
    await suspend.getByRole("button", { name: "Suspender", exact: true }).click();
    await expect(suspend).toBeVisible();
    await suspend.getByLabel("Motivo").fill("Cerró por reformas.");
    await suspend.getByRole("button", { name: "Suspender", exact: true }).click();
    await expect(table.locator("[data-status=suspended]").first()).toBeVisible();
  });

  test("the list fits the screen and nothing covers its heading or its main button", async ({ page }) => {
    test.slow(); // two full admin pages, each checked by axe: 24 s alone on a phone, over 30 s in the suite
    await signIn(page, DEMO.admin, "/admin/businesses?status=active");
    const h1 = page.getByRole("heading", { level: 1, name: "Comercios" });
    await expect(h1).toBeVisible();
    await hydrated(page);
    await expectUncovered(page, { h1, cta: page.getByRole("link", { name: "Nuevo comercio" }) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.goto("/admin/businesses/special-hours?category=farmacias");
    await expect(page.getByRole("heading", { level: 1, name: "Horarios especiales" })).toBeVisible();
    await expect(page.locator("[data-matches]")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
