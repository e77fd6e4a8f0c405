/**
 * Installable and offline (app/pwa/): the service worker installs and keeps a visited business page,
 * a page never visited shows the offline page, whose stored directory finds a pharmacy open now; the
 * "Instalar App" button follows `beforeinstallprompt`, and on an iPhone opens the iOS instructions.
 */
import { decodeDirectory } from "#core/offline-directory.ts";
import { isOpenAt } from "#core/opening-hours.ts";
import { expect, test } from "./fixtures.ts";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

/** 10:30 in Buenos Aires on the latest weekday up to today: pharmacies of the demo data are open. */
function weekdayMorning(): Date {
  const at = new Date();
  at.setUTCHours(13, 30, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

test.describe("offline", () => {
  test("a visited page opens offline, an unvisited one shows the offline directory", async ({ page, context }) => {
    test.slow(); // the worker precaches the built app once per browser context
    const at = weekdayMorning();
    await page.clock.setFixedTime(at);

    const directory = decodeDirectory(await (await page.request.get("/api/directory")).json())!;
    const pharmacies = directory.filter((b) => /farmacia/i.test(`${b.name} ${b.category}`));
    const visited = pharmacies[0]!;
    const unvisited = pharmacies[1]!;
    expect(pharmacies.some((b) => isOpenAt(b.weekly, b.special, at))).toBe(true);

    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      }
    });
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match("/api/directory"))), { timeout: 15_000 })
      .toBe(true);

    await page.goto(`/${visited.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: visited.name })).toBeVisible();

    await page.goto(`/${unvisited.slug}`);
    await expect(page).toHaveURL(/\/offline\?desde=/);
    await expect(page.getByText("Estás sin conexión")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reintentar" })).toHaveAttribute("href", `/${unvisited.slug}`);

    await page.getByLabel("Buscá por nombre o rubro").fill("farmacia");
    await page.getByLabel("Abierto ahora").check();
    const first = page.getByTestId("offline-business").first();
    await expect(first).toBeVisible();
    await expect(first.getByText("Abierto", { exact: true })).toBeVisible();
    await expect(first.getByRole("link", { name: /^Llamar/ })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(page.getByTestId("offline-business").getByText("Cerrado", { exact: true })).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe("install", () => {
  test("beforeinstallprompt shows 'Instalar App', which prompts and then hides", async ({ page }) => {
    await page.goto("/ofertas");
    const button = page.getByRole("button", { name: "Instalar App" });
    await expect(button).toHaveCount(0);
    await expect(async () => {
      await page.evaluate(() => {
        const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
          prompt: async () => {
            (window as unknown as { prompted: boolean }).prompted = true;
          },
          userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
        });
        window.dispatchEvent(event);
      });
      await expect(button).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect(page.getByText("¡Instalación exitosa!")).toBeVisible();
    await expect(button).toHaveCount(0);
  });

  test.describe("on an iPhone", () => {
    test.use({ userAgent: IPHONE_UA });

    test("'Instalar App' opens the iOS instructions", async ({ page }) => {
      await page.goto("/ofertas");
      await page.getByRole("button", { name: "Instalar App" }).click();
      const dialog = page.getByRole("dialog", { name: "Instalar Vilma en iOS" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("listitem")).toHaveCount(3);
      await expect(dialog).toContainText("Compartir");
      await expect(dialog).toContainText("Agregar a pantalla de inicio");
      await expect(dialog).toContainText("arriba a la derecha");
      await expect(dialog).toContainText("pantalla de inicio, como una app más");
      await dialog.getByRole("button", { name: "Entendido" }).click();
      await expect(dialog).toBeHidden();
    });
  });
});
