import type { Locator, Page } from "@playwright/test";
import { expect, interactive, test } from "./fixtures.ts";
import { expectAccessible, expectSignedIn, isPhone, readLatestMail, uniqueEmail } from "./helpers.ts";

/**
 * Favourites and reviews as a signed-in neighbour. Each test signs up its own account (tests run in
 * parallel against one server), and phone and desktop use different seeded businesses, so counts
 * and lists only ever change under the test that looks at them.
 */
const PLACES = {
  phone: {
    card: "Box Funcional Villa María",
    page: { slug: "gasista-hugo-benitez", name: "Gasista Hugo Benítez" },
    review: "estudio-de-arquitectura-lineas",
    noScript: { slug: "pilates-reformer-equilibrio", name: "Pilates Reformer Equilibrio" },
  },
  desktop: {
    card: "Repuestos Centro Automotor",
    page: { slug: "libreria-rayuela", name: "Librería Rayuela" },
    review: "vivero-los-paraisos",
    noScript: { slug: "dr-martin-giraudo-ortodoncia", name: "Dr. Martín Giraudo - Ortodoncia" },
  },
} as const;

const placesFor = (page: Page) => PLACES[isPhone(page) ? "phone" : "desktop"];
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A new confirmed account, signed in (the confirmation link signs in). */
async function signUpNeighbour(page: Page, label: string): Promise<{ email: string; name: string }> {
  const email = uniqueEmail(label);
  const name = `Vecina ${label} ${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "secreta123", name, callbackURL: "/auth/confirmado" },
  });
  expect(response.ok()).toBe(true);
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expectSignedIn(page);
  return { email, name };
}

/** Clicks a heart and waits until the server has answered. */
async function toggle(page: Page, heart: Locator) {
  const saved = page.waitForResponse((r) => r.url().includes("/api/favorites") && r.request().method() === "POST");
  await heart.click();
  expect((await saved).ok()).toBe(true);
}

const card = (page: Page, name: string) => page.locator("main article").filter({ hasText: name });

test.describe("favourites", () => {
  test("from a card and from a business page; they survive a reload and fill /favorites", async ({ page }, info) => {
    test.slow(); // a sign-up, five pages and two accessibility scans
    const places = placesFor(page);
    await signUpNeighbour(page, "favoritos");

    await page.goto(`/search?q=${encodeURIComponent(places.card)}`);
    const fromCard = card(page, places.card).first();
    await expect(fromCard).toBeVisible();
    const cardHeart = fromCard.getByRole("button", { name: "Agregar a favoritos" });
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");

    // A failed save puts the heart back and says so.
    await page.route("**/api/favorites*", (route) => route.abort("failed"));
    await cardHeart.click();
    await expect(toast(page, "No pudimos guardar tu favorito. Probá de nuevo.")).toBeVisible();
    await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
    await page.unroute("**/api/favorites*");

    await toggle(page, cardHeart);
    const savedCardHeart = fromCard.getByRole("button", { name: "Quitar de favoritos" });
    await expect(savedCardHeart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(card(page, places.card).first().getByRole("button", { name: "Quitar de favoritos" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.goto(`/${places.page.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: places.page.name })).toBeVisible();
    await toggle(page, page.getByRole("main").getByRole("button", { name: "Agregar a favoritos" }).first());
    await expect(page.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    await expect(page.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first()).toBeVisible();

    await page.goto("/favorites");
    await expect(page).toHaveTitle(/^Mis favoritos/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Mis favoritos" })).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(2);
    // Newest favourite first.
    await expect(cards.nth(0)).toContainText(places.page.name);
    await expect(cards.nth(1)).toContainText(places.card);
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath("favorites.png"), fullPage: true });

    for (const name of [places.page.name, places.card]) {
      await toggle(page, card(page, name).getByRole("button", { name: "Quitar de favoritos" }));
      await expect(card(page, name)).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "Todavía no tenés favoritos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explorar comercios" })).toHaveAttribute("href", "/search");
    await expectAccessible(page);
    await page.screenshot({ path: info.outputPath("favorites-empty.png") });

    await page.reload();
    await expect(page.getByRole("heading", { name: "Todavía no tenés favoritos" })).toBeVisible();
  });

  test("a signed-out visitor's heart leads to /auth and back", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/despensa-la-esquina");
    const heart = page.getByRole("main").getByRole("button", { name: "Agregar a favoritos" }).first();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdespensa-la-esquina$/);

    await page.goto("/search?q=despensa");
    await card(page, "Despensa La Esquina").first().getByRole("button", { name: "Agregar a favoritos" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsearch%3Fq%3Ddespensa$/);
  });

  test("/favorites asks to sign in first", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/favorites");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorites$/);
  });
});

/** "4,3" and "(5 reseñas)" from the Vilma summary; null/0 when there are no reviews yet. */
async function summary(section: Locator): Promise<{ average: number | null; count: number }> {
  const text = (await section.textContent()) ?? "";
  const count = /\((\d+) reseñas?\)/.exec(text);
  const average = /En Vilma\s*(\d+,\d)/.exec(text);
  return {
    count: count ? Number(count[1]) : 0,
    average: average ? Number(average[1]!.replace(",", ".")) : null,
  };
}

test.describe("reviews", () => {
  test("write, edit and delete a review; the average and count follow", async ({ page }, info) => {
    test.slow(); // a sign-up, three saves and an accessibility scan
    const places = placesFor(page);
    const { name } = await signUpNeighbour(page, "resenas");
    await page.goto(`/${places.review}`);
    const section = page.locator("#resenas");
    await expect(section.getByRole("heading", { name: "Dejá tu reseña" })).toBeVisible();
    const before = await summary(section);
    await interactive(section.getByRole("form", { name: "Escribir una reseña" }));

    // Stars are required; the message is the form's, in Spanish.
    await section.getByRole("button", { name: "Publicar reseña" }).click();
    await expect(section.getByText("Elegí una calificación de 1 a 5 estrellas")).toBeVisible();

    const stars = section.getByRole("group", { name: "Tu calificación" });
    await expect(stars.getByRole("radio")).toHaveCount(5);
    await stars.getByRole("radio", { name: "1 estrella", exact: true }).check();
    await section.getByLabel(/Tu comentario/).fill("Tardaron bastante en atenderme.");
    await section.screenshot({ path: info.outputPath("review-form.png") });
    await section.getByRole("button", { name: "Publicar reseña" }).click();
    await expect(toast(page, "¡Gracias por tu reseña!")).toBeVisible();

    const mine = section.getByRole("article", { name: "Tu reseña" });
    await expect(mine).toContainText(name);
    await expect(mine).toContainText("Tardaron bastante en atenderme.");
    await expect.poll(async () => (await summary(section)).count).toBe(before.count + 1);
    const afterCreate = await summary(section);
    if (before.average !== null) expect(afterCreate.average).toBeLessThan(before.average);
    else expect(afterCreate.average).toBe(1);

    // The review is there for whoever opens the page next (and the page, toast gone, is accessible).
    await page.reload();
    await expect(section.getByRole("article", { name: "Tu reseña" })).toContainText(name);
    await expectAccessible(page);
    await section.screenshot({ path: info.outputPath("own-review.png") });

    await section.getByRole("link", { name: "Editar" }).click();
    const edit = section.getByRole("form", { name: "Editar tu reseña" });
    await expect(edit.getByRole("radio", { name: "1 estrella", exact: true })).toBeChecked();
    await edit.getByRole("radio", { name: "5 estrellas" }).check();
    await edit.getByLabel(/Tu comentario/).fill("Volví y me atendieron de diez.");
    await edit.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "Reseña actualizada")).toBeVisible();
    await expect(mine).toContainText("Volví y me atendieron de diez.");
    await expect.poll(async () => (await summary(section)).average ?? 0).toBeGreaterThan(afterCreate.average ?? 0);
    expect((await summary(section)).count).toBe(before.count + 1);

    await mine.getByRole("button", { name: "Eliminar" }).click();
    await expect(mine.getByText("¿Seguro que querés eliminar tu reseña?")).toBeVisible();
    await mine.getByRole("button", { name: "Sí, eliminar" }).click();
    await expect(toast(page, "Reseña eliminada")).toBeVisible();
    await expect(section.getByRole("heading", { name: "Dejá tu reseña" })).toBeVisible();
    await expect.poll(async () => summary(section)).toEqual(before);
  });

  test("a signed-out visitor is invited to sign in to review", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/despensa-la-esquina");
    const invite = page.locator("#resenas").getByRole("link", { name: "Ingresá para dejar tu reseña" });
    await expect(invite).toHaveAttribute(
      "href",
      `/auth?redirectTo=${encodeURIComponent("/despensa-la-esquina#resenas")}`,
    );
    await expect(page.locator("#resenas").getByRole("radio")).toHaveCount(0);
  });
});

test("without JavaScript the heart and the review form still work", { tag: "@one-size" }, async ({
  page,
  browser,
  baseURL,
}) => {
  const places = placesFor(page);
  const { name } = await signUpNeighbour(page, "sinjs");
  const noScript = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`/${places.noScript.slug}`);
    await expect(plain.getByRole("heading", { level: 1, name: places.noScript.name })).toBeVisible();
    await plain.getByRole("main").getByRole("button", { name: "Agregar a favoritos" }).first().click();
    await expect(plain).toHaveURL(new RegExp(`/${places.noScript.slug}$`));
    await expect(plain.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const section = plain.locator("#resenas");
    await section.getByRole("radio", { name: "4 estrellas" }).check();
    await section.getByLabel(/Tu comentario/).fill("Sin JavaScript también se puede.");
    await section.getByRole("button", { name: "Publicar reseña" }).click();
    const mine = section.getByRole("article", { name: "Tu reseña" });
    await expect(mine).toContainText(name);
    await expect(mine).toContainText("Sin JavaScript también se puede.");

    await mine.getByRole("button", { name: "Eliminar" }).click();
    await expect(section.getByRole("heading", { name: "Dejá tu reseña" })).toBeVisible();
    await plain.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first().click();
    await expect(plain.getByRole("main").getByRole("button", { name: "Agregar a favoritos" }).first()).toBeVisible();
  } finally {
    await noScript.close();
  }
});
