/**
 * Every screen of the admin area (the spec's list, `businesses/{id}/edit` and
 * `magazine/posts/{id}/edit` included), at the phone's and the desktop's size: it answers 200, its
 * heading is really in sight (hit-tested), nothing scrolls sideways, the browser logs no error and
 * axe finds nothing serious. Screens are looped in two tests so the tour costs two page sessions per size.
 */
import type { Page } from "@playwright/test";
import { ADMIN_SECTIONS } from "#app/components/admin/admin-sections.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

type Stop = string | ((page: Page) => Promise<string>);

/** The href of the first link in `listPath` whose href matches `pattern` (an edit page's real id). */
const firstLinkTo = (listPath: string, pattern: RegExp) => async (page: Page) => {
  await page.goto(listPath);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const href = hrefs.find((h) => h !== null && pattern.test(h));
  expect(href, `un enlace a ${pattern} en ${listPath}`).toBeTruthy();
  return href!;
};

const STATIC = ADMIN_SECTIONS.map((section) => section.href);
const DYNAMIC: Stop[] = [
  firstLinkTo("/admin/businesses", /^\/admin\/businesses\/[0-9a-f-]{36}\/edit$/),
  firstLinkTo("/admin/magazine", /^\/admin\/magazine\/posts\/\d+\/edit$/),
];

async function visit(page: Page, stop: Stop, errors: string[]) {
  const path = typeof stop === "string" ? stop : await stop(page);
  errors.length = 0;
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("networkidle");
  await expectUncovered(page, { h1: page.getByRole("heading", { level: 1 }) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} no se desplaza de costado`).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  expect(errors, `${path} sin errores en la consola`).toEqual([]);
}

function tour(name: string, stops: Stop[]) {
  test(name, async ({ page }) => {
    test.setTimeout(30_000 + stops.length * 12_000);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page, DEMO.admin, "/admin/dashboard");
    for (const stop of stops) await visit(page, stop, errors);
  });
}

const half = Math.ceil(STATIC.length / 2);
tour("el recorrido del panel, primera mitad", STATIC.slice(0, half));
tour("el recorrido del panel, segunda mitad y las páginas de edición", [...STATIC.slice(half), ...DYNAMIC]);
