/**
 * Every public page, at the phone's and the desktop's size: its heading and its main call to action
 * are really in sight, not drawn under a banner, a sticky bar or an overlay (tests/e2e/hit-test.ts).
 * Pages are looped inside two tests so the whole tour costs two page sessions per size.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectUncovered } from "./hit-test.ts";

type Tour = { path: string | ((page: Page) => Promise<string>); cta?: (main: Locator) => Locator }[];

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

async function walk(page: Page, tour: Tour) {
  for (const stop of tour) {
    const path = typeof stop.path === "string" ? stop.path : await stop.path(page);
    await page.goto(path);
    const main = page.locator("main");
    await expectUncovered(page, {
      h1: h1(page),
      ...(stop.cta ? { "acción principal": stop.cta(main) } : {}),
    });
  }
}

/** A business page whose listing has no banner (the seed leaves home-service ones without). */
async function businessWithoutBanner(page: Page): Promise<string> {
  const request = page.request;
  for (const category of ["plomeros", "electricistas", "gasistas", "fletes-y-mudanzas", "apoyo-escolar"]) {
    const html = await (await request.get(`/search?category=${category}`)).text();
    const slugs = [
      ...new Set([...html.matchAll(/href="\/([a-z0-9-]+)"[^>]*>(?:<span[^>]*>)?Ver (?:perfil|más)/g)].map((m) => m[1])),
    ];
    for (const slug of slugs) {
      const body = await (await request.get(`/${slug}`)).text();
      if (!body.includes("/media/demo/banner/")) return `/${slug}`;
    }
  }
  throw new Error("El seed no tiene ningún comercio sin banner");
}

const firstLink = (pattern: RegExp) => (main: Locator) => main.getByRole("link", { name: pattern });

test("la portada, la búsqueda y los comercios muestran su título y su acción principal", async ({ page }) => {
  test.slow(); // a tour of many pages, each hit-tested: over 30 s on a phone in the full suite
  await walk(page, [
    { path: "/", cta: (main) => main.getByRole("combobox") },
    { path: "/search?q=pizza", cta: firstLink(/^Ver (perfil|más)/) },
    { path: "/search?category=farmacias", cta: firstLink(/^Ver (perfil|más)/) },
    { path: "/categories", cta: (main) => main.getByRole("link").first() },
    { path: "/business/1", cta: firstLink(/^(Llamar|WhatsApp)/) },
    { path: businessWithoutBanner, cta: firstLink(/^(Llamar|WhatsApp)/) },
  ]);
});

test("las ofertas, la revista, los planes, las páginas legales, el ingreso y el 404 también", async ({ page }) => {
  test.slow(); // a tour of many pages, each hit-tested: over 30 s on a phone in the full suite
  await walk(page, [
    { path: "/ofertas", cta: (main) => main.getByRole("article").first() },
    { path: "/ofertas?tab=bancos", cta: (main) => main.getByRole("article").first() },
    { path: "/farmacias-de-turno", cta: (main) => main.getByRole("link", { name: /^Llamar/ }).first() },
    { path: "/magazine", cta: (main) => main.getByRole("article").first().getByRole("link").first() },
    { path: "/magazine/los-mejores-cafes-para-trabajar-en-villa-maria" },
    { path: "/pricing", cta: firstLink(/^Empezar gratis/) },
    { path: "/privacidad" },
    { path: "/terminos-y-condiciones" },
    { path: "/contacto", cta: (main) => main.getByRole("button", { name: "Enviar mensaje" }) },
    { path: "/auth", cta: (main) => main.getByRole("button", { name: "Iniciar Sesión", exact: true }) },
    { path: "/auth/recuperar" },
    { path: "/arrepentimiento" },
    { path: "/offline" },
    { path: "/no-existe-esta-pagina-xyz", cta: firstLink(/^Volver al inicio/) },
  ]);
  await expect(h1(page)).toBeVisible();
});
