import { expect, interactive, signIn, test } from "./fixtures.ts";
import { DEMO, readLatestMail, signInAs, signOut, uniqueEmail } from "./helpers.ts";

const PASSWORD = "secreta123";

/** "yyyy-MM-dd" in Buenos Aires, `days` from now. */
const buenosAiresDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);

test("a neighbour's first week: account, favourite, review, notification, sign-out", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("vecina");

  // Sign up: the spec's toast, and an e-mail written to disk.
  await page.goto("/auth?tab=registro");
  await page.getByLabel("Nombre completo").fill("Rocío Vecina");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(page.getByText("¡Registro exitoso!")).toBeVisible();
  const mail = await readLatestMail(email);
  expect(mail.subject).toBe("Confirmá tu cuenta de Vilma");

  // Confirm, then sign out and sign in again with the password.
  await page.goto(mail.links[0] as string);
  await expect(page.getByText("¡Cuenta confirmada!")).toBeVisible();
  await signOut(page);
  await expect(page.getByText("Sesión cerrada")).toBeVisible();
  await signInAs(page, email, PASSWORD);

  // The owner's business (phone and desktop use different ones so they can run side by side).
  const ownerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.owner, "/mi-comercio");
  const formLinks = owner.getByRole("link", { name: /^Nueva promoción para / });
  const formLink = formLinks.nth(info.project.name === "phone" ? 0 : 1);
  const businessName = ((await formLink.getAttribute("aria-label")) ?? "").replace("Nueva promoción para ", "");
  const publicLink = owner.getByRole("link", { name: `Ver página de ${businessName}` });
  const businessPath = (await publicLink.getAttribute("href")) ?? "";
  const formHref = (await formLink.getAttribute("href")) ?? "";
  expect(businessPath).toMatch(/^\/[a-z0-9-]+$/);

  // Favourite it from its page; it survives a reload.
  await page.goto(businessPath);
  // The heart flips at once; the reload waits until the server has stored it.
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith("/api/favorites") && r.request().method() === "POST",
  );
  await page.getByRole("main").getByRole("button", { name: "Agregar a favoritos" }).first().click();
  await expect(page.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first()).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("main").getByRole("button", { name: "Quitar de favoritos" }).first()).toBeVisible();

  // Review it: four stars and a comment, shown with her name.
  const reviews = page.locator("#resenas");
  await interactive(reviews.getByRole("form", { name: "Escribir una reseña" }));
  await reviews
    .getByRole("group", { name: "Tu calificación" })
    .getByRole("radio", { name: "4 estrellas", exact: true })
    .check();
  await reviews.getByLabel(/Tu comentario/).fill("Muy buena atención y precios justos.");
  await reviews.getByRole("button", { name: "Publicar reseña" }).click();
  await expect(page.getByText("¡Gracias por tu reseña!")).toBeVisible();
  await expect(reviews.getByRole("article", { name: "Tu reseña" })).toContainText("Rocío Vecina");

  // The owner publishes a promotion…
  const title = `Semana vecina ${Date.now().toString(36)}`;
  await owner.goto(formHref);
  await owner.getByLabel("Título").fill(title);
  await owner.getByLabel("Beneficio").fill("20% OFF");
  await owner.getByLabel("Hasta (inclusive)").fill(buenosAiresDate(7));
  await owner.getByRole("button", { name: "Publicar promoción" }).click();
  await expect(owner.getByText("Promoción publicada")).toBeVisible();
  await ownerContext.close();

  // …and the bell brings it: badge, item, "Marcar todas".
  const bell = page.getByRole("button", { name: /^Notificaciones/ });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("notification-badge")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await bell.click();
  const dropdown = page.getByRole("dialog", { name: "Notificaciones" });
  await expect(dropdown.getByText(`Nueva promoción en ${businessName}`)).toBeVisible();
  await expect(dropdown.getByText(`${title}: 20% OFF`)).toBeVisible();
  await dropdown.getByRole("button", { name: "Marcar todas" }).click();
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);

  // Sign out: the spec's toast, and the account's pages are closed again.
  await page.keyboard.press("Escape");
  await signOut(page);
  await expect(page.getByText("Sesión cerrada")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ingresar" })).toBeVisible();
  await page.goto("/favorites");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Ffavorites$/);
});
