/**
 * /profile's "Tus datos" end to end, at 390 px and 1280 px: "Descargar mis datos" gives a JSON file
 * of the person's own data, and "Eliminar mi cuenta" (/profile/eliminar) says what will happen,
 * refuses a missing tick and a wrong password, then deletes the account: signed out, a toast, an
 * e-mail, and the password no longer signs in. Also without JavaScript. Every test signs up a fresh
 * account: the demo accounts other tests rely on are never touched.
 */
import fs from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { closeToasts, expectAccessible, readLatestMail, uniqueEmail } from "./helpers.ts";

const PASSWORD = "secreta123";

/** A new account, confirmed through the link in its e-mail, which also signs this browser in. */
async function newAccount(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const baseURL = test.info().project.use.baseURL as string;
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "Persona que se va", callbackURL: "/auth/confirmado" },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBe(true);
  const mail = await readLatestMail(email);
  const link = mail.links.find((l) => l.includes("/verify-email"));
  expect(link).toBeTruthy();
  await page.goto(link as string);
  return email;
}

/** Whether Better Auth signs `email` in with the password (a fresh request, no cookies). */
async function canSignIn(page: Page, email: string): Promise<boolean> {
  const baseURL = test.info().project.use.baseURL as string;
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL, cookie: "" },
  });
  return response.ok();
}

const noWiderThanScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

async function noScriptContext(browser: Browser) {
  const base = test.info().project.use;
  return browser.newContext({
    baseURL: base.baseURL,
    viewport: base.viewport,
    locale: base.locale,
    timezoneId: base.timezoneId,
    javaScriptEnabled: false,
  });
}

test.describe("Tus datos", () => {
  test("download my data, then delete my account", async ({ page }) => {
    test.slow(); // a sign-up, a download, four posts and an accessibility scan
    const email = await newAccount(page, "se-va");

    await page.goto("/profile");
    const card = page.locator("#tus-datos");
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole("heading", { name: "Tus datos" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: "Descargar mis datos" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^vilma-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fs.readFile((await download.path()) as string, "utf8"));
    expect(data.cuenta).toMatchObject({ email, nombre: "Persona que se va" });
    expect(data.sesiones.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/argon2|token/i);
    await noWiderThanScreen(page);

    await card.getByRole("link", { name: "Eliminar mi cuenta" }).click();
    await expect(page).toHaveURL(/\/profile\/eliminar$/);
    await expect(page.getByRole("heading", { level: 1, name: "Eliminar mi cuenta" })).toBeVisible();
    const consequences = page.getByRole("region", { name: "Qué pasa si la eliminás" });
    await expect(consequences.getByText(`No vas a poder volver a ingresar con ${email}`)).toBeVisible();
    await expect(consequences.getByText(`Te mandamos un email a ${email}`)).toBeVisible();
    await closeToasts(page);
    await expectAccessible(page);
    await noWiderThanScreen(page);

    const confirm = page.getByRole("region", { name: "Confirmá que sos vos" });
    const button = confirm.getByRole("button", { name: "Eliminar mi cuenta" });
    // No tick: nothing is sent, the message says why.
    await confirm.getByLabel("Tu contraseña").fill(PASSWORD);
    await button.click();
    await expect(confirm.getByText("Marcá que entendés que no se puede deshacer.")).toBeVisible();
    // A wrong password: the server says so under the field.
    await confirm.getByLabel("Tu contraseña").fill("no-es-esta");
    await confirm.getByLabel("Entiendo que eliminar mi cuenta no se puede deshacer.").check();
    await button.click();
    await expect(confirm.getByText("La contraseña actual no es correcta.")).toBeVisible({ timeout: 15_000 });
    expect(await canSignIn(page, email)).toBe(true);

    await confirm.getByLabel("Tu contraseña").fill(PASSWORD);
    await confirm.getByLabel("Entiendo que eliminar mi cuenta no se puede deshacer.").check();
    await button.click();
    // A shared machine can take a few seconds over the whole deletion.
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Eliminamos tu cuenta" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/);

    const mail = await readLatestMail(email);
    expect(mail.subject).toBe("Eliminamos tu cuenta de Vilma");
    expect(await canSignIn(page, email)).toBe(false);
  });

  test("deleting works without JavaScript", { tag: "@one-size" }, async ({ browser }) => {
    const context = await noScriptContext(browser);
    const page = await context.newPage();
    const email = await newAccount(page, "se-va-sinjs");
    await page.goto("/profile/eliminar");
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    // The browser's own check (the tick is required) or the server's: either way, still here.
    await expect(page).toHaveURL(/\/profile\/eliminar$/);
    await page.getByLabel("Entiendo que eliminar mi cuenta no se puede deshacer.").check();
    await page.getByLabel("Tu contraseña").fill("equivocada");
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expect(page.getByText("La contraseña actual no es correcta.")).toBeVisible();
    await page.getByLabel("Entiendo que eliminar mi cuenta no se puede deshacer.").check();
    await page.getByLabel("Tu contraseña").fill(PASSWORD);
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible();
    expect((await readLatestMail(email)).subject).toBe("Eliminamos tu cuenta de Vilma");
    await context.close();
  });
});
