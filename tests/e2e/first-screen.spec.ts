/**
 * Issue 22 §3: the phone leads with what people came for. At 390×844, without scrolling, a business
 * page shows today's hours, the address with "Cómo llegar" and "Llamar" (really on top: hit-tested,
 * tests/e2e/hit-test.ts), and the week's hours come before promotions and reviews. Checked on a
 * business with promotions and reviews, where they used to push the hours 2,500–5,900 px down.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { isPhone } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

/** A business page with promotions in force, reviews and a phone number (the heaviest first screen). */
async function businessWithPromotionsAndReviews(page: Page): Promise<string> {
  const html = await (await page.request.get("/ofertas")).text();
  const slugs = [...new Set([...html.matchAll(/href="\/(?:business\/)?([a-z0-9-]+)"/g)].map((m) => m[1]!))];
  for (const slug of slugs) {
    if (["ofertas", "search", "magazine", "pricing", "categories", "auth", "contacto"].includes(slug)) continue;
    const response = await page.request.get(`/${slug}`);
    if (!response.ok()) continue;
    const body = await response.text();
    if (body.includes('id="promos-title"') && !body.includes("Todavía no hay reseñas.") && body.includes('href="tel:'))
      return `/${slug}`;
  }
  throw new Error("El seed no tiene un comercio con promociones, reseñas y teléfono");
}

test("a business page at 390×844: today's hours, the address with 'Cómo llegar' and 'Llamar' on the first screen", async ({
  page,
}) => {
  test.skip(!isPhone(page), "the phone's first screen");
  const path = await businessWithPromotionsAndReviews(page);
  await page.goto(path);
  const main = page.locator("main");
  await expectUncovered(
    page,
    {
      nombre: page.getByRole("heading", { level: 1 }),
      "horario de hoy": main.locator("[data-today-hours] p").first(),
      dirección: main.locator("[data-address] p").first(),
      "Cómo llegar": main.getByRole("link", { name: "Cómo llegar" }).first(),
      Llamar: main.getByRole("link", { name: "Llamar" }).first(),
    },
    { scroll: false },
  );
  await expect(main.locator("[data-today-hours]")).toContainText(
    /^Hoy, (lunes|martes|miércoles|jueves|viernes|sábado|domingo):/,
  );
  // The week follows, then (further down) the promotions and the reviews.
  const top = async (name: string) =>
    (await page.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.y;
  const hours = await top("Horarios");
  expect(hours).toBeLessThan(await top("Promociones vigentes"));
  expect(hours).toBeLessThan(await top("Reseñas"));
  expect(await top("Ubicación")).toBeLessThan(await top("Promociones vigentes"));
});

test("a business page at 1280: the hours and the location lead the right-hand column", async ({ page }) => {
  test.skip(isPhone(page), "the desktop's layout");
  const path = await businessWithPromotionsAndReviews(page);
  await page.goto(path);
  // The phone's summary is not drawn; the week is, in the first screen.
  await expect(page.locator("[data-today-hours]")).toBeHidden();
  await expectUncovered(
    page,
    {
      Horarios: page.getByRole("heading", { level: 2, name: "Horarios", exact: true }),
      Llamar: page.locator("main").getByRole("link", { name: "Llamar" }).first(),
      "Cómo llegar": page.locator("main").getByRole("link", { name: "Cómo llegar" }).first(),
    },
    { scroll: false },
  );
  const column = async (name: string) =>
    (await page.getByRole("heading", { level: 2, name, exact: true }).boundingBox())!.x;
  expect(await column("Horarios")).toBeGreaterThan(await column("Reseñas"));
});

test("the home's and /search's search boxes show their whole placeholder", async ({ page }) => {
  for (const [path, id] of [
    ["/", "hero-search"],
    ["/search", "page-search"],
  ] as const) {
    await page.goto(path);
    const field = page.locator(`input#${id}`);
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return { text: input.placeholder, needs: context.measureText(input.placeholder).width, room };
    });
    expect(fits.needs, `"${fits.text}" en ${path}`).toBeLessThanOrEqual(fits.room);
  }
});
