/**
 * The demo owner runs their listing (issue 10, "Perfil" and "Horarios"): what they change is public
 * at once — on the business page and in search — at phone and desktop sizes. Split shifts, a slot past
 * midnight and a holiday are set by a newly approved owner in owner-claims.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { HOLIDAYS } from "#core/holidays.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, isPhone } from "./helpers.ts";

/** The element is visible and nothing covers its centre (a sticky bar, a dialog). */
async function expectOnTop(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const onTop = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(onTop, "nothing covers it").toBe(true);
}

/** Signs in as the demo owner and answers their first business's id and public path. */
async function openMyBusiness(page: Page, index = 0): Promise<{ uuid: string; publicPath: string }> {
  await signIn(page, DEMO.owner, "/mi-comercio");
  const uuid =
    (await page.locator("main article[data-business-uuid]").nth(index).getAttribute("data-business-uuid")) ?? "";
  expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`/mi-comercio/${uuid}/perfil`);
  const publicPath = (await page.getByRole("link", { name: "Ver página pública" }).getAttribute("href")) ?? "";
  expect(publicPath).toMatch(/^\/[a-z0-9-]+$/);
  return { uuid, publicPath };
}

const letters = () =>
  Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

test.describe("the owner's listing", () => {
  test("edits the description and a phone: the public page and search show them at once", async ({ page }) => {
    // Phone and desktop run side by side: each edits a different business, or one would overwrite the other.
    const { publicPath } = await openMyBusiness(page, isPhone(page) ? 0 : 1);
    await expectOnTop(page.getByRole("heading", { level: 1, name: "Perfil del comercio" }));
    const word = `alfajor${letters()}`;
    await page
      .getByLabel("Descripción", { exact: true })
      .fill(`Recién hechos todos los días: probá el ${word} de la casa.`);
    await page.getByLabel("Teléfono", { exact: true }).fill("353 15 412-3456");
    const save = page.getByRole("button", { name: "Guardar cambios" });
    await expectOnTop(save);
    await save.click();
    await expect(page.getByText("Cambios guardados")).toBeVisible();
    await expect(page.getByLabel("Teléfono", { exact: true })).toHaveValue("0353 15 412-3456");

    await page.goto(publicPath);
    await expect(page.getByText(`probá el ${word} de la casa`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Llamar" })).toHaveAttribute("href", "tel:0353154123456");
    // Also printed, so a person on a computer can read it.
    await expect(page.locator('dd a[href="tel:0353154123456"]').filter({ visible: true })).toHaveText(
      "0353 15 412-3456",
    );

    await page.goto(`/search?q=${word}`);
    // Result links carry the search (?q=…) so the owner's statistics can say which searches led there.
    await expect(page.locator(`main a[href="${publicPath}"], main a[href^="${publicPath}?"]`).first()).toBeVisible();
  });

  test("refuses a bad social link in Spanish, under the field", { tag: "@one-size" }, async ({ page }) => {
    await openMyBusiness(page);
    await page.getByRole("textbox", { name: "Instagram", exact: true }).fill("https://www.facebook.com/otra-cosa");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Ese enlace no es de Instagram")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Instagram", exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("uploads a gallery photo: it shows on the public page", async ({ page }) => {
    const { publicPath } = await openMyBusiness(page);
    // Make room when earlier runs filled the gallery.
    if (await page.getByText(/La galería está completa/).isVisible()) {
      await page.getByRole("button", { name: /^Borrar la foto 1$/ }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Borrar" }).click();
      await expect(page.getByText(/La galería está completa/)).toBeHidden({ timeout: 15_000 });
    }
    await page.goto(publicPath);
    const before = await page.locator('section:has(h2:text-is("Fotos")) ul img').count();

    await page.goBack();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#d9480f" } })
      .png()
      .toBuffer();
    await page.getByLabel("Agregar fotos").setInputFiles({ name: "vidriera.png", mimeType: "image/png", buffer: png });
    const editorPhotos = page.locator('section[aria-labelledby="perfil-galeria"] ol img');
    const inEditor = await editorPhotos.count();
    await page.getByRole("button", { name: "Subir fotos" }).click();
    await expect(editorPhotos).toHaveCount(inEditor + 1, { timeout: 15_000 });

    await page.goto(publicPath);
    const photos = page.locator('section:has(h2:text-is("Fotos")) ul img');
    await expect(photos).toHaveCount(before + 1);
    const uploaded = page.locator('section:has(h2:text-is("Fotos")) ul img[src^="/uploads/"]').last();
    await expect(uploaded).toHaveAttribute("width", "400");
    await expect(uploaded).toHaveAttribute("loading", "lazy");
  });

  test("answers a coming holiday with one tap on “Cierro”", async ({ page }) => {
    // The second business: the other tests change the first one at the same time.
    const { uuid } = await openMyBusiness(page, 1);
    // The reminder's own page, for the next listed day (the hours page lists only the next 30 days).
    const next = HOLIDAYS.find((h) => h.date > buenosAiresDateKey(new Date()));
    expect(next, "core/holidays.ts lists the coming days").toBeDefined();
    const date = next!.date;
    await page.goto(`/mi-comercio/${uuid}/horarios/feriado/${date}`);
    const cierro = page.getByRole("button", { name: "Cierro" });
    await expectOnTop(cierro);
    await cierro.click();
    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${uuid}/horarios$`));
    await expect(page.getByText("Listo: ese día figura cerrado")).toBeVisible();
    await expect(page.locator(`li[data-special-date="${date}"]`)).toContainText("Cerrado");
    const listed = page.locator(`li[data-holiday="${date}"]`);
    if ((await listed.count()) > 0) await expect(listed).toContainText("Confirmado: Cerrado");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the hours form answers under the field, and a good week saves", { tag: "@one-size" }, async ({ page }) => {
    await signIn(page, DEMO.owner, "/mi-comercio");
    const uuid = await page.locator("main article[data-business-uuid]").first().getAttribute("data-business-uuid");
    await page.goto(`/mi-comercio/${uuid}/horarios`);
    const thursday = page.locator('li[data-day="4"]');
    await thursday.getByLabel("Cerrado todo el día").uncheck();
    await thursday.locator("#week-4-2-open").fill("10:00");
    await thursday.locator("#week-4-2-close").fill("10:00");
    await page.getByRole("button", { name: "Guardar horarios" }).click();
    await expect(page.getByText("La hora de cierre no puede ser igual a la de apertura")).toBeVisible();
    await expect(page.locator("#week-4-2-close")).toHaveAttribute("aria-invalid", "true");

    await page.locator("#week-4-2-open").fill("");
    await page.locator("#week-4-2-close").fill("");
    await page.getByRole("button", { name: "Guardar horarios" }).click();
    await expect(page.getByText("La hora de cierre no puede ser igual a la de apertura")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Horarios" })).toBeVisible();
  });
});
