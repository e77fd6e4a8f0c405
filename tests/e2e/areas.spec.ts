import type { Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "#app/components/admin/admin-sections.ts";
import { expect, hydrated, signIn as signInDirectly, test } from "./fixtures.ts";
import { closeToasts, DEMO, DEMO_PASSWORD, expectAccessible, expectSignedIn, isPhone } from "./helpers.ts";

/** Signs in through the real /auth form and waits to land where the app sends this person. */
async function signIn(page: Page, email: string, redirectTo: string | null, landing: RegExp) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await expect(page).toHaveURL(landing);
}

/** "yyyy-MM-dd" in Buenos Aires, `days` from now. */
function buenosAiresDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** Nothing makes the page wider than the screen (a 390 px phone scrolls only down). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Where the list is and how it is sorted, from the page's URL. */
function listState(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, sort: url.searchParams.get("sort"), dir: url.searchParams.get("dir") };
}

async function statValue(page: Page, id: string): Promise<number> {
  return Number(await page.locator(`[data-stat="${id}"] dd[data-value]`).getAttribute("data-value"));
}

test.describe("admin area", () => {
  test("an admin lands on the dashboard with real counts and can use the menu", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.admin, null, /\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const id of ["businesses-active", "users", "active-promotions", "active-bank-promotions", "recent-reviews"]) {
      expect(await statValue(page, id), id).toBeGreaterThan(0);
    }
    expect(await statValue(page, "businesses-pending")).toBeGreaterThan(0);
    // Each figure leads to its list (the businesses list, filtered by the status).
    await expect(page.locator('[data-stat="businesses-pending"] a')).toHaveAttribute(
      "href",
      "/admin/businesses?status=pending",
    );
    await expectNoSideScroll(page);

    const nav = page.getByRole("navigation", { name: "Secciones de administración" });
    if (isPhone(page)) {
      await expect(nav).toBeHidden();
      await page.getByText("Menú", { exact: true }).click();
    }
    await expect(nav).toBeVisible();
    // Every screen of the area is in the menu, and nothing else.
    for (const section of ADMIN_SECTIONS) {
      await expect(nav.getByRole("link", { name: section.label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link")).toHaveCount(ADMIN_SECTIONS.length);
    await expect(nav.getByText("Próximamente")).toHaveCount(0);
    const dashboardLink = nav.getByRole("link", { name: "Dashboard" });
    await expect(dashboardLink).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Ver sitio" })).toBeVisible();
    await expectSignedIn(page);
    await closeToasts(page);
    await expectAccessible(page);
    if (isPhone(page)) await page.screenshot({ path: "/tmp/areas-admin-menu-phone.png" });

    // Following a link closes the phone menu.
    await dashboardLink.click();
    if (isPhone(page)) await expect(nav).toBeHidden();
    await page.screenshot({
      path: `/tmp/areas-admin-dashboard-${isPhone(page) ? "phone" : "desktop"}.png`,
      fullPage: true,
    });

    // The public header is not part of the admin area.
    await expect(page.getByRole("link", { name: "Ofertas" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: "Ver sitio" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  });

  test("the new businesses queue searches, sorts and approves the ticked businesses in bulk", {
    tag: "@one-size",
  }, async ({ page }) => {
    test.setTimeout(60_000);
    // Each viewport publishes a different business (the first by name one way or the other), so the
    // two projects running at once never race for the same row.
    const dir = isPhone(page) ? "asc" : "desc";
    await signInDirectly(page, DEMO.admin, `/admin/claims?tab=comercios&status=pending&sort=name&dir=${dir}`);
    const pending = page.getByRole("table", { name: "Comercios nuevos" });
    const nameHeader = pending.getByRole("columnheader", { name: /^Comercio/ });
    await expect(nameHeader).toHaveAttribute("aria-sort", dir === "asc" ? "ascending" : "descending");
    const firstBox = pending.locator("tbody tr").first().getByRole("checkbox");
    const name = (await firstBox.getAttribute("aria-label"))!.replace(/^Seleccionar /, "");

    // The search narrows the list by itself once typing stops, keeping the order.
    const word = name.split(" ").find((w) => w.length >= 4) ?? name;
    await page.getByLabel("Buscar por nombre").fill(word);
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(word);
    // Empty fields stay out of the URL.
    expect(new URL(page.url()).searchParams.has("city")).toBe(false);
    await expect(pending.getByRole("checkbox", { name: `Seleccionar ${name}` })).toBeVisible();
    await expect(nameHeader).toHaveAttribute("aria-sort", dir === "asc" ? "ascending" : "descending");
    await page.getByLabel("Buscar por nombre").fill("zzzz ningún comercio");
    await expect(page.getByRole("heading", { name: "Ningún comercio coincide" })).toBeVisible();
    await page.getByRole("link", { name: "Limpiar filtros" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has("q")).toBe(false);
    expect(listState(page)).toEqual({ path: "/admin/claims", sort: "name", dir });

    const bar = page.getByRole("form", { name: "Acciones con los seleccionados" });
    await expect(bar).toHaveCount(0);
    await pending.getByRole("checkbox", { name: `Seleccionar ${name}` }).check();
    await expect(bar).toBeVisible();
    await expect(bar.getByText("1 seleccionado", { exact: true })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({ path: `/tmp/areas-admin-bulk-${isPhone(page) ? "phone" : "desktop"}.png`, fullPage: true });
    await bar.getByRole("button", { name: "Aprobar", exact: true }).click();
    // Many rows at once: it asks first, with the count.
    await page.getByRole("dialog", { name: "¿Aprobar 1 comercio?" }).getByRole("button", { name: "Aprobar" }).click();

    await expect(page.getByText("1 comercio publicado")).toBeVisible();
    await expect(page.getByText(`${name} ya aparece en Vilma.`)).toBeVisible();
    expect(listState(page)).toEqual({ path: "/admin/claims", sort: "name", dir });
    await expect(bar).toHaveCount(0);
    // Decided: it now waits no more (the list above shows every state since its filters were cleared).
    await page.goto(`/admin/claims?tab=comercios&status=pending&sort=name&dir=${dir}`);
    await expect(pending.getByRole("checkbox", { name: `Seleccionar ${name}` })).toHaveCount(0);
  });

  test("/admin is the dashboard", { tag: "@one-size" }, async ({ page }) => {
    await signInDirectly(page, DEMO.admin, "/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });

  test("a visitor is sent to sign in; a neighbour gets the 403 page, never the content", { tag: "@one-size" }, async ({
    page,
  }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Acceder a Vilma" })).toBeVisible();

    await signInDirectly(page, DEMO.neighbour, "/admin/dashboard");
    await expect(page.getByRole("heading", { name: "No tenés permiso para ver esta página" })).toBeVisible();
    await expect(page.getByText("Esta sección es sólo para administradores.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Actividad" })).toHaveCount(0);
    const response = await page.goto("/admin/dashboard");
    expect(response?.status()).toBe(403);

    // The owner area welcomes a neighbour: it is where they register or claim a business.
    const owner = await page.goto("/mi-comercio");
    expect(owner?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Reclamá tu comercio" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Registrá un comercio nuevo" })).toHaveAttribute(
      "href",
      "/mi-comercio/nuevo",
    );
    await expect(page.locator("footer")).toBeVisible();
    await expectAccessible(page);
    const other = await page.goto("/mi-comercio/00000000-0000-4000-8000-000000000000");
    expect(other?.status()).toBe(404);
  });
});

test.describe("owner area", () => {
  test("the owner sees their businesses and publishes a promotion that shows on the business page", {
    tag: "@one-size",
  }, async ({ page }) => {
    test.setTimeout(60_000);
    await signInDirectly(page, DEMO.owner, "/mi-comercio");
    await expect(page.getByRole("heading", { level: 1, name: "Mi comercio" })).toBeVisible();
    const cards = page.locator("main article[data-business-uuid]");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      await expect(card.getByText("Activo", { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /^Nueva promoción/ })).toBeVisible();
      await expect(card.getByRole("link", { name: /^Ver página de/ })).toBeVisible();
    }
    await closeToasts(page);
    await expectAccessible(page);
    await page.screenshot({
      path: `/tmp/areas-mi-comercio-${isPhone(page) ? "phone" : "desktop"}.png`,
      fullPage: true,
    });

    const card = cards.first();
    const businessName = (await card.getByRole("heading", { level: 2 }).textContent())!.trim();
    const publicPage = (await card.getByRole("link", { name: /^Ver página de/ }).getAttribute("href"))!;
    const businessUuid = (await card.getAttribute("data-business-uuid"))!;
    await card.getByRole("link", { name: /^Nueva promoción/ }).click();
    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${businessUuid}/promociones/nueva$`));
    await expect(page.getByRole("heading", { level: 1, name: "Nueva promoción" })).toBeVisible();

    const title = `Promo de prueba ${isPhone(page) ? "celular" : "escritorio"} ${Date.now().toString(36)}`;
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Beneficio").fill("2x1");
    await page.getByLabel(/Descripción/).fill("Válida de lunes a viernes.");
    await page.getByLabel("Desde").fill(buenosAiresDate(0));
    await page.getByLabel(/Hasta/).fill(buenosAiresDate(20));
    await page.getByLabel(/Código de cupón/).fill("e2e-2x1");
    await expectAccessible(page);
    await page.screenshot({
      path: `/tmp/areas-new-promotion-${isPhone(page) ? "phone" : "desktop"}.png`,
      fullPage: true,
    });
    await hydrated(page);
    await page.getByRole("button", { name: "Publicar promoción" }).click();

    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${businessUuid}/promociones$`));
    await expect(page.getByText("Promoción publicada")).toBeVisible();

    await page.goto(publicPage);
    await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    const promotion = page.locator("article", { hasText: title });
    await expect(promotion).toBeVisible();
    await expect(promotion.getByText("E2E-2X1")).toBeVisible();
  });

  test("the form explains what is wrong and keeps what was typed", { tag: "@one-size" }, async ({ page }) => {
    // The old address sends the owner on to a business's own "Nueva promoción".
    await signInDirectly(page, DEMO.owner, "/mi-comercio");
    await page
      .locator("main article[data-business-uuid]")
      .first()
      .getByRole("link", { name: /^Nueva promoción/ })
      .click();
    await hydrated(page);
    await page.getByLabel("Título").fill("Fechas cruzadas");
    await page.getByLabel("Beneficio").fill("20% OFF");
    await page.getByLabel("Desde").fill(buenosAiresDate(10));
    await page.getByLabel(/Hasta/).fill(buenosAiresDate(5));
    await page.getByRole("button", { name: "Publicar promoción" }).click();
    await expect(page.getByText("La fecha de fin no puede ser anterior a la de inicio")).toBeVisible();
    await expect(page.getByLabel(/Hasta/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Título")).toHaveValue("Fechas cruzadas");
  });

  test("a business that does not exist is a 404", { tag: "@one-size" }, async ({ page }) => {
    await signInDirectly(page, DEMO.owner, "/mi-comercio");
    const response = await page.goto("/mi-comercio/00000000-0000-4000-8000-000000000000/promociones/nueva");
    expect(response?.status()).toBe(404);
  });
});

test.describe("owner area without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the promotion form publishes with plain form posts", { tag: "@one-size" }, async ({ page }) => {
    await page.goto(`/auth?redirectTo=${encodeURIComponent("/mi-comercio")}`);
    await page.getByLabel("Email").fill(DEMO.owner);
    await page.getByLabel("Contraseña", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page).toHaveURL(/\/mi-comercio$/);

    await page
      .locator("main article[data-business-uuid]")
      .last()
      .getByRole("link", { name: /^Nueva promoción/ })
      .click();
    const title = `Sin JavaScript ${isPhone(page) ? "celular" : "escritorio"} ${Date.now().toString(36)}`;
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Beneficio").fill("15% OFF");
    await page.getByLabel("Desde").fill(buenosAiresDate(0));
    await page.getByLabel(/Hasta/).fill(buenosAiresDate(7));
    await page.getByRole("button", { name: "Publicar promoción" }).click();
    await expect(page).toHaveURL(/\/mi-comercio\/[0-9a-f-]{36}\/promociones$/);
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    // Without JavaScript there is no toast; the promotion is on the business page all the same.
    const publicPage = await page.getByRole("link", { name: "Ver página pública" }).getAttribute("href");
    await page.goto(publicPage!);
    await expect(page.locator("article", { hasText: title })).toBeVisible();
  });
});
