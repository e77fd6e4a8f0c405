/**
 * The admin's people screens in the browser: a neighbour reports a review on a business page, an
 * admin hides it with a reason, it is gone from the page and its author reads the reason in their
 * notifications; and a message sent from /contacto shows up in /admin/support.
 */
import type { Page } from "@playwright/test";
import { expect, hydrated, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible, expectSignedIn, readLatestMail, uniqueEmail } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

const PASSWORD = "secreta123";

async function signUp(page: Page, name: string): Promise<string> {
  const email = uniqueEmail("autora");
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name, callbackURL: "/auth/confirmado" },
  });
  expect(response.ok()).toBe(true);
  const mail = await readLatestMail(email);
  await page.goto(mail.links[0] as string);
  await expectSignedIn(page);
  return email;
}

test("moderate a review: reported on the business page, hidden with a reason, gone, the author told why @one-size", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const comment = `Atienden mal y cobran de más ${Date.now().toString(36)}`;
  // The author writes a review.
  const authorEmail = await signUp(page, "Autora Reseña");
  await page.goto("/business/3");
  const businessPath = new URL(page.url()).pathname;
  const businessUuid = await page.locator('input[name="businessUuid"]').first().inputValue();
  const saved = await page.request.post("/api/reviews", {
    data: { intent: "save", businessUuid, rating: 1, comment },
    headers: { origin: new URL(baseURL as string).origin, accept: "application/json" },
  });
  expect(saved.ok()).toBe(true);
  await page.context().clearCookies();

  // A neighbour reports it.
  await signIn(page, DEMO.neighbour, businessPath);
  const review = page.locator("#resenas li").filter({ hasText: comment });
  await review.getByText("Reportar").click();
  await review.getByLabel("Es ofensiva o discriminatoria").check();
  await review.getByLabel("Detalles (opcional)").fill("Insulta al personal.");
  await review.getByRole("button", { name: "Mandar reporte" }).click();
  await expect(review.getByText("Gracias: recibimos tu reporte")).toBeVisible();
  await page.context().clearCookies();

  // An admin hides it with a reason.
  await signIn(page, DEMO.admin, "/admin/reviews?reported=yes");
  await expectUncovered(page, { h1: page.getByRole("heading", { level: 1, name: "Reseñas" }) });
  await expectAccessible(page);
  await hydrated(page);
  const row = page
    .locator("tr, li")
    .filter({ hasText: comment })
    .filter({ hasText: "Es ofensiva o discriminatoria" })
    .first();
  await expect(row).toBeVisible();
  // The reason is asked in the action's own dialog; "Borrar" is not the loudest button.
  await row.getByRole("button", { name: "Ocultar", exact: true }).click();
  const hide = page.getByRole("dialog", { name: "¿Ocultar esta reseña?" });
  await hide.getByLabel("Motivo (lo ve el autor)").fill("Tiene insultos al personal.");
  await hide.getByRole("button", { name: "Ocultar", exact: true }).click();
  await expect(page.getByText("Reseña oculta", { exact: true })).toBeVisible();
  // Decided: its reports are resolved, so it leaves the "reported" view.
  await expect(row).toHaveCount(0);
  await page.context().clearCookies();

  // Gone from the public page.
  await page.goto(businessPath);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);

  // The author reads why.
  await signIn(page, authorEmail, "/notifications", PASSWORD);
  await expect(page.getByText("Motivo: Tiene insultos al personal.")).toBeVisible();
  await page.goto(businessPath);
  await expect(page.getByText("Ocultamos tu reseña:")).toBeVisible();
});

test("a message sent from /contacto appears in /admin/support @one-size", async ({ page }) => {
  const subject = `Consulta de prueba ${Date.now().toString(36)}`;
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/contacto$/);
  await hydrated(page);
  await expectUncovered(page, {
    h1: page.getByRole("heading", { level: 1, name: "Contacto" }),
    cta: page.getByRole("button", { name: "Enviar mensaje" }),
  });
  await expectAccessible(page);
  await page.getByLabel("Nombre").fill("Carla Prueba");
  await page.getByLabel("Email").fill("carla.prueba@example.com");
  await page.getByLabel("Asunto").fill(subject);
  await page.getByLabel("Mensaje").fill("¿Cómo sumo mi verdulería?");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByText("¡Gracias! Recibimos tu mensaje")).toBeVisible();
  const ack = await readLatestMail("carla.prueba@example.com");
  expect(ack.subject).toContain(subject);

  await signIn(page, DEMO.admin, `/admin/support?q=${encodeURIComponent(subject)}`);
  await expectUncovered(page, { h1: page.getByRole("heading", { level: 1, name: "Soporte" }) });
  await expectAccessible(page);
  await page.getByRole("link", { name: subject }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText("¿Cómo sumo mi verdulería?")).toBeVisible();
  await expectAccessible(page);
});
