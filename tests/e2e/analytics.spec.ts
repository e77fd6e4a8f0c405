import type { AnalyticsHit } from "#tests/analytics/server.ts";
import { expect, test } from "./fixtures.ts";

const standin = process.env.E2E_ANALYTICS_URL ?? "";

async function hitsFor(id: string): Promise<AnalyticsHit[]> {
  const response = await fetch(`${standin}/__test/hits?id=${encodeURIComponent(id)}`);
  return (await response.json()) as AnalyticsHit[];
}

/** A client-side navigation through the footer, from the bottom of the page. */
async function footerLink(page: import("@playwright/test").Page, name: string, path: string) {
  const link = page.getByRole("contentinfo").getByRole("link", { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(path);
}

test.describe("analytics", () => {
  test(
    "with ids set: each tool loads once and gets one page view per navigation",
    { tag: "@one-size" },
    async ({ page, context }, info) => {
      // Ids of this test only: the stand-in is shared by both projects and retries.
      const run = `${Date.now()}${info.workerIndex}${info.retry}`;
      const ids = { ga: `G-E2E${run}`, gtm: `GTM-E${run.slice(-10)}`, fb: run };
      const baseURL = info.project.use.baseURL as string;
      await context.addCookies([
        {
          name: "vilma_test_analytics",
          value: encodeURIComponent(new URLSearchParams(ids).toString()),
          url: baseURL,
        },
      ]);

      const response = await page.goto("/");
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(/script-src [^;]*/.exec(policy)?.[0]).toContain(standin);

      await expect.poll(async () => (await hitsFor(ids.fb)).filter((h) => h.kind === "page_view").length).toBe(1);
      // A client-side navigation keeps this window (a full load would lose the mark).
      await page.evaluate(() => {
        (window as { e2eMark?: boolean }).e2eMark = true;
      });
      await footerLink(page, "Promociones", "/ofertas");
      // ScrollRestoration puts a new page at its top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await footerLink(page, "Magazine", "/magazine");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => (window as { e2eMark?: boolean }).e2eMark)).toBe(true);

      const expected = ["/", "/ofertas", "/magazine"];
      for (const id of Object.values(ids)) {
        await expect
          .poll(async () => (await hitsFor(id)).filter((h) => h.kind === "page_view").map((h) => h.path))
          .toEqual(expected);
      }
      // Late duplicates (a second script, a pushState page view of the Pixel's own) would show now.
      await page.waitForTimeout(500);
      for (const [tool, id] of [
        ["ga", ids.ga],
        ["gtm", ids.gtm],
        ["fb", ids.fb],
      ] as const) {
        const hits = await hitsFor(id);
        expect(hits.every((h) => h.tool === tool)).toBe(true);
        expect(hits.filter((h) => h.kind === "page_view").map((h) => h.path)).toEqual(expected);
        expect(
          hits.filter((h) => h.kind === "loaded"),
          `${tool} se carga una vez`,
        ).toHaveLength(1);
      }
      const gaLoaded = (await hitsFor(ids.ga)).find((h) => h.kind === "loaded");
      expect(gaLoaded?.settings).toMatchObject({ anonymize_ip: "true", send_page_view: "false" });
      const fbLoaded = (await hitsFor(ids.fb)).find((h) => h.kind === "loaded");
      expect(fbLoaded?.settings).toMatchObject({ disablePushState: "true" });
      expect(await page.locator(`script[src^="${standin}"]`).count()).toBe(3);
    },
  );

  test("without ids nothing loads", { tag: "@one-size" }, async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.startsWith(standin) || /load-analytics/.test(url)) thirdParty.push(url);
    });
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).not.toContain(standin);
    await footerLink(page, "Promociones", "/ofertas");
    // Time for the lazy loader to be asked for, had the page wanted analytics.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(thirdParty).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window || "fbq" in window)).toBe(false);
  });
});
