import type { Locator, Page } from "@playwright/test";
import { holidaysBetween } from "#core/holidays.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { pngOf } from "#tests/setup/images.ts";
import { expect, hydrated, interactive, signIn, test } from "./fixtures.ts";
import {
  closeToasts,
  DEMO,
  expectAccessible,
  expectSignedIn,
  openHeaderMenu,
  readLatestMail,
  uniqueEmail,
} from "./helpers.ts";

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
  await expectSignedIn(page);
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

async function confirmDialog(page: Page, trigger: string) {
  await page.getByRole("button", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: trigger, exact: true }).click();
}

test.describe("joining as an owner", () => {
  test("a new person registers a business, an admin approves it, it is theirs and public, and its hours follow", async ({
    page,
  }, testInfo) => {
    // A whole journey: sign-up, registration, the admin's decision, hours and the public page.
    test.setTimeout(180_000);
    const shot = (name: string) => `/tmp/claims-${name}-${testInfo.project.name}.png`;
    const me = await signUp(page, "alta");
    const businessName = `Rotisería ${testInfo.project.name} ${Date.now().toString(36)}`;

    // The header leads a person without a business to /mi-comercio.
    await openHeaderMenu(page);
    await page
      .locator("header")
      .first()
      .getByRole("link", { name: "Sumá tu comercio" })
      .filter({ visible: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Mi comercio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reclamá tu comercio" })).toBeVisible();
    await page.screenshot({ path: shot("mi-comercio-empty"), fullPage: true });
    await page.getByRole("link", { name: "Registrá un comercio nuevo" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Sumá tu comercio" })).toBeVisible();
    // /pricing sends people without a business here: claiming one already listed is offered too.
    await expect(page.getByText(/¿Tu comercio ya está en Vilma\? No lo cargues de nuevo/)).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "buscalo" })).toHaveAttribute("href", "/search");
    await hydrated(page);
    await page.getByLabel("Nombre del comercio").fill(businessName);
    await page.getByLabel("Categoría").selectOption({ index: 1 });
    // The town first, then the address: leaving the field looks it up (the geocoder's stand-in).
    await page.getByLabel("Ciudad").selectOption("Villa Nueva");
    await page.getByLabel("Dirección").fill("Mendoza 850");
    await page.getByLabel("Dirección").press("Tab");
    await expect(page.getByText(/^Encontramos la dirección/)).toBeVisible();
    await page.getByLabel("WhatsApp").fill("353 412-3456");
    await closeToasts(page);
    await expectAccessible(page);
    await page.screenshot({ path: shot("nuevo"), fullPage: true });
    const send = page.getByRole("button", { name: "Enviar para revisión" });
    await expectOnTop(send);
    await send.click();

    await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
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
    const uuid = (await card.getAttribute("data-business-uuid")) ?? "";
    await card.getByRole("link", { name: `Ver página de ${businessName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: businessName })).toBeVisible();
    // The owner does not see "¿Es tu comercio?" on their own page.
    await expect(page.getByText("¿Es tu comercio?")).toHaveCount(0);
    const publicPath = new URL(page.url()).pathname;

    // The new owner splits Friday's hours with a slot past midnight and sets a holiday: public at once.
    await page.goto(`/mi-comercio/${uuid}/horarios`);
    await expectOnTop(page.getByRole("heading", { level: 1, name: "Horarios" }));
    await hydrated(page);
    const friday = page.locator('li[data-day="5"]');
    await friday.getByLabel("Cerrado todo el día").uncheck();
    const opens = friday.getByLabel(/^Abre/);
    const closes = friday.getByLabel("Cierra");
    if ((await opens.count()) === 0 || !(await opens.nth(1).isVisible())) {
      await friday.getByRole("button", { name: /Agregar horario/ }).click();
    }
    await opens.nth(0).fill("09:00");
    await closes.nth(0).fill("13:00");
    await opens.nth(1).fill("21:00");
    await closes.nth(1).fill("03:00");
    await expect(page.getByTestId("hours-preview")).toContainText(/Abierto ahora|Cerrado ahora/);
    await page.getByRole("button", { name: "Guardar horarios" }).click();
    await expect(page.getByText("Horarios guardados")).toBeVisible();

    // A listed holiday the public page will show (it shows 30 days ahead); in a stretch of the
    // calendar without one, a special day of the owner's own, which takes the same path.
    const today = buenosAiresDateKey(new Date());
    const special = holidaysBetween(addDaysToDateKey(today, 1), addDaysToDateKey(today, 29)).at(-1) ?? {
      date: addDaysToDateKey(today, 10),
      name: "Cerrado por inventario",
    };
    await page.getByLabel("Fecha").fill(special.date);
    await page.getByLabel("Motivo (opcional)").fill(special.name);
    await page.locator("#special-0-open").fill("10:00");
    await page.locator("#special-0-close").fill("14:00");
    await page.getByRole("button", { name: "Guardar día especial" }).click();
    await expect(page.locator(`li[data-special-date="${special.date}"]`)).toContainText("10:00 a 14:00");
    await page.screenshot({ path: shot("horarios"), fullPage: true });

    await page.goto(publicPath);
    await expect(page.locator('div:has(> dt:text-is("Viernes")) dd')).toHaveText("09:00 – 13:00, 21:00 – 03:00");
    const [y, m, d] = special.date.split("-");
    await expect(page.getByText(`${d}/${m}/${Number(y)}`)).toBeVisible();
    await expect(page.getByText(/10:00 – 14:00/)).toBeVisible();
  });

  test(
    "a person claims a business with a proof picture, an admin approves, and they answer a review in public",
    { tag: "@one-size" },
    async ({ page }, testInfo) => {
      // A whole journey: two sign-ups, a claim, a review, the admin's decision and the reply.
      test.setTimeout(180_000);
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
      const businessPath = new URL(page.url()).pathname;
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
      await expect(page).toHaveURL(/\/mi-comercio$/, { timeout: 15_000 });
      await expect(
        page.locator('[data-request="claim"]').filter({ hasText: businessName }).getByText("En revisión"),
      ).toBeVisible();
      // Its page now says the claim is in review instead of offering it again.
      await page.goto(businessPath);
      await expectOnTop(page.getByText("Tu reclamo está en revisión"));
      await expect(page.getByRole("link", { name: "Reclamar este comercio" })).toHaveCount(0);

      // Meanwhile a neighbour reviews the business.
      await signOut(page);
      const reviewer = await signUp(page, "resena");
      await page.goto(businessPath);
      const reviews = page.locator("#resenas");
      await interactive(reviews.getByRole("form", { name: "Escribir una reseña" }));
      await reviews.getByRole("group", { name: "Tu calificación" }).getByRole("radio", { name: "5 estrellas" }).check();
      await reviews.getByLabel(/Tu comentario/).fill("Muy buena atención y precios justos.");
      await reviews.getByRole("button", { name: "Publicar reseña" }).click();
      await expect(reviews.getByRole("article", { name: "Tu reseña" })).toBeVisible();

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

      // The new owner answers the neighbour's review; the reply is public under it.
      const uuid = (await card.getAttribute("data-business-uuid")) ?? "";
      await page.goto(`/mi-comercio/${uuid}/resenas?estado=sin-responder`);
      await expect(page.getByRole("heading", { level: 1, name: "Reseñas" })).toBeVisible();
      const review = page.locator("li[data-review-id]").filter({ hasText: reviewer.name });
      const reply = `¡Gracias por venir! (${Date.now().toString(36)})`;
      await review.getByRole("link", { name: /^Responder/ }).click();
      await review.getByLabel("Tu respuesta pública").fill(reply);
      await review.getByRole("button", { name: "Publicar respuesta" }).click();
      await expect(page.getByText("Respuesta publicada")).toBeVisible();
      await signOut(page);
      await page.goto(businessPath);
      const answered = page.locator("[data-owner-reply]", { hasText: reply });
      await expect(answered).toBeVisible();
      await expect(answered.getByText(`Respuesta de ${businessName}`)).toBeVisible();
    },
  );
});
