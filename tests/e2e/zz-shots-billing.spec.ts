import { signIn, test } from "./fixtures.ts";
import { DEMO, isPhone } from "./helpers.ts";

test("shots", async ({ page }) => {
  test.setTimeout(90_000);
  const size = isPhone(page) ? "phone" : "desktop";
  await page.goto("/arrepentimiento");
  await page.screenshot({ path: `/tmp/billing-arrep-anon-${size}.png`, fullPage: true });
  await signIn(page, DEMO.owner, "/pricing");
  await page.screenshot({ path: `/tmp/billing-pricing-${size}.png`, fullPage: true });
  const links = await page.locator('a[href*="/plan?plan="]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const uuids = [...new Set(links.map((h) => /\/mi-comercio\/([0-9a-f-]{36})/.exec(h ?? "")?.[1]).filter(Boolean))];
  for (const [i, uuid] of uuids.entries()) {
    await page.goto(`/mi-comercio/${uuid}/plan`);
    await page.screenshot({ path: `/tmp/billing-plan${i}-${size}.png`, fullPage: true });
  }
  await page.goto("/arrepentimiento");
  await page.screenshot({ path: `/tmp/billing-arrep-owner-${size}.png`, fullPage: true });
  await signIn(page, DEMO.admin, "/admin/subscriptions");
  await page.screenshot({ path: `/tmp/billing-admin-subs-${size}.png`, fullPage: true });
  await page.goto("/admin/plans?editar=2");
  await page.screenshot({ path: `/tmp/billing-admin-plans-${size}.png`, fullPage: true });
});
