import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import {
  closeToasts,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectSignedIn,
  readLatestMail,
  signOut,
  uniqueEmail,
} from "./helpers.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Holds every form post a moment, so the busy state of a submit button can be seen. */
async function holdFormPosts(page: Page) {
  await page.route(/\/auth\.data/, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
}

interface Mail {
  id: string;
  to: string;
  subject: string;
  links: string[];
}

/** Every e-mail written for an address, oldest first. */
async function mailsTo(to: string): Promise<Mail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR as string, "mail");
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((n) => n.endsWith(".json")).map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))),
  );
  return (mails as Mail[]).filter((m) => m.to === to).sort((a, b) => a.id.localeCompare(b.id));
}

/** The newest e-mail to an address whose subject matches (waits for it). */
async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).filter((m) => subject.test(m.subject)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

async function fillSignUp(page: Page, name: string, email: string, password: string) {
  await page.getByLabel("Nombre completo").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Crear Cuenta" }).click();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
}

/** A new account, confirmed through its e-mail: the browser ends up signed in. */
async function signUpAndConfirm(page: Page, email: string, password: string) {
  await page.goto("/auth?tab=registro");
  await fillSignUp(page, "Cuenta de Prueba", email, password);
  await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expectSignedIn(page);
}

test.describe("/auth screen", () => {
  test("shows the spec's card, tabs that also work as links, and passes axe", async ({ page }, testInfo) => {
    await page.goto("/auth");
    await page.screenshot({ path: `/tmp/vilma-auth-signin-${testInfo.project.name}.png`, fullPage: true });
    await expect(page.getByRole("heading", { level: 1, name: "Acceder a Vilma" })).toBeVisible();
    await expect(page.getByText("Inicia sesión o crea una cuenta para continuar")).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/");
    // Standalone: no site header here.
    await expect(page.getByRole("link", { name: "Ingresar" })).toHaveCount(0);
    const signInTab = page.getByRole("tab", { name: "Iniciar Sesión" });
    await expect(signInTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: "términos de servicio" })).toHaveAttribute(
      "href",
      "/terminos-y-condiciones",
    );
    await expect(page.getByRole("link", { name: "política de privacidad" })).toHaveAttribute("href", "/privacidad");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expectAccessible(page);

    const password = page.getByLabel("Contraseña", { exact: true });
    await password.fill("secreta");
    await page.getByRole("button", { name: "Mostrar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Ocultar contraseña" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await page.getByRole("tab", { name: "Registrarse" }).click();
    await expect(page).toHaveURL(/tab=registro/);
    await expect(page.getByRole("tab", { name: "Registrarse" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Contraseña", { exact: true })).toHaveAttribute("placeholder", "Mínimo 6 caracteres");
    await page.screenshot({ path: `/tmp/vilma-auth-signup-${testInfo.project.name}.png`, fullPage: true });
    await expectAccessible(page);

    // Arrow keys move between tabs.
    await page.getByRole("tab", { name: "Registrarse" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Iniciar Sesión" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Iniciar Sesión" })).toBeFocused();
  });

  test("validates in the browser: first message per field, outlined, cleared on edit; sign-in ignores the name", {
    tag: "@one-size",
  }, async ({ page }) => {
    await page.goto("/auth?tab=registro");
    await page.getByLabel("Nombre completo").fill("A");
    await page.getByLabel("Email").fill("no-es-un-email");
    await page.getByLabel("Contraseña", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Crear Cuenta" }).click();

    const name = page.getByLabel("Nombre completo");
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", "signup-fullName-error");
    // Outlined in the error colour, the same as its message; a valid field is not.
    const errorColour = await page.locator("#signup-fullName-error").evaluate((el) => getComputedStyle(el).color);
    await expect(name).toHaveCSS("border-top-color", errorColour);
    await expect(name).toBeFocused();
    // Nothing was sent.
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toHaveCount(0);

    await name.fill("Ana");
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(name).not.toHaveCSS("border-top-color", errorColour);
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();

    await page.goto("/auth");
    await expect(page.getByLabel("Nombre completo")).toHaveCount(0);
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await expect(page.getByText("La contraseña debe tener al menos 6 caracteres")).toBeVisible();
    await expect(page.getByText(/nombre/i)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("sign up → confirm by e-mail → signed in → sign out → sign in → back where they started", {
    tag: "@one-size",
  }, async ({ page }) => {
    test.slow();
    const email = uniqueEmail("alta");
    await page.goto("/categories");
    await page.getByRole("link", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcategories$/);
    await page.getByRole("tab", { name: "Registrarse" }).click();
    await holdFormPosts(page);
    await fillSignUp(page, "Lucía Ferreyra", email, "secreta123");
    await expect(page.getByRole("button", { name: "Creando cuenta..." })).toBeDisabled();
    await expect(toast(page, "¡Registro exitoso!")).toContainText("Revisa tu email para confirmar tu cuenta.");
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await closeToasts(page);
    await page.screenshot({ path: `/tmp/vilma-auth-inbox-${test.info().project.name}.png`, fullPage: true });
    await expectAccessible(page);

    const mail = await readLatestMail(email);
    expect(mail.subject).toBe("Confirmá tu cuenta de Vilma");
    await page.goto(mail.links[0] as string);
    await expect(page).toHaveURL(/\/categories$/);
    await expect(toast(page, "¡Cuenta confirmada!")).toContainText("Ya podés usar Vilma.");
    await expect(page.getByRole("link", { name: "Mi perfil" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Favoritos" })).toBeVisible();

    await signOut(page);
    await expect(toast(page, "Sesión cerrada")).toContainText("Has cerrado sesión correctamente.");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();

    // The same link again, signed out: the account is confirmed already, so: sign in.
    await page.goto(mail.links[0] as string);
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcategories$/);
    await expect(toast(page, "Tu cuenta ya está confirmada")).toContainText("Iniciá sesión para continuar.");

    await page.goto("/magazine");
    await page.getByRole("link", { name: "Ingresar" }).click();
    await fillSignIn(page, email, "secreta123");
    // Hashing the password and drawing the next page take seconds on a busy machine (as in signInAs);
    // the toast comes right after that page.
    await expectSignedIn(page, 15_000);
    await expect(toast(page, "¡Bienvenido!")).toContainText("Has iniciado sesión correctamente.", { timeout: 10_000 });
    await expect(page).toHaveURL(/\/magazine$/);
    await expectSignedIn(page);
    // The history entry of the form was replaced: back leaves /auth behind.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/auth/);
  });

  test("an unconfirmed account is told so and can ask for the e-mail again", { tag: "@one-size" }, async ({ page }) => {
    const email = uniqueEmail("sinconfirmar");
    await page.goto("/auth?tab=registro");
    await fillSignUp(page, "Sin Confirmar", email, "secreta123");
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
    await readLatestMail(email);

    await page.getByRole("link", { name: "Volver a iniciar sesión" }).click();
    await expect(page.getByRole("tab", { name: "Iniciar Sesión" })).toHaveAttribute("aria-selected", "true");
    await fillSignIn(page, email, "secreta123");
    await expect(toast(page, "Error al iniciar sesión")).toContainText("todavía no está confirmada");
    await expect(page.getByRole("alert").filter({ hasText: "todavía no está confirmada" })).toBeVisible();
    await page.getByRole("button", { name: "Reenviar email de confirmación" }).click();
    await expect(toast(page, "Email enviado")).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();

    // The panel's own button sends another one.
    await page.getByRole("button", { name: "Reenviar email", exact: true }).click();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(3);
  });

  test("a wrong password says so, in a toast and in the form", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/auth");
    // Hold the answer a moment to see the busy state.
    await holdFormPosts(page);
    await fillSignIn(page, DEMO.neighbour, "no-es-la-clave");
    await expect(page.getByRole("button", { name: "Iniciando sesión..." })).toBeDisabled();
    await expect(toast(page, "Error al iniciar sesión")).toContainText("Email o contraseña incorrectos.");
    await expect(page.getByRole("alert").filter({ hasText: "Email o contraseña incorrectos." })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole("link", { name: "Ingresar" })).toHaveCount(0);
  });

  test("an admin with no target lands on the admin dashboard, also when opening /auth signed in", {
    tag: "@one-size",
  }, async ({ page }) => {
    await page.goto("/auth");
    await fillSignIn(page, DEMO.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto("/auth?redirectTo=%2Fofertas");
    await expect(page).toHaveURL(/\/ofertas$/);
  });

  test("the Google buttons are links that say Conectando... while leaving", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/auth?redirectTo=%2Fofertas");
    const google = page.getByRole("link", { name: "Continuar con Google" });
    await expect(google).toHaveAttribute("href", "/auth/google?redirectTo=%2Fofertas&mode=signin");
    // The trip to Google answers "204 No Content": the browser stays, the busy state can be seen.
    await page.route(/\/auth\/google\?/, (route) => route.fulfill({ status: 204 }));
    await google.click();
    await expect(page.getByRole("link", { name: "Conectando..." })).toHaveAttribute("aria-disabled", "true");
    await page.goto("/auth?tab=registro");
    await expect(page.getByRole("link", { name: "Registrarse con Google" })).toHaveAttribute(
      "href",
      "/auth/google?redirectTo=%2F&mode=signup",
    );
  });

  test("a signed-in visit to /auth moves on (admins to the dashboard only without a target)", {
    tag: "@one-size",
  }, async ({ page }) => {
    await signIn(page, DEMO.neighbour);
    await page.goto("/auth?redirectTo=%2Fcategories");
    await expect(page).toHaveURL(/\/categories$/);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
    // Never back to another site.
    await page.goto("/auth?redirectTo=https%3A%2F%2Fexample.com%2F");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("forgotten password: e-mail → new password → sign in; the link works once", { tag: "@one-size" }, async ({
    page,
  }) => {
    test.slow();
    const email = uniqueEmail("olvido");
    await signUpAndConfirm(page, email, "vieja123");
    await signOut(page);
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page).toHaveURL(/\/auth\/recuperar$/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();

    // Same answer for an address without an account.
    await page.goto("/auth/recuperar");
    await page.getByLabel("Email").fill(uniqueEmail("nadie"));
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();

    const mail = await waitForMail(email, /Restablecé/);
    const link = mail.links[0] as string;
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/restablecer\?token=/);
    await page.screenshot({ path: `/tmp/vilma-auth-reset-${test.info().project.name}.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByLabel("Contraseña nueva").fill("nueva123");
    await page.getByLabel("Repetí la contraseña").fill("otra1234");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden")).toBeVisible();
    await page.getByLabel("Repetí la contraseña").fill("nueva123");
    await page.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(toast(page, "Contraseña actualizada")).toContainText(
      "Ya podés iniciar sesión con tu nueva contraseña.",
    );
    await expect(page).toHaveURL(/\/auth$/);

    await fillSignIn(page, email, "vieja123");
    await expect(toast(page, "Error al iniciar sesión")).toContainText("Email o contraseña incorrectos.");
    await fillSignIn(page, email, "nueva123");
    // As above: the toast comes with the next page, which takes seconds on a busy machine (seen: the
    // page at 5 s after the click, the toast at 6.5 s).
    await expectSignedIn(page, 15_000);
    await expect(toast(page, "¡Bienvenido!")).toBeVisible({ timeout: 10_000 });

    await page.goto(link);
    await expect(page.getByText("Este enlace no sirve")).toBeVisible();
    await expect(page.getByText("El enlace no es válido o ya se usó. Pedí uno nuevo.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", "/auth/recuperar");
    await expect(page.getByLabel("Contraseña nueva")).toHaveCount(0);
  });

  test("a bad confirmation link goes back to /auth with a clear message", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/api/auth/verify-email?token=no-sirve&callbackURL=%2Fauth%2Fconfirmado");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, "No pudimos confirmar tu cuenta")).toContainText("no es válido o ya venció");
  });

  test("Google: a cancelled sign-in says nothing, any other failure says so", { tag: "@one-size" }, async ({
    page,
  }) => {
    await page.goto("/auth?error=access_denied&error_description=User%20cancelled");
    await expect(page.getByRole("heading", { name: "Acceder a Vilma" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/auth?error=server_error&error_description=Algo%20fall%C3%B3");
    await expect(toast(page, "Error de autenticación")).toContainText(
      "No se pudo iniciar sesión con Google. Por favor, intenta de nuevo.",
    );
    await page.goto("/auth?error=access_denied&error_description=Tu%20cuenta%20est%C3%A1%20bloqueada");
    await expect(toast(page, "Error de autenticación")).toContainText("Tu cuenta está bloqueada");
  });

  test("sign-out only answers a form post", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/auth/salir");
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("e-mail sign-in, its errors and sign-out work as plain forms", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/auth?redirectTo=%2Fcategories");
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    await fillSignIn(page, DEMO.neighbour, "no-es-la-clave");
    await expect(page.getByRole("alert").filter({ hasText: "Email o contraseña incorrectos." })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.neighbour);

    await fillSignIn(page, DEMO.neighbour, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/categories$/);
    await expectSignedIn(page);

    await signOut(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
  });

  test("sign-up validates on the server and shows the inbox panel", { tag: "@one-size" }, async ({ page }) => {
    await page.goto("/auth?tab=registro");
    await page.getByLabel("Nombre completo").fill("B");
    await page.getByRole("button", { name: "Crear Cuenta" }).click();
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("B");

    const email = uniqueEmail("sinjs");
    await fillSignUp(page, "Sin JavaScript", email, "secreta123");
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
    await page.getByRole("button", { name: "Reenviar email", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Revisá tu email" })).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  });
});

test.describe("header", () => {
  test("signed out: Ingresar comes back to the current page", async ({ page }) => {
    await page.goto("/ofertas");
    await expect(page.getByRole("link", { name: "Ingresar" })).toHaveAttribute("href", "/auth?redirectTo=%2Fofertas");
  });

  test("signed in: favourites, bell, profile, areas by role and Salir fit the bar", async ({ page }, testInfo) => {
    await signIn(page, DEMO.owner, "/categories");
    await expect(page).toHaveURL(/\/categories$/);
    const header = page.locator("header").first();
    // Under 1024px the bar keeps its labelled actions and the rest is in "Menú", each with its name.
    const menu = header.locator("[data-header-menu]");
    if (await menu.isVisible()) {
      await expect(header.getByRole("link", { name: "Favoritos" })).toHaveCount(0);
      await menu.locator("summary").click();
      await expect(header.getByRole("button", { name: "Salir" })).toBeVisible();
      await expect(header.getByRole("button", { name: /^Tema: / })).toBeVisible();
    }
    await expect(header.getByRole("link", { name: "Favoritos" })).toHaveAttribute("href", "/favorites");
    await expect(header.getByRole("link", { name: "Mi perfil" })).toHaveAttribute("href", "/profile");
    await expect(header.getByRole("link", { name: "Mi comercio" })).toHaveAttribute("href", "/mi-comercio");
    await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(header.getByRole("button", { name: /notificaciones/i })).toBeVisible();
    // Nothing spills out of the bar.
    const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await closeToasts(page);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/vilma-auth-header-owner-${testInfo.project.name}.png` });
  });

  test("signed in as admin: the Admin link", async ({ page }, testInfo) => {
    await signIn(page, DEMO.admin, "/magazine");
    const header = page.locator("header").first();
    const menu = header.locator("[data-header-menu]");
    if (await menu.isVisible()) await menu.locator("summary").click();
    await expect(header.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    const overflow = await header.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/vilma-auth-header-admin-toast-${testInfo.project.name}.png` });
    await closeToasts(page);
    await page.screenshot({ path: `/tmp/vilma-auth-header-admin-${testInfo.project.name}.png` });
  });
});

test.describe("dark theme", () => {
  test("keeps /auth readable", async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/auth");
    await page.getByRole("button", { name: "Iniciar Sesión", exact: true }).click();
    await expect(page.getByText("Ingresa un email válido")).toBeVisible();
    await page.screenshot({ path: `/tmp/vilma-auth-dark-${testInfo.project.name}.png`, fullPage: true });
    await expectAccessible(page);
  });
});
