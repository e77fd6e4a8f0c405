import { test } from "./fixtures.ts";
import { DEMO, signInAs } from "./helpers.ts";

test("screenshots", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.admin);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [name, path] of [
      ["algolia", "/admin/algolia"],
      ["analytics", "/admin/analytics"],
      ["dashboard", "/admin/dashboard"],
      ["subscriptions", "/admin/subscriptions"],
      ["plans", "/admin/plans"],
    ] as const) {
      await page.goto(path);
      await page.waitForTimeout(1200);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height && i < 8; y += 1400, i++) {
        await page.screenshot({
          path: `/tmp/h-search-shots/p-${name}-${scheme}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width: 390, height: Math.min(1400, height - y) },
          scale: "css",
        });
      }
    }
  }
});
