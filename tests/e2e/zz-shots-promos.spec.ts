import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, isPhone } from "./helpers.ts";

test("screenshots of the owner's promotion and review screens", async ({ page }) => {
  test.setTimeout(240_000);
  const size = isPhone(page) ? "phone" : "desktop";
  await signIn(page, DEMO.owner, "/mi-comercio");
  const card = page.locator("main article[data-business-uuid]").first();
  const uuid = (await card.getAttribute("data-business-uuid"))!;
  const shot = async (name: string) => page.screenshot({ path: `/tmp/promos-${name}-${size}.png`, fullPage: true });
  for (const [name, path] of [
    ["list", `/mi-comercio/${uuid}/promociones`],
    ["list-scheduled", `/mi-comercio/${uuid}/promociones?estado=programadas`],
    ["list-ended", `/mi-comercio/${uuid}/promociones?estado=terminadas`],
    ["new", `/mi-comercio/${uuid}/promociones/nueva`],
    ["reviews", `/mi-comercio/${uuid}/resenas`],
    ["reviews-unanswered", `/mi-comercio/${uuid}/resenas?estado=sin-responder`],
    ["notifications", "/mi-comercio/notificaciones"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shot(name);
  }
  await page.goto(`/mi-comercio/${uuid}/promociones`);
  await page.getByRole("link", { name: "Editar" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar promoción" })).toBeVisible();
  await shot("edit");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/mi-comercio/${uuid}/promociones/nueva`);
  await page.getByLabel("Título").fill("Vista previa oscura");
  await page.getByLabel("Beneficio").fill("25% OFF");
  await shot("new-dark");
  await page.goto("/ofertas");
  await shot("ofertas-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/ofertas");
  await shot("ofertas");
});
