import type { Page } from "@playwright/test";
import { expect, hydrated, signIn, test } from "./fixtures.ts";
import { closeToasts, DEMO, expectAccessible, expectSignedIn, readLatestMail, uniqueEmail } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

/**
 * Joining as an owner: registering a business by its address (the geocoder's stand-in,
 * tests/geocoder/server.ts, finds it and the pin moves there), the same with the geocoder failing
 * (the pin waits at the town's centre and is dragged), and the screens around it at both sizes, light
 * and dark: the empty /mi-comercio, the claimed business's page, the Resumen's "Completá tu ficha".
 */

const PASSWORD = "secreta123";

async function signUp(page: Page, label: string) {
  const email = uniqueEmail(label);
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: `Dueño ${label}`, callbackURL: "/auth/confirmado" },
  });
  expect(response.ok()).toBe(true);
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expectSignedIn(page);
  return email;
}

/** Light and dark shots of the page as it is now. */
async function shots(page: Page, name: string, project: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `/tmp/join-${name}-${project}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

const latitude = (page: Page) => page.locator('input[name="latitude"]');
const longitude = (page: Page) => page.locator('input[name="longitude"]');

async function fillBusiness(page: Page, name: string) {
  await page.getByLabel("Nombre del comercio").fill(name);
  await page.getByLabel("Categoría").selectOption({ index: 1 });
}

test.describe("registering a business by its address", () => {
  test("the owner types the address, the pin moves to it, and the business is sent", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    await signUp(page, "direccion");
    await page.goto("/mi-comercio");
    // Without businesses: both ways in.
    const register = page.getByRole("link", { name: "Registrá un comercio nuevo" });
    await expectUncovered(page, {
      claim: page.getByRole("heading", { name: "Reclamá tu comercio" }),
      search: page.getByRole("searchbox", { name: "Nombre de tu comercio" }),
      register,
    });
    // Nothing wider than the screen (the search box once pushed the page sideways on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shots(page, "mi-comercio-vacio", project);
    await register.click();

    await expect(page.getByRole("heading", { level: 1, name: "Sumá tu comercio" })).toBeVisible();
    await hydrated(page);
    const name = `Heladería ${project} ${Date.now().toString(36)}`;
    await fillBusiness(page, name);
    const address = page.getByLabel("Dirección");
    await expectUncovered(page, { address });
    // Nobody types coordinates: they wait, folded, under the map.
    await expect(page.getByLabel("Latitud")).toBeHidden();
    await address.fill("Bv. España 245");
    await address.press("Tab");
    await expect(page.getByText(/^Encontramos la dirección/)).toBeVisible();
    await expect(latitude(page)).toHaveValue("-32,408710");
    await expect(longitude(page)).toHaveValue("-63,241150");
    // The pin is on the map, solid (placed), where the address is.
    const pin = page.locator(".leaflet-marker-icon");
    await expect(pin).toBeVisible();
    await expect(pin).toHaveCSS("opacity", "1");
    await closeToasts(page);
    await expectAccessible(page);
    await shots(page, "nuevo", project);

    const send = page.getByRole("button", { name: "Enviar para revisión" });
    await expectUncovered(page, { send });
    await send.click();
    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
    await expect(
      page.locator('[data-request="registration"]').filter({ hasText: name }).getByText("En revisión"),
    ).toBeVisible();
  });

  test("with the geocoder failing the pin waits at the town's centre, the owner drags it, and it is sent", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signUp(page, "sinmapa");
    await page.goto("/mi-comercio/nuevo");
    await hydrated(page);
    const name = `Kiosco ${testInfo.project.name} ${Date.now().toString(36)}`;
    await fillBusiness(page, name);
    // The stand-in answers 503 for this street.
    await page.getByLabel("Dirección").fill("Sin Señal 10");
    await page.getByRole("button", { name: "Buscar en el mapa" }).click();
    await expect(
      page.getByText(
        "No pudimos buscar la dirección ahora. Pusimos el pin en el centro de Villa María: arrastralo hasta tu comercio.",
      ),
    ).toBeVisible();
    await expect(latitude(page)).toHaveValue("-32,407500");
    await expect(longitude(page)).toHaveValue("-63,240500");

    const pin = page.locator(".leaflet-marker-icon");
    await pin.scrollIntoViewIfNeeded();
    await expectUncovered(page, { pin });
    const box = (await pin.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await expect(page.getByText(/^Pin en -32,4\d+, -63,2\d+\. Guardá para que quede\.$/)).toBeVisible();
    await expect(latitude(page)).not.toHaveValue("-32,407500");
    const dragged = Number((await latitude(page).inputValue()).replace(",", "."));
    expect(dragged).toBeLessThan(-32.4075);

    await page.getByRole("button", { name: "Enviar para revisión" }).click();
    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
    await expect(page.locator('[data-request="registration"]').filter({ hasText: name })).toBeVisible();
  });

  test("without JavaScript the address alone places the business, or the form asks for the pin", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Signing up needs the mail link; a plain page follows it without scripts.
    const email = uniqueEmail("sinjs");
    const response = await page.request.post("/api/auth/sign-up/email", {
      data: { email, password: PASSWORD, name: "Dueña sin JS", callbackURL: "/auth/confirmado" },
    });
    expect(response.ok()).toBe(true);
    await page.goto((await readLatestMail(email)).links[0] as string);
    await page.goto("/mi-comercio/nuevo");
    const name = `Almacén ${testInfo.project.name} ${Date.now().toString(36)}`;
    await fillBusiness(page, name);
    await page.getByLabel("Dirección").fill("Calle Inventada 123");
    await page.getByRole("button", { name: "Enviar para revisión" }).click();
    await expect(page.getByText(/^No pudimos ubicar esa dirección en el mapa/)).toBeVisible();
    await expect(page.getByLabel("Dirección")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Dirección").fill("Santa Fe 950");
    await page.getByRole("button", { name: "Enviar para revisión" }).click();
    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
    await expect(page.locator('[data-request="registration"]').filter({ hasText: name })).toBeVisible();
    await context.close();
  });
});

test.describe("after joining", () => {
  test("a claim in review shows on the business's page; an approved registration's Resumen says what the listing lacks", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const project = testInfo.project.name;
    const email = await signUp(page, "reclama");

    // A business of their own, sent for review…
    await page.goto("/mi-comercio/nuevo");
    await hydrated(page);
    const name = `Librería ${project} ${Date.now().toString(36)}`;
    await fillBusiness(page, name);
    await page.getByLabel("Dirección").fill("Santa Fe 950");
    await page.getByLabel("Dirección").press("Tab");
    await expect(page.getByText(/^Encontramos la dirección/)).toBeVisible();
    await page.getByRole("button", { name: "Enviar para revisión" }).click();
    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });

    // …and a claim of one already listed: its page now says the claim is in review.
    await page.goto(project === "phone" ? "/search?q=farmacia" : "/search?q=panaderia");
    await page
      .locator("main")
      .getByRole("link", { name: /^Ver (más|perfil)/ })
      .first()
      .click();
    await expect(page).not.toHaveURL(/\/search/);
    const businessPath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "Reclamar este comercio" }).click();
    await hydrated(page);
    await page.getByLabel("¿Qué sos en el comercio?").selectOption("owner");
    await page.getByLabel("Teléfono de contacto").fill("0353 15 412-3456");
    await page
      .getByLabel("¿Cómo lo podemos comprobar?")
      .fill("Soy el dueño desde 2015; tengo la habilitación a mi nombre.");
    await page.getByRole("button", { name: "Enviar pedido" }).click();
    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
    await page.goto(businessPath);
    const inReview = page.getByText("Tu reclamo está en revisión");
    await expectUncovered(page, { inReview });
    await expect(page.getByText("¿Es tu comercio?")).toHaveCount(0);
    await shots(page, "reclamo-en-revision", project);

    // An admin approves the registration.
    await page.context().clearCookies();
    await signIn(page, DEMO.admin, `/admin/claims?tab=comercios&q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).first().click();
    await hydrated(page);
    await page.getByRole("button", { name: "Aprobar", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Aprobar", exact: true }).click();
    await expect(page.getByText("Pedido aprobado")).toBeVisible();

    // Its Resumen: hours came with the registration; pictures, WhatsApp, payments, a promotion did not.
    await page.context().clearCookies();
    await signIn(page, email, "/mi-comercio", PASSWORD);
    const card = page.locator("main article[data-business-uuid]").filter({ hasText: name });
    const uuid = (await card.getAttribute("data-business-uuid")) ?? "";
    await page.goto(`/mi-comercio/${uuid}`);
    const checklist = page.locator("[data-checklist]");
    await expect(checklist.getByText("1 de 6 listos")).toBeVisible();
    await expect(checklist.locator('[data-checklist-item="hours"]')).toHaveAttribute("data-done", "true");
    for (const key of ["photos", "description", "whatsapp", "payments", "promotion"]) {
      await expect(checklist.locator(`[data-checklist-item="${key}"]`)).toHaveAttribute("data-done", "false");
    }
    const promotion = checklist.getByRole("link", { name: "Publicar una promoción" });
    await expectUncovered(page, { heading: page.getByRole("heading", { name: "Completá tu ficha" }), promotion });
    await expectAccessible(page);
    await shots(page, "resumen-ficha", project);
    await promotion.click();
    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${uuid}/promociones/nueva$`));
  });
});

test("the admin's business form finds the address on the map @one-size", async ({ page }) => {
  await signIn(page, DEMO.admin, "/admin/businesses/new");
  await hydrated(page);
  await page.getByLabel("Dirección", { exact: true }).fill("Buenos Aires 1200");
  const find = page.getByRole("button", { name: "Buscar en el mapa" });
  await expectUncovered(page, { find });
  await find.click();
  await expect(page.getByText(/^Encontramos la dirección/)).toBeVisible();
  await expect(latitude(page)).toHaveValue("-32,415620");
  await expect(longitude(page)).toHaveValue("-63,247880");
});
