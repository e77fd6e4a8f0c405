import { signIn, test } from "./fixtures.ts";
import { DEMO } from "./helpers.ts";

test("shots", async ({ page }) => {
  const w = page.viewportSize()?.width;
  await signIn(page, DEMO.admin, "/admin/businesses/bulk-import");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto("/admin/businesses/bulk-import");
    await page.screenshot({ path: `/tmp/h-import-shots/upload-${w}-${scheme}.png`, fullPage: true });
    await page.getByRole("link", { name: /\d{2}\/\d{2}\/\d{4}/ }).first().click();
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `/tmp/h-import-shots/job-${w}-${scheme}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log("overflow", w, scheme, overflow);
  }
});
