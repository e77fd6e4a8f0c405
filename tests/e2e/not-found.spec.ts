import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";

test("unknown paths show the 404 page with status 404", async ({ page }) => {
  for (const path of ["/esto/no/existe", "/no-existe-este-comercio", "/business/abc%20def", "/business/999999"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "¡Oops! Página no encontrada" })).toBeVisible();
    await expect(page.getByText("La página que buscás no existe o fue movida.")).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});
