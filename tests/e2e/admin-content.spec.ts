/**
 * The admin's content screens in a browser: edit the terms and see them public; a banner and a
 * quick-access link on the home; the AI generator's draft opening in the editor (against the
 * stand-in Playwright starts on E2E_PORT + 5).
 */
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test("edit the terms page and see it public @one-size", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/content/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Términos y condiciones de uso" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Editar Términos/ })).toBeVisible();
  await expectUncovered(page, {
    h1: page.getByRole("heading", { level: 1 }),
    cta: page.getByRole("button", { name: "Guardar cambios" }),
  });
  const body = page.getByLabel("Texto", { exact: true });
  const stamp = `Cláusula e2e ${Date.now()}`;
  const original = await body.inputValue();
  await body.fill(`${original}\n\n## ${stamp}\n\nAgregada desde la administración.`);
  // The live preview follows the text (rendered by the server's renderer).
  await expect(page.getByRole("region", { name: "Vista previa" }).getByRole("heading", { name: stamp })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Página guardada")).toBeVisible();
  const editor = page.url();
  await page.goto("/terminos-y-condiciones");
  await expect(page.getByRole("heading", { level: 2, name: stamp })).toBeVisible();

  // Put the terms back as they were: other tests read them (their table of contents).
  await page.goto(editor);
  await body.fill(original);
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Página guardada")).toBeVisible();
});

test("a quick-access link made in the admin shows on the home, a banner on the search page", async ({ page }) => {
  // Two admin forms and two public pages at each size: about 50 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin, "/admin/content/quick-access");
  await expect(page.getByRole("heading", { level: 1, name: "Accesos rápidos" })).toBeVisible();
  await expectAccessible(page);
  const label = `Helados ${Date.now() % 10000}`;
  await page.getByLabel("Texto", { exact: true }).fill(label);
  await page.getByLabel("Ícono").selectOption("IceCreamCone");
  await page.getByLabel("Destino").fill("/search?q=helado");
  await page.getByRole("button", { name: "Crear acceso" }).click();
  await expect(page.getByText("Acceso creado")).toBeVisible();

  await page.goto("/admin/content/banners");
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  await expectAccessible(page);
  const title = `Banner e2e ${Date.now() % 10000}`;
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Enlace (opcional)").fill("/ofertas");
  // The search page has no seeded banners: the phone's and the desktop's runs fit in its first four.
  await page.getByLabel("Dónde se muestra").selectOption("search");
  await page.getByRole("button", { name: "Crear banner" }).click();
  await expect(page.getByText("Banner creado")).toBeVisible();

  await page.goto("/");
  const quick = page.getByRole("navigation", { name: "Accesos rápidos" });
  await expect(quick.getByRole("link", { name: label })).toHaveAttribute("href", "/search?q=helado");
  await expectAccessible(page);
  await page.goto("/search?q=helado");
  const banners = page.getByRole("region", { name: "Destacados" });
  await expect(banners.getByRole("link", { name: title })).toHaveAttribute("href", "/ofertas");
  await expectUncovered(page, { h1: page.getByRole("heading", { level: 1 }) });
});

test("the AI generator's draft opens in the editor @one-size", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/magazine/ai-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Generador de artículos" })).toBeVisible();
  await expectAccessible(page);
  await expectUncovered(page, {
    h1: page.getByRole("heading", { level: 1 }),
    cta: page.getByRole("button", { name: "Generar borrador" }),
  });
  await page.getByRole("textbox", { name: "Tema" }).fill("las mejores heladerías abiertas los domingos");
  await page.getByRole("button", { name: "Generar borrador" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar artículo" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Borrador", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Título")).toHaveValue(/heladerías abiertas los domingos/i);
  await expect(page.getByLabel("Texto del artículo")).toHaveValue(/\]\(\/[a-z0-9-]+\)/);
  // Without the one-shot toast (still fading in, it trips the contrast check): the editor itself.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Editar artículo" })).toBeVisible();
  await expectAccessible(page);
});
