import type { MapAnswer } from "#core/map-clusters.ts";
import { expect, test } from "./fixtures.ts";
import { expectAccessible, isPhone } from "./helpers.ts";

/** The tile stand-in the app's MAP_TILE_URL points at (tests/tiles/server.ts, see playwright.config.ts). */
const TILES = process.env.E2E_TILES_URL as string;
/** Both cities. */
const CITIES = "bbox=-63.40,-32.50,-63.10,-32.30";

/** A demo business with coordinates (a pharmacy: few enough to come as points), found through the map's own endpoint. */
async function businessWithPin(request: import("@playwright/test").APIRequestContext) {
  const response = await request.get(`/api/search/map?q=farmacia&${CITIES}&zoom=14`);
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as MapAnswer;
  const point = answer.points[0];
  expect(point, "the demo data has businesses with coordinates").toBeTruthy();
  return point as NonNullable<typeof point>;
}

test.describe("maps", () => {
  test("the business page shows its pin on tiles from the configured tile server", async ({ page }) => {
    const before = (await (await page.request.get(`${TILES}/__test/requests`)).json()) as { count: number };
    const business = await businessWithPin(page.request);
    await page.goto(`/${business.slug}`);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Ubicación", exact: true }) });
    if (isPhone(page)) {
      // Far below the fold on a phone: Leaflet is not even downloaded until the person scrolls near it.
      await expect(card.locator('[data-map-state="waiting"]')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(card.locator('[data-map-state="waiting"]')).toHaveCount(1);
    }
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("region", { name: `Mapa con la ubicación de ${business.name}` })).toBeVisible();
    await expect(card.locator(".vilma-pin")).toBeVisible({ timeout: 15_000 });
    const tile = card.locator(`img.leaflet-tile[src^="${TILES}/"]`).first();
    await expect(tile).toBeVisible();
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(card.getByText("© OpenStreetMap")).toBeVisible();
    await expect(card.getByRole("link", { name: "Abrir en la app de mapas" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${business.latitude},${business.longitude}`,
    );
    const after = (await (await page.request.get(`${TILES}/__test/requests`)).json()) as { count: number };
    expect(after.count).toBeGreaterThan(before.count);
    await expectAccessible(page);
  });

  test("with the tile server unreachable the map becomes a placeholder with the address", async ({ page }) => {
    await page.route(`${TILES}/**`, (route) => route.abort("internetdisconnected"));
    const business = await businessWithPin(page.request);
    await page.goto(`/${business.slug}`);
    const card = page.locator("section", { has: page.getByRole("heading", { name: "Ubicación", exact: true }) });
    await card.scrollIntoViewIfNeeded();
    const placeholder = card.locator('[data-map-placeholder="failed"]');
    await expect(placeholder).toBeVisible({ timeout: 15_000 });
    await expect(placeholder).toContainText("No pudimos cargar el mapa.");
    // The card's own address line (text before its <br>).
    const address = (
      await card.locator("p", { has: page.locator("br") }).evaluate((p) => p.firstChild?.textContent ?? "")
    ).trim();
    expect(address.length).toBeGreaterThan(0);
    await expect(placeholder).toContainText(address);
    await expect(card.locator(".leaflet-container")).toHaveCount(0);
  });

  test("/search switches to a map of the same results, with clusters that zoom in", async ({ page }) => {
    await page.goto("/search?category=gastronomia");
    const count = (await page.getByRole("status").first().textContent()) ?? "";
    await page.getByRole("navigation", { name: "Vista de los resultados" }).getByRole("link", { name: "Mapa" }).click();
    await expect(page).toHaveURL(/vista=mapa/);
    await expect(page).toHaveURL(/category=gastronomia/);
    await expect(page.getByRole("status").first()).toHaveText(count);
    const map = page.getByTestId("results-map");
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(300);
    // Leaflet's chunk, then the markers' answer: slower than a plain element on a busy machine.
    const markers = map.locator(".vilma-cluster, .vilma-pin");
    await expect(markers.first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/comercios? en esta zona$/)).toBeVisible();

    // The whole directory in view is more than the map sends one by one: the server groups it.
    await page.goto("/search?vista=mapa");
    const cluster = map.locator(".vilma-cluster").first();
    await expect(cluster).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page);
    const zoom = Number(await map.getAttribute("data-zoom"));
    await cluster.click();
    await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(zoom);

    // A point's popup links to the business page.
    await page.goto("/search?vista=mapa&q=farmacia");
    const pin = page.getByTestId("results-map").locator(".vilma-pin").first();
    await expect(pin).toBeVisible({ timeout: 15_000 });
    await pin.click();
    const link = page.locator(".leaflet-popup-content a");
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/search/);
  });
});
