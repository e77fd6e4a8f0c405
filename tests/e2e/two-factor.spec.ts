/**
 * Two-step sign-in end to end (decision 26), always on a fresh account (never the demo accounts the
 * other specs sign in with): turn it on from /profile with a code computed here as an authenticator
 * app would, sign out, sign in with the app's code, then with a recovery code, and turn it off.
 */
import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { totpCode } from "../setup/totp.ts";
import { expect, test } from "./fixtures.ts";
import {
  closeToasts,
  expectAccessible,
  expectSignedIn,
  signOut as pressSalir,
  readLatestMail,
  uniqueEmail,
} from "./helpers.ts";

const PASSWORD = "secreta123";

/** A confirmed account, signed in (the confirmation link signs in). */
async function newAccount(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await page.goto("/auth?tab=registro");
  await page.getByLabel("Nombre completo").fill("Dos Pasos");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expectSignedIn(page, 15_000);
  return email;
}

async function passwordStep(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
}

async function signOut(page: Page) {
  await pressSalir(page);
  await expect(page.getByRole("link", { name: "Ingresar" }).first()).toBeVisible({ timeout: 15_000 });
}

/** The code an authenticator shows now for the secret, one period ahead (each code works once). */
const nextCode = (secret: string) => totpCode(secret, Date.now(), 1);

test("turn it on, sign in with the app's code and with a recovery code, turn it off", async ({ page }) => {
  test.setTimeout(180_000);
  const email = await newAccount(page, "dospasos");

  // /profile: the password, then the QR code and the key as text.
  await page.goto("/profile#dos-pasos");
  const card = page.locator("#dos-pasos");
  await card.getByLabel("Tu contraseña").fill(PASSWORD);
  await card.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
  await expect(card.getByRole("img", { name: /Código QR/ })).toBeVisible();
  const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code is refused under the field; the QR code stays.
  const codeField = card.getByLabel(/Escribí el código de 6 dígitos/);
  await codeField.fill("000000");
  await card.getByRole("button", { name: "Confirmar y activar" }).click();
  await expect(card.getByText(/El código no es correcto/)).toBeVisible();
  await expect(card.getByRole("img", { name: /Código QR/ })).toBeVisible();

  await codeField.fill(totpCode(secret));
  await card.getByRole("button", { name: "Confirmar y activar" }).click();
  const codes = card.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((c) => c.trim());
  expect(recoveryCodes[0]).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  await closeToasts(page);
  await expectAccessible(page);

  // "Descargar" saves them as a text file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Descargar" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("vilma-codigos-de-recuperacion.txt");
  const saved = await fs.readFile(await download.path(), "utf8");
  for (const code of recoveryCodes) expect(saved).toContain(code);

  // Signed out, the password alone no longer signs in: the second step asks for the app's code.
  await signOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/auth\/verificacion$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Verificación en dos pasos" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Código de 6 dígitos").fill(nextCode(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expectSignedIn(page, 15_000);
  await expect(page).toHaveURL(/\/$/);

  // Without the phone: a recovery code.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByRole("link", { name: /Usá un código de recuperación/ }).click();
  await expect(page).toHaveURL(/metodo=recuperacion/);
  await page.getByLabel("Código de recuperación").fill(recoveryCodes[4] as string);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expectSignedIn(page, 15_000);

  // /profile shows it on, with one recovery code fewer; turning it off asks for the password.
  await page.goto("/profile#dos-pasos");
  await expect(card.getByText("Activada")).toBeVisible();
  await expect(card.getByText("Te quedan 9 códigos de recuperación.")).toBeVisible();
  await card.getByText("Desactivar la verificación en dos pasos").click();
  const turnOff = card.locator("details[open] form");
  await turnOff.getByLabel("Tu contraseña").fill(PASSWORD);
  await turnOff.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("Verificación en dos pasos desactivada").first()).toBeVisible();
  await expect(card.getByRole("button", { name: "Activar verificación en dos pasos" })).toBeVisible();

  // The password alone signs in again.
  await signOut(page);
  await passwordStep(page, email);
  await expectSignedIn(page, 15_000);
  await expect(page).not.toHaveURL(/verificacion/);
});

test("works without JavaScript, from turning it on to signing in @one-size", async ({ browser }, info) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const email = await newAccount(page, "sinjs");

  await page.goto("/profile#dos-pasos");
  const card = page.locator("#dos-pasos");
  await card.getByLabel("Tu contraseña").fill(PASSWORD);
  await card.getByRole("button", { name: "Activar verificación en dos pasos" }).click();
  const secret = ((await card.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  await card.getByLabel(/Escribí el código de 6 dígitos/).fill(totpCode(secret));
  await card.getByRole("button", { name: "Confirmar y activar" }).click();
  await expect(card.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);

  await page.getByRole("button", { name: "Salir" }).first().click();
  await passwordStep(page, email);
  await expect(page).toHaveURL(/\/auth\/verificacion$/, { timeout: 15_000 });
  // A wrong code: the message under the field, printed by the server.
  await page.getByLabel("Código de 6 dígitos").fill("000000");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page.getByText(/El código no es correcto/).first()).toBeVisible();
  await page.getByLabel("Código de 6 dígitos").fill(nextCode(secret));
  await page.getByRole("button", { name: "Verificar" }).click();
  await expectSignedIn(page, 15_000);
  await context.close();
});
