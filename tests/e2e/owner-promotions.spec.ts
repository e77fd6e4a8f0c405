/**
 * The owner's promotions and reviews, as an owner and a visitor see them: a promotion published with
 * a picture is on /ofertas and in the unified search, and pausing it takes it off both at once; a
 * reply to a review is public on the business page.
 */
import type { Page } from "@playwright/test";
import { pngOf } from "../setup/images.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible, isPhone } from "./helpers.ts";

/** "yyyy-MM-dd" in Buenos Aires, `days` from now. */
function buenosAiresDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The demo owner's business that visitors can see: its id, name and public page. */
async function publicBusiness(page: Page) {
  await signIn(page, DEMO.owner, "/mi-comercio");
  const card = page
    .locator("main article[data-business-uuid]")
    .filter({ has: page.getByRole("link", { name: /^Ver página de/ }) })
    .first();
  return {
    uuid: (await card.getAttribute("data-business-uuid"))!,
    name: (await card.getByRole("heading", { level: 2 }).textContent())!.trim(),
    path: (await card.getByRole("link", { name: /^Ver página de/ }).getAttribute("href"))!,
  };
}

/** What a visitor finds for `word` in the header's search. */
async function searchFor(page: Page, word: string) {
  await page.goto("/");
  await page.locator("#hero-search").fill(word);
  return page.getByRole("listbox");
}

test.describe("owner promotions", () => {
  // Whole journeys across the owner area and the public pages.
  test.describe.configure({ timeout: 120_000 });
  test("a promotion with a picture appears on /ofertas and in the search; paused, it leaves both", {
    tag: "@one-size",
  }, async ({ page }) => {
    const business = await publicBusiness(page);
    const word = `Zorzal${isPhone(page) ? "cel" : "esc"}${Date.now().toString(36)}`;
    const title = `Promo ${word}`;

    await page.goto(`/mi-comercio/${business.uuid}/promociones/nueva`);
    await expect(page.getByRole("heading", { level: 1, name: "Nueva promoción" })).toBeVisible();
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Beneficio").fill("3x2");
    await page.getByLabel("Desde").fill(buenosAiresDate(0));
    await page.getByLabel(/Hasta/).fill(buenosAiresDate(15));
    await page.getByLabel(/Código de cupón/).fill("zorzal-3x2");
    await page.getByLabel("Imagen (opcional)").setInputFiles({
      name: "promo.png",
      mimeType: "image/png",
      buffer: Buffer.from(await pngOf(800, 450)),
    });
    // The live preview is the public card, drawn from what was typed.
    const preview = page.locator("aside", { has: page.getByRole("heading", { name: /Vista previa/ }) });
    await expect(preview.getByText(title)).toBeVisible();
    await expect(preview.getByText("ZORZAL-3X2")).toBeVisible();
    await expect(preview.locator("img[src^='blob:']").first()).toBeVisible();
    await expectAccessible(page);
    const publish = page.getByRole("button", { name: "Publicar promoción" });
    await publish.click();

    await expect(page).toHaveURL(new RegExp(`/mi-comercio/${business.uuid}/promociones$`));
    await expect(page.getByText("Promoción publicada")).toBeVisible();
    const row = page.locator("[data-data-table] tr, [data-data-table] li").filter({ hasText: title }).first();
    await expect(row).toBeVisible();
    await expect(row.locator("[data-promotion-state='active']")).toBeVisible();

    // A visitor finds it.
    await page.goto("/ofertas");
    const card = page.locator("article", { hasText: title });
    await expect(card).toBeVisible();
    await expect(card.locator("img[src$='.webp']")).toHaveCount(1);
    const listbox = await searchFor(page, word);
    await expect(listbox.getByRole("option", { name: new RegExp(word) })).toBeVisible();

    // The owner pauses it: gone at once from both.
    await page.goto(`/mi-comercio/${business.uuid}/promociones`);
    const pause = page.getByRole("button", { name: `Pausar “${title}”` });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByText("Promoción pausada")).toBeVisible();
    await page.goto(`/mi-comercio/${business.uuid}/promociones?estado=terminadas`);
    await expect(page.locator("[data-promotion-state='paused']").first()).toBeVisible();
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

    await page.goto("/ofertas");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("article", { hasText: title })).toHaveCount(0);
    const after = await searchFor(page, word);
    await expect(
      after.getByText("No se encontraron resultados para").or(page.getByText("No se encontraron resultados para")),
    ).toBeVisible();
    await expect(page.getByRole("option", { name: new RegExp(word) })).toHaveCount(0);
  });

  test("the owner replies to a review and the reply is public on the business page", async ({ page }) => {
    const business = await publicBusiness(page);
    await page.goto(`/mi-comercio/${business.uuid}/resenas?estado=sin-responder`);
    await expect(page.getByRole("heading", { level: 1, name: "Reseñas" })).toBeVisible();
    const review = page.locator("li[data-review-id]").first();
    await expect(review).toBeVisible();
    const author = (await review.getByRole("heading", { level: 3 }).textContent())!.trim();
    const reply = `¡Gracias ${author}! Te esperamos (${isPhone(page) ? "celular" : "escritorio"} ${Date.now().toString(36)})`;
    await review.getByRole("link", { name: /^Responder/ }).click();
    await review.getByLabel("Tu respuesta pública").fill(reply);
    await expectAccessible(page);
    await review.getByRole("button", { name: "Publicar respuesta" }).click();
    await expect(page.getByText("Respuesta publicada")).toBeVisible();

    await page.goto(business.path);
    await expect(page.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
    const answered = page.locator("[data-owner-reply]", { hasText: reply });
    await expect(answered).toBeVisible();
    await expect(answered.getByText(`Respuesta de ${business.name}`)).toBeVisible();
  });
});
