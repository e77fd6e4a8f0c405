import { expect, test } from "./fixtures.ts";
import { DEMO, expectAccessible, signInAs } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test.describe("admin: search index", () => {
  test("a no-results search gets a synonym from /admin/busqueda and then finds businesses", {
    tag: "@one-size",
  }, async ({ page }) => {
    // The demo data: several people searched "guarderia canina" this week and found nothing.
    await page.goto("/search?q=guarderia%20canina");
    await expect(page.getByRole("heading", { name: "No encontramos comercios" })).toBeVisible();

    await signInAs(page, DEMO.admin, undefined, "/admin/busqueda");
    await expect(page).toHaveURL(/\/admin\/busqueda$/);
    // Again, without the sign-in toast over the heading.
    await page.goto("/admin/busqueda");
    const heading = page.getByRole("heading", { level: 1, name: "Índice de búsqueda" });
    await expectUncovered(page, { h1: heading, cta: page.getByRole("button", { name: "Reconstruir índice" }) });
    await expectAccessible(page);
    // The search above made this server read its copy of the index; the page says what it holds.
    await expect(page.locator("#index-memory")).toContainText(
      /Este servidor busca en una copia en memoria de \d+ documentos/,
    );

    const row = page.locator('[data-testid="no-results"] li[data-query="guarderia canina"]');
    await expect(row).toContainText("personas");
    await row.getByRole("link", { name: "Agregar sinónimo para guarderia canina" }).click();
    await expect(page).toHaveURL(/nuevo=guarderia%20canina/);

    const form = page.locator("#sinonimo-form");
    await expect(form.getByLabel("Término", { exact: true })).toHaveValue("guarderia canina");
    await form.getByLabel("También busca").fill("veterinaria");
    await form.getByLabel(/En los dos sentidos/).uncheck();
    await form.getByRole("button", { name: "Agregar sinónimo", exact: true }).click();

    await expect(page.getByText("Sinónimo agregado")).toBeVisible();
    await expect(row.locator("[data-fixed]")).toContainText(/Arreglada: ahora encuentra \d+ resultados?/);
    await expect(page.locator('table[aria-label="Sinónimos"]')).toContainText("guarderia canina");

    // The public search finds it at once.
    await page.goto("/search?q=guarderia%20canina");
    await expect(page.locator("main p[role=status]")).toContainText(/\d+ comercios? encontrados?/);
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
  });
});
