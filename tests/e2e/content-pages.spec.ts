import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";

// Several pages per test, each checked with axe: give them room on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The heading is on screen and not hidden under the sticky 64px header. */
async function expectJumpedTo(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => (await heading.boundingBox())?.y ?? -1, { message: "heading below the sticky header" })
    .toBeGreaterThanOrEqual(64);
}

test("terms: last update, a table of contents and jumping to a section", async ({ page }) => {
  const response = await page.goto("/terminos-y-condiciones");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones de uso" })).toBeVisible();
  await expect(page.getByText(/^Última actualización: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  const toc = page.getByRole("navigation", { name: "En esta página" });
  await expect(toc.getByRole("link")).toHaveCount(12);
  await expect(toc.getByRole("link").first()).toHaveText("1. Qué es Vilma");
  await expectAccessible(page);

  await toc.getByRole("link", { name: "11. Ley aplicable y jurisdicción" }).click();
  await expectJumpedTo(page, "11-ley-aplicable-y-jurisdiccion");
  await expect(page.getByRole("heading", { level: 2, name: "11. Ley aplicable y jurisdicción" })).toBeInViewport();

  // A shared link with the section's anchor lands there too.
  await page.goto("/terminos-y-condiciones#6-planes-para-comercios");
  await expectJumpedTo(page, "6-planes-para-comercios");

  expect(await page.title()).toBe("Términos y condiciones de uso | Vilma");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Estos términos regulan/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http.*\/terminos-y-condiciones$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);
});

test("privacy: table of contents, jumping to a section and the law it follows", async ({ page }) => {
  const response = await page.goto("/privacidad");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
  await expect(page.getByText(/^Última actualización: \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText("Ley 25.326 de Protección de Datos Personales")).toBeVisible();
  const toc = page.getByRole("navigation", { name: "En esta página" });
  await expect(toc.getByRole("link")).toHaveCount(10);
  await expectAccessible(page);

  await toc.getByRole("link", { name: "Tus derechos" }).click();
  await expectJumpedTo(page, "tus-derechos");

  expect(await page.title()).toBe("Política de privacidad | Vilma");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http.*\/privacidad$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Política de privacidad | Vilma");
});

test("pricing shows the plans by position, the highlighted one, and sends visitors to sign in and join", async ({
  page,
}) => {
  const response = await page.goto("/pricing");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Planes para tu comercio" })).toBeVisible();
  const plans = page.getByRole("list", { name: "Planes" }).getByRole("article");
  await expect(plans).toHaveCount(3);
  await expect(plans.getByRole("heading", { level: 2 })).toHaveText(["Básico", "Destacado", "Premium"]);

  const basico = page.getByRole("article", { name: "Básico" });
  await expect(basico.getByText("Gratis", { exact: true })).toBeVisible();
  const destacado = page.getByRole("article", { name: "Destacado" });
  await expect(destacado.getByText(/^\$\s18\.000$/)).toBeVisible();
  await expect(destacado.getByText("/mes")).toBeVisible();
  await expect(destacado.getByText("Más elegido")).toBeVisible();
  await expect(page.getByText("Más elegido")).toHaveCount(1);
  await expect(page.getByRole("article", { name: "Premium" }).getByText(/^\$\s35\.000$/)).toBeVisible();
  // The badge and the places each plan shows come from the rule the pages read (core/plan-perks.ts).
  await expect(destacado.getByRole("list", { name: "Qué incluye Destacado" }).getByRole("listitem")).toHaveText([
    "Todo lo del plan Básico",
    "Insignia «Destacado» en tu ficha y en tu tarjeta",
    "Prioridad en los resultados de búsqueda y de tu categoría",
  ]);
  const premium = page.getByRole("article", { name: "Premium" }).getByRole("list", { name: "Qué incluye Premium" });
  await expect(premium).toContainText("Insignia «Premium»");
  await expect(premium).toContainText("Aparecés en Comercios Destacados de la página de inicio");
  await expect(destacado).not.toContainText("Comercios Destacados");

  for (const name of ["Empezar gratis", "Elegir Destacado", "Elegir Premium"]) {
    // Claiming or registering a business comes first; owners go straight to their plan (owner-billing.spec.ts).
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/auth?redirectTo=%2Fmi-comercio%2Fnuevo");
  }

  // The FAQ answers open on demand.
  const cancel = page.getByText("¿Puedo cancelar cuando quiera?");
  await cancel.click();
  await expect(page.getByText(/No hay permanencia mínima/)).toBeVisible();
  await expectAccessible(page);

  expect(await page.title()).toBe("Planes para comercios | Vilma");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http.*\/pricing$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http/);

  await page.getByRole("link", { name: "Elegir Destacado" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fmi-comercio%2Fnuevo$/);
});
