import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Plaza Centenario, Villa María (approximate). */
const PLAZA = { latitude: -32.411, longitude: -63.243 };

/** "350 m · 5 min a pie" → 350; "1,2 km · …" → 1200. */
function meters(text: string): number {
  const match = /([\d.,]+)\s*(m|km)\b/.exec(text);
  if (!match) throw new Error(`sin distancia: ${text}`);
  const value = Number(match[1]!.replace(/\./g, "").replace(",", "."));
  return match[2] === "km" ? value * 1000 : value;
}

async function distancesOnCards(page: Page): Promise<number[]> {
  const texts = await page.locator("main article [data-distance]").allTextContents();
  return texts.map(meters);
}

test.describe("the visitor's location", () => {
  test("granted: distances on the cards, sort by distance and 'Cerca mío' on the server", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(PLAZA);
    await page.goto("/search");
    // Nothing is asked before the person presses the button ("Cerca mío" on /search).
    await expect(page.locator("main article [data-distance]")).toHaveCount(0);
    await page.getByRole("button", { name: "Cerca mío" }).click();
    await expect(page.locator("main article [data-distance]").first()).toContainText(/a pie$/);

    const distances = page.waitForResponse((r) => r.url().endsWith("/api/distances"));
    await page.locator("summary").filter({ hasText: "Filtros" }).click();
    await page.getByLabel("Ordenar por").selectOption("distance");
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page).toHaveURL(/lat=-32\.411&lng=-63\.243/);
    expect((await distances).status()).toBe(200);
    await expect(page.locator("main article [data-distance]").first()).toBeVisible();
    const sorted = await distancesOnCards(page);
    expect(sorted.length).toBeGreaterThan(3);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    await page.getByRole("button", { name: "Ver resultados" }).click();
    await page.getByLabel("Cerca mío").selectOption("1000");
    await expect(page).toHaveURL(/radio=1000/);
    await expect(page.locator("main article [data-distance]").first()).toBeVisible();
    for (const d of await distancesOnCards(page)) expect(d).toBeLessThanOrEqual(1000);
    // The same control takes the location back.
    await page.getByLabel("Cerca mío").selectOption({ label: "Quitar mi ubicación" });
    await expect(page).not.toHaveURL(/radio=|lat=/);
    await expect(page.locator("main article [data-distance]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cerca mío" })).toBeVisible();
  });

  test("kept for the next pages (home, a business) until the person removes it", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(PLAZA);
    await page.goto("/search");
    await page.getByRole("button", { name: "Cerca mío" }).click();
    await expect(page.locator("main article [data-distance]").first()).toBeVisible();

    await page.goto("/");
    await expect(page.locator("main article [data-distance]").first()).toContainText(/a pie$/);
    await page.locator("main article h3 a").first().click();
    await page.waitForURL((url) => url.pathname !== "/");
    await expect(page.getByRole("heading", { level: 2, name: "Ubicación" })).toBeVisible();
    await expect(page.locator("main [data-distance]").first()).toContainText(/a pie$/);
    const directions = page.getByRole("link", { name: "Cómo llegar" }).first();
    await expect(directions).toHaveAttribute("href", /travelmode=walking/);

    await page.getByRole("button", { name: "Quitar mi ubicación" }).click();
    await expect(page.locator("main [data-distance]")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("vilma-user-location"))).toBeNull();
  });

  test("one request for all the cards of a page; a failed answer says 'Error al calcular distancia'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(PLAZA);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/^\/api\/distances?$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto("/search");
    await page.getByRole("button", { name: "Cerca mío" }).click();
    await expect(page.locator("main article [data-distance]").first()).toBeVisible();
    expect(await page.locator("main article [data-distance]").count()).toBeGreaterThan(3);
    expect(asked).toHaveLength(1);

    await page.route("**/api/distances", (route) =>
      route.fulfill({ status: 500, json: { error: { message: "caído" } } }),
    );
    await page.goto("/search?page=2");
    await expect(page.locator("main article").getByText("Error al calcular distancia").first()).toBeVisible();
    await expect(page.locator("main article [data-distance]")).toHaveCount(0);
    expect(asked).toHaveLength(2);
  });

  test("denied: the spec's message, and no distance", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/search");
    await page.getByRole("button", { name: "Cerca mío" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Permiso de ubicación denegado" })).toHaveText(
      "Permiso de ubicación denegado. Por favor, habilítalo en la configuración de tu navegador.",
    );
    await expect(page.locator("main article [data-distance]")).toHaveCount(0);
  });
});
