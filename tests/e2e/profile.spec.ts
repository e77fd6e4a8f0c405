/**
 * /profile end to end: name and photo, the theme saved to the profile (across tabs and devices),
 * e-mail and password changes, sessions on other devices, the page without JavaScript, and axe.
 * Every test uses fresh accounts, so tests in parallel never share one.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { pngOf } from "#tests/setup/images.ts";
import { expect, test } from "./fixtures.ts";
import { expectSignedIn, readLatestMail, uniqueEmail } from "./helpers.ts";

const PASSWORD = "secreta123";
/** A 1×1 PNG: under the smallest profile photo taken (128 × 128). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** A 300×300 photo, above it. */
const photoPng = async () => Buffer.from(await pngOf(300, 300));

/** Another browser (a second device) with this project's screen, locale and user agent. */
async function newContext(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const base = test.info().project.use;
  return browser.newContext({
    baseURL: base.baseURL,
    viewport: base.viewport,
    userAgent: base.userAgent,
    isMobile: base.isMobile,
    hasTouch: base.hasTouch,
    deviceScaleFactor: base.deviceScaleFactor,
    locale: base.locale,
    timezoneId: base.timezoneId,
    ...options,
  });
}

/** A new account, confirmed through the link in its e-mail, which also signs this browser in. */
async function newAccount(page: Page, label: string, name = "Cuenta de Prueba"): Promise<string> {
  const email = uniqueEmail(label);
  const baseURL = test.info().project.use.baseURL as string;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name, callbackURL: "/auth/confirmado" },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  const mail = await readLatestMail(email);
  const link = mail.links.find((l) => l.includes("/verify-email"));
  expect(link).toBeTruthy();
  await page.goto(link as string);
  return email;
}

/**
 * Signs in on a brand-new browser through /auth, once it has hydrated (its "Mostrar contraseña" toggle appears
 * with JavaScript): a cold first load may otherwise be clicked before React takes over the form.
 */
async function signInOnNewDevice(page: Page, email: string, password: string) {
  await page.goto("/auth?redirectTo=%2Fcategories");
  await expect(page.getByRole("button", { name: "Mostrar contraseña" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/, { timeout: 15_000 });
  await expectSignedIn(page);
}

/** No serious or critical axe violations in the page's own content (the shared header is tested elsewhere). */
async function expectMainAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test.describe("/profile", () => {
  // Several tests drive two browsers and hash passwords (argon2) a few times: give them room on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test("a signed-out visitor is sent to sign in and comes back", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
  });

  test("name and photo: saved with the spec's toast, shown in the header", async ({ page }) => {
    await newAccount(page, "perfil-nombre");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    const name = page.getByLabel("Nombre completo");
    await expect(name).toHaveValue("Cuenta de Prueba");
    await name.fill("L");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await name.fill("Lucía Fernández");
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toHaveCount(0);
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "Perfil actualizado")).toContainText("Los cambios se han guardado correctamente.");
    // The avatar: on "Mi perfil" from 1024px, on "Menú" below.
    const headerProfile = page.locator("header [data-signed-in]:visible");
    await expect(headerProfile).toContainText("LF");
    await page.reload();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Lucía Fernández");

    // Not an image, whatever its name says.
    const picker = page.getByLabel("Foto de perfil", { exact: true });
    await picker.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("no soy una imagen") });
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.getByText("El archivo no es una imagen válida (JPG, PNG, WebP o GIF)").first()).toBeVisible();

    await picker.setInputFiles({ name: "icono.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.getByText("La imagen es muy chica: tiene que medir al menos 128 × 128 px").first()).toBeVisible();

    await picker.setInputFiles({ name: "yo.png", mimeType: "image/png", buffer: await photoPng() });
    await expect(page.getByRole("img", { name: "Vista previa de tu nueva foto" })).toBeVisible();
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(toast(page, "Perfil actualizado").first()).toBeVisible();
    const photo = page.getByRole("img", { name: "Tu foto de perfil" });
    await expect(photo).toHaveAttribute("src", /^\/uploads\/avatars\/[\w-]+\.webp$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expect(headerProfile.locator("img")).toHaveAttribute("src", /^\/uploads\/avatars\//);

    await page.getByRole("button", { name: "Quitar foto" }).click();
    await expect(page.getByRole("img", { name: "Tu foto de perfil" })).toHaveText("LF");
    await expect(headerProfile.locator("img")).toHaveCount(0);
  });

  test("theme: saved at once, followed by the other tab, and brought by the profile to a new device", {
    tag: "@one-size",
  }, async ({ browser, context, page }) => {
    const email = await newAccount(page, "perfil-tema");
    await page.emulateMedia({ colorScheme: "light" });
    const otherTab = await context.newPage();
    await otherTab.emulateMedia({ colorScheme: "light" });
    await otherTab.goto("/categories");
    await page.goto("/profile");
    expect(await isDark(page)).toBe(false);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/api/profile/theme") && r.request().method() === "POST",
    );
    await page.getByText("Oscuro", { exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("radio", { name: /Oscuro/ })).toBeChecked();
    expect(await isDark(page)).toBe(true);
    await expect.poll(() => isDark(otherTab)).toBe(true);
    await expect(otherTab.getByRole("button", { name: /^Tema: Oscuro/, includeHidden: true }).first()).toBeAttached();

    // Another device, light locally: the profile's "dark" wins once signed in.
    const laptop = await newContext(browser, { colorScheme: "light" });
    const laptopPage = await laptop.newPage();
    await laptopPage.goto("/categories");
    await laptopPage.evaluate(() => localStorage.setItem("theme-preference", "light"));
    await signInOnNewDevice(laptopPage, email, PASSWORD);
    await expect.poll(() => isDark(laptopPage)).toBe(true);
    expect(await laptopPage.evaluate(() => localStorage.getItem("theme-preference"))).toBe("dark");
    await laptop.close();
  });

  test("e-mail: a link to the new address, and the change once it is opened", { tag: "@one-size" }, async ({
    page,
  }) => {
    await newAccount(page, "perfil-email");
    await page.goto("/profile");
    const field = page.getByLabel("Nuevo email");
    await field.fill("no-es-un-email");
    await page.getByRole("button", { name: "Cambiar email" }).click();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();

    const newEmail = uniqueEmail("perfil-nuevo");
    await field.fill(newEmail);
    await page.getByRole("button", { name: "Cambiar email" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Te enviamos un enlace a" })).toContainText(
      `Te enviamos un enlace a ${newEmail} para confirmar el cambio.`,
    );
    const mail = await readLatestMail(newEmail);
    await page.goto(mail.links.find((l) => l.includes("/verify-email")) as string);
    await expect(page).toHaveURL(/\/profile\?email=confirmado$/);
    await expect(toast(page, "Email actualizado")).toBeVisible();
    await expect(page.locator("#email")).toContainText(newEmail);
  });

  test("password: the current one is checked, then the new one signs in", { tag: "@one-size" }, async ({
    browser,
    page,
  }) => {
    const email = await newAccount(page, "perfil-clave");
    await page.goto("/profile");
    await page.getByLabel("Contraseña actual", { exact: true }).fill("equivocada");
    await page.getByLabel("Nueva contraseña", { exact: true }).fill("nueva-clave-9");
    await page.getByLabel("Repetí la nueva contraseña", { exact: true }).fill("nueva-clave-9");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.locator("#profile-password-currentPassword-error")).toHaveText(
      "La contraseña actual no es correcta.",
    );

    await page.getByLabel("Contraseña actual", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(toast(page, "Contraseña actualizada")).toBeVisible();
    await expect(page.getByLabel("Contraseña actual", { exact: true })).toHaveValue("");
    // This browser got the new session: still signed in.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();

    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await signInOnNewDevice(otherPage, email, "nueva-clave-9");
    await other.close();
  });

  test("sessions: both devices listed, «Cerrar» ends the other one", { tag: "@one-size" }, async ({
    browser,
    page,
  }) => {
    const email = await newAccount(page, "perfil-sesiones");
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await signInOnNewDevice(otherPage, email, PASSWORD);

    await page.goto("/profile#sesiones");
    const items = page.getByTestId("session-item");
    await expect(items).toHaveCount(2);
    await expect(page.getByText("Esta sesión", { exact: true })).toHaveCount(1);
    await expect(items.first()).toContainText("Esta sesión");
    await expect(items.first()).toContainText(/Chrome en (Android|Windows|Linux)/);
    await expect(items.first()).toContainText(/Última actividad: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The other device's session token never reaches this page.
    const otherCookie = (await other.cookies()).find((c) => c.name === "vilma.session_token");
    const otherToken = decodeURIComponent(otherCookie?.value ?? "").split(".")[0] as string;
    expect(otherToken.length).toBeGreaterThan(10);
    expect(await page.content()).not.toContain(otherToken);

    await items
      .nth(1)
      .getByRole("button", { name: /^Cerrar la sesión de / })
      .click();
    await expect(toast(page, "Sesión cerrada")).toBeVisible();
    await expect(items).toHaveCount(1);

    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    await other.close();
  });

  test("«Cerrar sesión en todos los dispositivos» signs out here and there", { tag: "@one-size" }, async ({
    browser,
    page,
  }) => {
    const email = await newAccount(page, "perfil-todas");
    const other = await newContext(browser);
    const otherPage = await other.newPage();
    await signInOnNewDevice(otherPage, email, PASSWORD);

    await page.goto("/profile");
    await page.getByRole("button", { name: "Cerrar sesión en todos los dispositivos" }).click();
    // The toast first: it only lasts a few seconds.
    await expect(toast(page, "Sesión cerrada")).toContainText("Has cerrado sesión correctamente.", { timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
    await otherPage.goto("/profile");
    await expect(otherPage).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);
    await other.close();
  });

  test("works without JavaScript", { tag: "@one-size" }, async ({ browser }) => {
    const context: BrowserContext = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await newAccount(page, "perfil-sinjs");
    await page.goto("/profile");
    await page.getByLabel("Nombre completo").fill("Sin Script");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Perfil actualizado" })).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Sin Script");

    await page.getByLabel("Nombre completo").fill("");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.locator("#profile-name-fullName-error")).toHaveText("El nombre debe tener al menos 2 caracteres");

    await page.getByText("Oscuro", { exact: true }).click();
    await page.getByRole("button", { name: "Guardar tema" }).click();
    await expect(page.getByRole("radio", { name: /Oscuro/ })).toBeChecked();

    await page
      .getByLabel("Foto de perfil", { exact: true })
      .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: await photoPng() });
    await page.getByRole("button", { name: "Subir foto" }).click();
    await expect(page.getByRole("img", { name: "Tu foto de perfil" })).toHaveAttribute("src", /\.webp$/);
    await context.close();
  });

  test("passes axe in light and dark, and looks right on this screen", async ({ page }, info) => {
    await newAccount(page, "perfil-axe", "Valentina Rossi");
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
    await expectMainAccessible(page);
    await page.screenshot({ path: `/tmp/vilma-profile-${info.project.name}.png`, fullPage: true });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    await page.getByText("Oscuro", { exact: true }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.waitForTimeout(400); // the colour transition
    await expectMainAccessible(page);
    await page.screenshot({ path: `/tmp/vilma-profile-${info.project.name}-dark.png`, fullPage: true });
  });
});
