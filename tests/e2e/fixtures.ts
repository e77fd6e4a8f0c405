/**
 * The browser suite's `test` and `expect`. Every spec imports them from here, so every test:
 * - fails on any Content-Security-Policy violation a page reports (the server runs the production
 *   policy: no inline script or <style> without this request's nonce, no style="" attribute in the
 *   server's HTML), in any browser context the test uses: its own and those it opens itself, and
 * - waits, after `page.goto` and `page.reload`, until React has hydrated the page: before that a
 *   field takes typing React never sees (the unified search stayed closed on a busy machine) and a
 *   click is a plain form post. A response that is not the app (JSON, an image) has nothing to wait for.
 * - can start signed in without the /auth form: `signIn(page, email)` asks Better Auth for a session
 *   directly (the page's request context shares its cookies with the browser). The /auth form itself
 *   is covered by its own specs and by the account journey.
 */
import { type BrowserContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./helpers.ts";

export { expect };

const CSP_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

/** Resolves once React has hydrated the document, or at once on a page the app's scripts don't run. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const isApp = document.querySelector('script[type="module"]') !== null;
    return !isApp || Object.keys(document.body ?? {}).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Resolves once React has hydrated `locator`'s element. A lazily loaded part of a page (the review
 * form) hydrates after the rest: a star ticked before then is a plain radio React never heard of.
 */
export async function interactive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

export const test = base.extend<{ cspViolations: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  cspViolations: [
    async ({ context, browser }, use, testInfo) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // Contexts the test opens itself (a second person, a visitor without JavaScript) too.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watchCsp(opened, violations);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      // A test that already failed keeps its own error; one that passed fails here.
      if (violations.length > 0 && testInfo.status === "passed") {
        throw new Error(`The page broke its Content-Security-Policy:\n${violations.join("\n")}`);
      }
    },
    { auto: true },
  ],
});

/** Collects the CSP violations every page of `context` reports (the browser prints each one). */
async function watchCsp(context: BrowserContext, violations: string[]) {
  context.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
  });
  // Belt and braces: the event fires even where the browser prints nothing.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim(),
      );
    });
  });
}

/**
 * Signs in as `email` without the form: Better Auth's own endpoint sets the session cookie in the
 * browser context, then the page opens `landing` (the home page unless said otherwise).
 */
export async function signIn(page: Page, email: string, landing = "/", password = DEMO_PASSWORD) {
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), `sesión para ${email}`).toBe(200);
  await page.goto(landing);
}
