import { expect, test } from "./fixtures.ts";

/**
 * The suite's CSP watcher itself: a script the page runs without the request's nonce is refused by
 * the browser, and the fixture fails the test that saw it (expected here, so this test passes only
 * when the watcher works).
 */
test.fail("an inline script without the nonce is refused, and fails the test that saw it", async ({ page }) => {
  await page.goto("/");
  const reported = page.waitForEvent("console", (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'yes'";
    document.body.append(script);
  });
  await reported;
  await expect(page.locator("body")).not.toHaveAttribute("data-injected", "yes");
});
