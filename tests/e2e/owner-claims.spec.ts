import type { Locator, Page } from "@playwright/test";
import { pngOf } from "#tests/setup/images.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { closeToasts, DEMO, expectAccessible, readLatestMail, uniqueEmail } from "./helpers.ts";

const PASSWORD = "secreta123";

async function signUp(page: Page, label: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(label);
  const name = `Dueña ${label} ${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name, callbackURL: "/auth/confirmado" },
  });
  expect(response.ok()).toBe(true);
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expect(page.getByRole("button", { name: "Salir" })).toBeVisible();
  return { email, name };
}

async function signOut(page: Page) {
  await page.context().clearCookies();
}

/** Visible and the topmost thing at its centre (nothing covers it). */
async function expectOnTop(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const onTop = await locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop).toBe(true);
}

/** Waits until React has hydrated the page, so a click submits through the app. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function confirmDialog(page: Page, trigger: string) {
  await page.getByRole("button", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: trigger, exact: true }).click();
}

test.describe("joining as an owner", () => {
  test("a new person registers a business, an admin approves it, and it is theirs and public", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = (name: string) => `/tmp/claims-${name}-${testInfo.project.name}.png`;
    const me = await signUp(page, "alta");
    const businessName = `Rotisería ${testInfo.project.name} ${Date.now().toString(36)}`;

    // The header leads a person without a business to /mi-comercio.
    await page.locator("header").first().getByRole("link", { name: "Sumá tu comercio" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mi comercio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tus solicitudes" })).toBeVisible();
    await page.screenshot({ path: shot("mi-comercio-empty"), fullPage: true });
    await page.getByRole("link", { name: "Registrá tu comercio" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Sumá tu comercio" })).toBeVisible();
    await hydrated(page);
    await page.getByLabel("Nombre del comercio").fill(businessName);
    await page.getByLabel("Categoría").selectOption({ index: 1 });
    await page.getByLabel("Dirección").fill("Bv. Sarmiento 1500");
    await page.getByLabel("Ciudad").selectOption("Villa Nueva");
    await page.getByLabel("Latitud").fill("-32,4330");
    await page.getByLabel("Longitud").fill("-63.2480");
    await page.getByLabel("WhatsApp").fill("353 412-3456");
    await closeToasts(page);
    await expectAccessible(page);
    await page.screenshot({ path: shot("nuevo"), fullPage: true });
    const send = page.getByRole("button", { name: "Enviar para revisión" });
    await expectOnTop(send);
    await send.click();

    await expect(page).toHaveURL(/\/mi-comercio$/);
    const request = page.locator('[data-request="registration"]').filter({ hasText: businessName });
    await expect(request.getByText("En revisión")).toBeVisible();

    // The admin decides it in /admin/claims.
    await signOut(page);
    await signIn(page, DEMO.admin, `/admin/claims?tab=comercios&q=${encodeURIComponent(businessName)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reclamos" })).toBeVisible();
    await page.screenshot({ path: shot("admin-queue-comercios"), fullPage: true });
    await page.getByRole("link", { name: businessName }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    await expect(page.getByText(me.email)).toBeVisible();
    await hydrated(page);
    await expectOnTop(page.getByRole("button", { name: "Aprobar", exact: true }));
    await closeToasts(page);
    await expectAccessible(page);
    await page.screenshot({ path: shot("admin-registration"), fullPage: true });
    await confirmDialog(page, "Aprobar");
    await expect(page.getByText("Pedido aprobado")).toBeVisible();
    await expect(page.getByText("Ya decidido")).toBeVisible();

    // The person sees it as theirs and active; the public page exists.
    await signOut(page);
    await signIn(page, me.email, "/mi-comercio", PASSWORD);
    const card = page.locator("main article[data-business-uuid]").filter({ hasText: businessName });
    await expect(card.getByText("Activo", { exact: true })).toBeVisible();
    await expect(request.getByText("Aprobada")).toBeVisible();
    await page.screenshot({ path: shot("mi-comercio-approved"), fullPage: true });
    await card.getByRole("link", { name: `Ver página de ${businessName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    // The owner does not see "¿Es tu comercio?" on their own page.
    await expect(page.getByText("¿Es tu comercio?")).toHaveCount(0);
  });

  test(
    "a person claims a business with a proof picture, an admin approves, and it is theirs",
    { tag: "@one-size" },
    async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const shot = (name: string) => `/tmp/claims-${name}-${testInfo.project.name}.png`;
      const me = await signUp(page, "reclamo");

      // A business page offers "¿Es tu comercio?".
      await page.goto(testInfo.project.name.includes("phone") ? "/search?q=farmacia" : "/search?q=panaderia");
      const first = page
        .locator("main")
        .getByRole("link", { name: /^Ver (más|perfil)/ })
        .first();
      await first.click();
      await expect(page).not.toHaveURL(/\/search/);
      await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Resultados");
      const businessName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      const claimLink = page.getByRole("link", { name: "Reclamar este comercio" });
      await expectOnTop(claimLink);
      await claimLink.click();

      await expect(page.getByRole("heading", { level: 1, name: `¿Es tu comercio? ${businessName}` })).toBeVisible();
      await hydrated(page);
      await page.getByLabel("¿Qué sos en el comercio?").selectOption("owner");
      await page.getByLabel("Teléfono de contacto").fill("0353 15 412-3456");
      await page
        .getByLabel("¿Cómo lo podemos comprobar?")
        .fill("Soy la dueña desde 2019; adjunto la foto de la habilitación municipal.");
      await page.getByLabel("Comprobantes (opcional)").setInputFiles({
        name: "habilitacion.png",
        mimeType: "image/png",
        buffer: Buffer.from(await pngOf(640, 480)),
      });
      await expect(page.getByRole("list", { name: "Archivos elegidos" })).toContainText("habilitacion.png");
      await closeToasts(page);
      await expectAccessible(page);
      await page.screenshot({ path: shot("reclamar"), fullPage: true });
      await expectOnTop(page.getByRole("button", { name: "Enviar pedido" }));
      await page.getByRole("button", { name: "Enviar pedido" }).click();
      await expect(page).toHaveURL(/\/mi-comercio$/);
      await expect(
        page.locator('[data-request="claim"]').filter({ hasText: businessName }).getByText("En revisión"),
      ).toBeVisible();

      // The admin sees the picture (through the admin-only route) and approves.
      await signOut(page);
      await signIn(page, DEMO.admin, `/admin/claims?q=${encodeURIComponent(me.name)}`);
      await page.screenshot({ path: shot("admin-queue"), fullPage: true });
      await page.getByRole("link", { name: businessName }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: `Reclamo de ${businessName}` })).toBeVisible();
      const proof = page.getByRole("img", { name: /^Comprobante 1/ });
      await expect(proof).toBeVisible();
      await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
      await hydrated(page);
      await closeToasts(page);
      await expectAccessible(page);
      await page.screenshot({ path: shot("admin-claim"), fullPage: true });
      await confirmDialog(page, "Aprobar");
      await expect(page.getByText("Pedido aprobado")).toBeVisible();

      // Nobody else can open the proof.
      const proofUrl = await proof.getAttribute("src");
      await signOut(page);
      const anonymous = await page.request.get(proofUrl as string, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(302);

      await signIn(page, me.email, "/mi-comercio", PASSWORD);
      const card = page.locator("main article[data-business-uuid]").filter({ hasText: businessName });
      await expect(card).toBeVisible();
      await expect(
        page.locator('[data-request="claim"]').filter({ hasText: businessName }).getByText("Aprobada"),
      ).toBeVisible();
      const mail = await readLatestMail(me.email);
      expect(mail.subject).toContain("ya está a tu nombre");
      await page.screenshot({ path: shot("mi-comercio-claimed"), fullPage: true });
    },
  );
});
