/**
 * Issue 23 (third part): "Novedades", "Preguntas y respuestas" and "Sugerir un cambio", as an owner
 * and a neighbour use them. The owner posts an update with a photo and it shows on the business
 * page; a neighbour asks, the owner answers from Mi comercio and the answer shows as "Respuesta del
 * comercio"; a neighbour suggests a new phone, the owner accepts it with one tap and the page shows
 * it. Phone and desktop each work on a different demo business, so the two sizes never meet.
 */
import type { Browser, Page } from "@playwright/test";
import { pngOf } from "../setup/images.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { closeToasts, DEMO, expectAccessible, isPhone } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

const SHOTS = process.env.SHOTS_DIR;

/** Light and dark screenshots of a page or a part of it (SHOTS_DIR set: saved there for the report). */
async function shots(page: Page, name: string, part?: ReturnType<Page["locator"]>) {
  const size = isPhone(page) ? "390" : "1280";
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The page follows the system's scheme through a listener: on a busy machine it takes a while.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")), { timeout: 20_000 })
      .toBe(scheme === "dark");
    const path = SHOTS ? `${SHOTS}/${name}-${size}-${scheme}.png` : test.info().outputPath(`${name}-${scheme}.png`);
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** The demo owner's public business for this size: the first on a desktop, the second on a phone. */
async function ownerBusiness(page: Page) {
  await signIn(page, DEMO.owner, "/mi-comercio");
  const cards = page
    .locator("main article[data-business-uuid]")
    .filter({ has: page.getByRole("link", { name: /^Ver página de/ }) });
  const count = await cards.count();
  const card = cards.nth(isPhone(page) && count > 1 ? 1 : 0);
  return {
    uuid: (await card.getAttribute("data-business-uuid"))!,
    path: (await card.getByRole("link", { name: /^Ver página de/ }).getAttribute("href"))!,
  };
}

/** A second person in a browser of their own, signed in, on `path`. */
async function neighbourOn(browser: Browser, page: Page, path: string) {
  const context = await browser.newContext({
    viewport: page.viewportSize()!,
    baseURL: test.info().project.use.baseURL,
    isMobile: isPhone(page),
    hasTouch: isPhone(page),
  });
  const other = await context.newPage();
  await signIn(other, DEMO.neighbour, path);
  return { other, close: () => context.close() };
}

test.describe("posts, questions and suggestions", () => {
  test.describe.configure({ timeout: 150_000 });

  test("the owner posts an update with a photo and it shows on the business page", async ({ page }) => {
    const business = await ownerBusiness(page);
    const text = `Llegó la nueva colección ${isPhone(page) ? "cel" : "esc"}${Date.now().toString(36)}`;
    // Taps from the business's summary: "Novedades", the text, the photo, "Publicar novedad".
    await page.goto(`/mi-comercio/${business.uuid}`);
    await page.getByRole("link", { name: "Novedades", exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${business.uuid}/novedades$`));
    await expect(page.getByRole("heading", { level: 1, name: "Novedades" })).toBeVisible();
    const body = page.getByLabel("Novedad", { exact: true });
    const publish = page.getByRole("button", { name: "Publicar novedad" });
    await expectUncovered(page, { body, publish });
    await body.fill(text);
    await page.getByLabel("Foto (opcional)").setInputFiles({
      name: "coleccion.png",
      mimeType: "image/png",
      buffer: Buffer.from(await pngOf(900, 600)),
    });
    await publish.click();
    // The photo is re-encoded on the server before the answer: slower than a text form.
    await expect(page.getByText("Novedad publicada")).toBeVisible({ timeout: 20_000 });
    const item = page
      .getByRole("list", { name: "Novedades publicadas" })
      .getByRole("listitem")
      .filter({ hasText: text });
    await expect(item.getByText(/^Visible hasta el /)).toBeVisible();
    await closeToasts(page);
    await expectAccessible(page);
    await shots(page, "owner-novedades");

    await page.goto(business.path);
    const section = page.locator("section#novedades");
    await expect(section.getByRole("heading", { level: 2, name: "Novedades" })).toBeVisible();
    const post = section.getByRole("listitem").filter({ hasText: text });
    await expect(post.locator("img[src$='.webp']")).toHaveCount(1);
    await expectUncovered(page, { novedades: section.getByRole("heading", { level: 2 }), post: post.getByText(text) });
    await shots(page, "public-novedades", section);
  });

  test("a neighbour asks, the owner answers, and the answer shows as the business's", async ({ page, browser }) => {
    const business = await ownerBusiness(page);
    const question = `¿Abren el feriado? ${isPhone(page) ? "cel" : "esc"}${Date.now().toString(36)}`;

    // Signed out: the section leads to sign in and back.
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto(business.path);
    const signInLink = visitor.getByRole("link", { name: "Ingresá para hacer una pregunta" });
    await expect(signInLink).toHaveAttribute("href", /^\/auth\?redirectTo=/);
    await anonymous.close();

    const { other, close } = await neighbourOn(browser, page, `${business.path}#preguntas`);
    const section = other.locator("section#preguntas");
    const field = section.getByLabel("Hacé una pregunta");
    const ask = section.getByRole("button", { name: "Preguntar" });
    await expect(field).toBeVisible();
    await expectUncovered(other, { field, ask });
    await field.fill(question);
    await ask.click();
    await expect(other.getByText("Publicamos tu pregunta. Te avisamos cuando la respondan.").first()).toBeVisible();
    await expect(section.getByText(question)).toBeVisible();

    await page.goto(`/mi-comercio/${business.uuid}/preguntas`);
    const card = page.locator("li[data-question-id]").filter({ hasText: question });
    await expect(card.getByText("Sin responder")).toBeVisible();
    const answer = card.getByLabel("Tu respuesta pública");
    const reply = card.getByRole("button", { name: "Responder" });
    await expectUncovered(page, { answer, reply });
    await answer.fill("Sí, de 10 a 14.");
    await reply.click();
    await expect(page.getByText("Respuesta publicada")).toBeVisible();
    await closeToasts(page);
    await shots(page, "owner-preguntas");

    // The same address with its hash: a reload, not a jump within the page.
    await other.reload();
    const shown = other.locator("section#preguntas li[data-question-id]").filter({ hasText: question });
    await expect(shown.getByText("Respuesta del comercio")).toBeVisible();
    await expect(shown.getByText("Sí, de 10 a 14.")).toBeVisible();
    await closeToasts(other);
    await expectAccessible(other);
    await shots(other, "public-preguntas", other.locator("section#preguntas"));
    await close();
  });

  test("a neighbour suggests a new phone, the owner accepts it with one tap and the page shows it", async ({
    page,
    browser,
  }) => {
    const business = await ownerBusiness(page);
    const phone = isPhone(page) ? "353 455-7788" : "353 466-9911";
    const digits = phone.replace(/\D/g, "");

    const { other, close } = await neighbourOn(browser, page, `${business.path}#sugerir`);
    const box = other.locator("#sugerir");
    const open = box.getByText("Sugerir un cambio", { exact: true });
    await expectUncovered(other, { open });
    await open.click();
    await box.getByLabel("El teléfono está mal").check();
    await box.getByLabel("Teléfono correcto").fill(phone);
    await box.getByLabel("Nota (opcional)").fill("Lo vi en la vidriera.");
    const send = box.getByRole("button", { name: "Mandar sugerencia" });
    await expectUncovered(other, { send });
    await shots(other, "public-sugerir", box);
    await send.click();
    await expect(box.getByText(/^Gracias: le pasamos tu sugerencia/)).toBeVisible();
    await close();

    await page.goto(`/mi-comercio/${business.uuid}/sugerencias`);
    const card = page.locator("li[data-suggestion-id]").filter({ hasText: phone });
    const accept = card.getByRole("button", { name: "Aceptar y cambiar el teléfono" });
    await expectUncovered(page, { accept, reject: card.getByRole("button", { name: "Rechazar" }) });
    await shots(page, "owner-sugerencias");
    await accept.click();
    await expect(page.getByText("Teléfono cambiado")).toBeVisible();
    await expect(card.getByText("Aceptada")).toBeVisible();

    await page.goto(business.path);
    await expect(page.locator(`a[href="tel:${digits}"]`).first()).toBeAttached();
  });

  test("the admin's queues: questions to moderate and suggestions waiting", async ({ page }) => {
    await signIn(page, DEMO.admin, "/admin/preguntas");
    await expect(page.getByRole("heading", { level: 1, name: "Preguntas" })).toBeVisible();
    await expect(page.getByText("¿Hacen envíos a Villa Nueva?").first()).toBeVisible();
    await shots(page, "admin-preguntas");
    await page.goto("/admin/sugerencias");
    await expect(page.getByRole("heading", { level: 1, name: "Sugerencias" })).toBeVisible();
    await shots(page, "admin-sugerencias");
  });
});
