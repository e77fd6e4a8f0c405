/**
 * A business page says "(12 reseñas)" and shows every one of them: the newest ten, then "Ver más
 * reseñas" adds the rest in place (JavaScript), or opens `?resenas=2` (without it), with "Más
 * nuevas" back. The reviews are written by accounts this test signs up, on a business no other test
 * counts (phone and desktop each their own).
 */
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { isPhone, readLatestMail, uniqueEmail } from "./helpers.ts";

const PLACES = { phone: "cafe-del-bulevar", desktop: "panaderia-la-espiga" } as const;
const WANTED = 12;

async function newContext(browser: Browser, javaScriptEnabled = true) {
  const base = test.info().project.use;
  return browser.newContext({
    baseURL: base.baseURL,
    viewport: base.viewport,
    locale: base.locale,
    timezoneId: base.timezoneId,
    javaScriptEnabled,
  });
}

/** A fresh account (signed in by its confirmation link) writes one review of `slug`. */
async function reviewBy(browser: Browser, slug: string, n: number) {
  const context = await newContext(browser);
  const page = await context.newPage();
  const baseURL = test.info().project.use.baseURL as string;
  const email = uniqueEmail(`resena-${n}`);
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "secreta123", name: `Lectora ${n}`, callbackURL: "/auth/confirmado" },
    headers: { origin: baseURL },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto((await readLatestMail(email)).links[0] as string);
  await page.goto(`/${slug}`);
  const businessUuid = await page.locator('input[name="businessUuid"]').first().getAttribute("value");
  const saved = await page.request.post("/api/reviews", {
    form: { intent: "save", businessUuid: businessUuid as string, rating: "4", comment: `Reseña número ${n}` },
    headers: { origin: baseURL },
  });
  expect(saved.ok()).toBe(true);
  await context.close();
}

const reviewCount = async (text: string | null) => Number(/\((\d+) reseñas?\)/.exec(text ?? "")?.[1] ?? 0);

test("every review of a business, ten at a time, with and without JavaScript", async ({ page, browser }) => {
  test.slow(); // a few sign-ups before the pages
  const slug = PLACES[isPhone(page) ? "phone" : "desktop"];
  await page.goto(`/${slug}`);
  const reviews = page.locator("#resenas");
  const before = await reviewCount(await reviews.textContent());
  for (let n = before; n < WANTED; n++) await reviewBy(browser, slug, n);

  await page.reload();
  const total = await reviewCount(await reviews.textContent());
  expect(total).toBeGreaterThanOrEqual(WANTED);
  expect(total).toBeLessThanOrEqual(20);
  await expect(reviews.getByRole("listitem")).toHaveCount(10);
  await expect(reviews.getByText(`Reseñas 1–10 de ${total}`)).toBeVisible();
  await reviews.getByRole("link", { name: "Ver más reseñas" }).click();
  await expect(reviews.getByRole("listitem")).toHaveCount(total);
  await expect(reviews.getByText(`Reseñas 1–${total} de ${total}`)).toBeVisible();
  await expect(reviews.getByRole("link", { name: "Ver más reseñas" })).toHaveCount(0);
  expect(new URL(page.url()).search).toBe("");

  // Without JavaScript the same link opens the second page, and "Más nuevas" goes back.
  const context = await newContext(browser, false);
  const plain = await context.newPage();
  await plain.goto(`/${slug}`);
  await plain.locator("#resenas").getByRole("link", { name: "Ver más reseñas" }).click();
  await expect(plain).toHaveURL(new RegExp(`/${slug}\\?resenas=2#resenas$`));
  await expect(plain.locator("#resenas").getByRole("listitem")).toHaveCount(total - 10);
  await expect(plain.locator("#resenas").getByText(`Reseñas 11–${total} de ${total}`)).toBeVisible();
  await plain.locator("#resenas").getByRole("link", { name: "Más nuevas" }).click();
  await expect(plain).toHaveURL(new RegExp(`/${slug}#resenas$`));
  await expect(plain.locator("#resenas").getByRole("listitem")).toHaveCount(10);
  await context.close();
});
