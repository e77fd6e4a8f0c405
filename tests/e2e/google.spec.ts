/**
 * "Continuar con Google" end to end, against the local OpenID Connect server that playwright.config.ts
 * starts in Google's place (tests/oidc/server.ts). Each test picks who signs in at the provider by
 * posting an identity from its own browser context, so tests in parallel never mix identities.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { OidcIdentityInput, OidcOutcome } from "../oidc/protocol.ts";
import { expect, test } from "./fixtures.ts";
import { DEMO, expectSignedIn, readLatestMail, uniqueEmail } from "./helpers.ts";

const OIDC_URL = process.env.E2E_OIDC_URL as string;

/** Who the provider signs in next, for this browser (the answer's cookie lands in the page's context). */
async function chooseGoogleIdentity(page: Page, identity: OidcIdentityInput) {
  const res = await page.request.post(`${OIDC_URL}/__test/next-identity`, { data: identity });
  expect(res.ok()).toBe(true);
}

async function nextGoogleOutcome(page: Page, outcome: OidcOutcome) {
  const res = await page.request.post(`${OIDC_URL}/__test/next-outcome`, { data: outcome });
  expect(res.ok()).toBe(true);
}

function googleIdentity(label: string, extra: Partial<OidcIdentityInput> = {}): OidcIdentityInput {
  const id = `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return {
    sub: `google-${id}`,
    email: `${id}@gmail.test`,
    email_verified: true,
    name: "Lucía Ferreyra",
    picture: `${OIDC_URL}/__test/avatar.svg?u=${id}`,
    ...extra,
  };
}

/** An e-mail + password account confirmed through the link in its e-mail (which also signs in). */
async function createConfirmedAccount(request: APIRequestContext, baseURL: string, email: string, name: string) {
  const res = await request.post("/api/auth/sign-up/email", {
    data: { email, password: "secreta123", name, callbackURL: "/auth/confirmado" },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
  const mail = await readLatestMail(email);
  const link = mail.links.find((l) => l.includes("/verify-email"));
  expect(link).toBeTruthy();
  return link as string;
}

/** From /auth, the way a person does it: the Google button. */
async function continueWithGoogle(page: Page, redirectTo: string) {
  await page.goto(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByRole("link", { name: "Continuar con Google" }).click();
}

async function expectProfile(page: Page, { name, avatar }: { name: string; avatar?: string }) {
  await page.goto("/profile");
  await expect(page.getByLabel("Nombre completo")).toHaveValue(name);
  if (avatar) await expect(page.locator(`img[src="${avatar}"]`).first()).toBeAttached();
}

test.describe("Google sign-in", () => {
  test("a new Google identity signs up and lands back on the page it came from", { tag: "@one-size" }, async ({
    page,
  }) => {
    const who = googleIdentity("nueva");
    await chooseGoogleIdentity(page, who);
    await continueWithGoogle(page, "/categories");
    await expect(page).toHaveURL(/\/categories$/);
    await expectSignedIn(page);
    await expectProfile(page, { name: "Lucía Ferreyra", avatar: who.picture });
  });

  test("an existing e-mail account is linked, keeping the name its owner chose", { tag: "@one-size" }, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("google-link");
    const link = await createConfirmedAccount(page.request, baseURL as string, email, "Marta Gómez");
    await page.goto(link);
    await page.context().clearCookies();

    const google = googleIdentity("marta", { email, name: "Marta G. en Google" });
    await chooseGoogleIdentity(page, google);
    await continueWithGoogle(page, "/");
    await expect(page).toHaveURL(/\/$/);
    await expectSignedIn(page);
    // The same account: the name its owner typed stays, the empty avatar takes Google's picture.
    await expectProfile(page, { name: "Marta Gómez", avatar: google.picture });
    await expect(page.getByText(email).filter({ visible: true }).first()).toBeVisible();
  });

  test("a full name equal to the e-mail is replaced by the Google name", { tag: "@one-size" }, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("google-name");
    const link = await createConfirmedAccount(page.request, baseURL as string, email, email);
    await page.goto(link);
    await page.context().clearCookies();

    await chooseGoogleIdentity(page, googleIdentity("nombre", { email, name: "Julián Paredes" }));
    await continueWithGoogle(page, "/");
    await expectSignedIn(page);
    await expectProfile(page, { name: "Julián Paredes" });
  });

  test("cancelling at Google comes back to /auth quietly", { tag: "@one-size" }, async ({ page }) => {
    await nextGoogleOutcome(page, { outcome: "cancel" });
    await continueWithGoogle(page, "/favorites");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorites.*error=access_denied/);
    await expect(page.getByRole("heading", { name: "Acceder a Vilma" })).toBeVisible();
    await expect(page.getByText("Error de autenticación")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Salir" })).toHaveCount(0);
  });

  test("a provider error shows Error de autenticación", { tag: "@one-size" }, async ({ page }) => {
    await nextGoogleOutcome(page, { outcome: "error", error: "server_error", error_description: "Backend down" });
    await continueWithGoogle(page, "/");
    await expect(page.getByText("Error de autenticación").first()).toBeVisible();
    await expect(
      page.getByText("No se pudo iniciar sesión con Google. Por favor, intenta de nuevo.").first(),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continuar con Google" })).toBeVisible();
  });

  test("an administrator coming from / lands on the admin dashboard", { tag: "@one-size" }, async ({ page }) => {
    await chooseGoogleIdentity(page, googleIdentity("admin", { email: DEMO.admin, name: "Admin en Google" }));
    await continueWithGoogle(page, "/");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe("Google sign-in without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the button is a plain link: the whole trip works", { tag: "@one-size" }, async ({ page }) => {
    const who = googleIdentity("sinjs", { name: "Rocío Bustos" });
    await chooseGoogleIdentity(page, who);
    await continueWithGoogle(page, "/ofertas");
    await expect(page).toHaveURL(/\/ofertas$/);
    await expectSignedIn(page);
  });
});
