import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";

test("categories: the tree with counts, each linking to its search", async ({ page }) => {
  await page.goto("/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categorías" })).toBeVisible();
  const parents = page.locator("main section");
  expect(await parents.count()).toBeGreaterThanOrEqual(6);
  const firstParent = parents.first();
  await expect(firstParent.getByText(/\d+ comercios?/)).toBeVisible();
  const child = firstParent.locator("ul a").first();
  const childName = (await child.locator("span").first().textContent())!.trim();
  await child.click();
  await expect(page).toHaveURL(/\/search\?category=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(childName);
  await page.goto("/categories");
  await expectAccessible(page);
});
