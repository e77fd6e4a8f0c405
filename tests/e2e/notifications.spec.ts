import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible, expectSignedIn, readLatestMail, uniqueEmail } from "./helpers.ts";

const PASSWORD = "secreta123";

/** A brand-new account through the real sign-up, confirmation e-mail and automatic sign-in. */
async function signUp(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto("/auth?tab=registro");
  await page.getByLabel("Nombre completo").fill("Vecina de Prueba");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Crear Cuenta" }).click();
  const mail = await readLatestMail(email);
  const link = mail.links.find((l) => l.includes("verify-email")) ?? mail.links[0];
  if (!link) throw new Error("el e-mail de confirmación no trae enlace");
  await page.goto(link);
  await expectSignedIn(page);
  return email;
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notificaciones/ });
const dropdown = (page: Page) => page.getByRole("dialog", { name: "Notificaciones" });

/** The dropdown stays inside the screen (a 390 px phone included). */
async function expectInsideViewport(page: Page) {
  const box = await dropdown(page).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** YYYY-MM-DD of a Buenos Aires day, `days` from today. */
function buenosAiresDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test.describe("signed out", () => {
  test("there is no bell, and /notifications asks to sign in", async ({ page }) => {
    await page.goto("/ofertas");
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);

    await page.goto("/notifications?page=2");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fnotifications%3Fpage%3D2$/);
  });
});

test.describe("a new account", () => {
  // Sign-up, two pages and two accessibility scans: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);

  test("has an empty bell and an empty page", async ({ page }) => {
    await signUp(page, "notif-vacio");
    await page.goto("/ofertas");
    await expect(bell(page)).toHaveAccessibleName("Notificaciones");
    await expect(bell(page)).toHaveAttribute("aria-haspopup", "dialog");
    await expect(bell(page)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);

    await bell(page).click();
    await expect(bell(page)).toHaveAttribute("aria-expanded", "true");
    await expect(dropdown(page).getByRole("heading", { name: "Notificaciones" })).toBeVisible();
    await expect(dropdown(page).getByText("No tenés notificaciones")).toBeVisible();
    await expect(dropdown(page).getByRole("button", { name: "Marcar todas" })).toHaveCount(0);
    await expectInsideViewport(page);
    await expectAccessible(page);

    // Escape closes it and gives focus back to the bell, Enter opens it again; a click outside closes it.
    await page.keyboard.press("Escape");
    await expect(dropdown(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dropdown(page)).toBeVisible();
    // The page's left margin: never under the dropdown, not a link.
    await page.mouse.click(4, 320);
    await expect(dropdown(page)).toHaveCount(0);

    await bell(page).click();
    await dropdown(page).getByRole("link", { name: "Ver todas las notificaciones" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No tenés notificaciones" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Marcar todas como leídas" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectAccessible(page);
  });
});

/** The owner's dashboard names each business and links to its "Nueva promoción" form. */
async function ownerBusiness(owner: Page, index: number) {
  await signIn(owner, DEMO.owner, "/mi-comercio");
  const links = owner.getByRole("link", { name: /^Nueva promoción para / });
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  const link = links.nth(index % count);
  const label = (await link.getAttribute("aria-label")) ?? "";
  const href = (await link.getAttribute("href")) ?? "";
  // "/mi-comercio/{uuid}/promociones/nueva": the business's own form.
  const uuid = href.match(/^\/mi-comercio\/([0-9a-f-]{36})\/promociones\/nueva$/)?.[1] ?? "";
  return { name: label.replace("Nueva promoción para ", ""), uuid, href };
}

async function publishPromotion(owner: Page, formHref: string, title: string) {
  await owner.goto(formHref);
  await owner.getByLabel("Título").fill(title);
  await owner.getByLabel("Beneficio").fill("2x1 los martes");
  await owner.getByLabel("Hasta (inclusive)").fill(buenosAiresDate(10));
  await owner.getByRole("button", { name: "Publicar promoción" }).click();
  await expect(owner).not.toHaveURL(/\/nueva/);
}

async function newContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  const base = test.info().project.use;
  return browser.newContext({
    baseURL: base.baseURL,
    viewport: base.viewport,
    locale: base.locale,
    timezoneId: base.timezoneId,
    ...options,
  });
}

test.describe("promotions from a favourite business", () => {
  test.setTimeout(120_000);

  test(
    "reach the bell and the page, and can be read, followed and deleted",
    { tag: "@one-size" },
    async ({ browser, page }, info) => {
      const ownerContext = await newContext(browser);
      const owner = await ownerContext.newPage();
      // Phone and desktop run side by side: each uses a different business of the owner.
      const business = await ownerBusiness(owner, info.project.name === "phone" ? 0 : 1);
      expect(business.uuid).toMatch(/^[0-9a-f-]{36}$/);

      await signUp(page, "notif-fan");
      const favourite = await page.request.post("/api/favorites", {
        data: { businessUuid: business.uuid, intent: "add" },
      });
      expect(favourite.ok()).toBe(true);

      const stamp = Date.now().toString(36);
      const first = `Promo e2e ${stamp} A`;
      const second = `Promo e2e ${stamp} B`;
      await publishPromotion(owner, business.href, first);
      await publishPromotion(owner, business.href, second);
      await ownerContext.close();

      // The dispatcher runs right after each publication; the bell fetches when a page loads.
      await page.goto("/ofertas");
      await expect(async () => {
        await page.reload();
        await expect(page.getByTestId("notification-badge")).toHaveText(/^([2-9]|9\+)$/, { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(bell(page)).toHaveAccessibleName(/^Notificaciones \(\d+ sin leer\)$/);

      await bell(page).click();
      await expectInsideViewport(page);
      const item = dropdown(page).getByRole("listitem").filter({ hasText: first });
      await expect(item.getByText(`Nueva promoción en ${business.name}`)).toBeVisible();
      await expect(item.getByText(`${first}: 2x1 los martes`)).toBeVisible();
      await expect(item.getByText(/^hace (un momento|\d+ min)$/)).toBeVisible();
      await expect(item.getByText("Sin leer")).toHaveCount(1);
      await expectAccessible(page);

      // "Marcar todas" clears the badge and the unread marks.
      await dropdown(page).getByRole("button", { name: "Marcar todas" }).click();
      await expect(page.getByTestId("notification-badge")).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName("Notificaciones");
      await expect(item.getByText("Sin leer")).toHaveCount(0);
      await expect(dropdown(page).getByRole("button", { name: "Marcar todas" })).toHaveCount(0);

      // Clicking a notification follows its link to the business page.
      await item.getByRole("button", { name: /Nueva promoción en/ }).click();
      await expect(page).not.toHaveURL(/\/ofertas$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.name);
      await expect(dropdown(page)).toHaveCount(0);

      // The page lists both; one is deleted in place.
      await page.goto("/notifications");
      const rowA = page.getByRole("listitem").filter({ hasText: first });
      const rowB = page.getByRole("listitem").filter({ hasText: second });
      await expect(rowA).toBeVisible();
      await expect(rowB).toBeVisible();
      await expect(rowA.getByText("Sin leer")).toHaveCount(0);
      await expectAccessible(page);
      await rowA.getByRole("button", { name: "Eliminar notificación" }).click();
      await expect(rowA).toHaveCount(0);
      await expect(page.getByText("Notificación eliminada")).toBeVisible();

      // Without JavaScript the same page works through plain form posts.
      const noScript = await newContext(browser, {
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
      const plain = await noScript.newPage();
      await plain.goto("/notifications");
      const plainRow = plain.getByRole("listitem").filter({ hasText: second });
      await plainRow.getByRole("button", { name: "Eliminar notificación" }).click();
      await expect(plain).toHaveURL(/\/notifications$/);
      await expect(plain.getByRole("listitem").filter({ hasText: second })).toHaveCount(0);
      await noScript.close();

      // The bell hears about it too.
      await page.reload();
      await bell(page).click();
      await expect(dropdown(page).getByRole("listitem").filter({ hasText: stamp })).toHaveCount(0);
    },
  );
});
