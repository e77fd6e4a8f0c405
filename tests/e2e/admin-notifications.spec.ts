/**
 * The administration's notifications and the event bus, in a real browser against the production
 * build: an admin sends a notification to one person and it arrives in that person's bell; a failed
 * event is retried from /admin/event-bus and gets processed.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

const bell = (page: Page) => page.getByRole("button", { name: /^Notificaciones/ });

test.describe("admin notifications", () => {
  test.setTimeout(90_000);

  test("a notification sent to one person arrives in their bell", { tag: "@one-size" }, async ({ page, browser }) => {
    await signIn(page, DEMO.admin, "/admin/send-notifications");
    const heading = page.getByRole("heading", { level: 1, name: "Enviar notificaciones" });
    await expect(heading).toBeVisible();
    const previewButton = page.getByRole("button", { name: "Ver vista previa y destinatarios" });
    await expectUncovered(page, { h1: heading, preview: previewButton });
    await expectAccessible(page);

    const title = `Corte de luz programado ${Date.now().toString(36)}`;
    await page.getByLabel("Título").fill(title);
    await page.getByLabel("Mensaje").fill("El martes de 8 a 12 en barrio Centro. Revisá quién abre.");
    await page.getByLabel("Enlace (opcional)").fill("/ofertas");
    await page.getByLabel("Tipo").selectOption("recommendation");
    await page.getByRole("radio", { name: "Una persona" }).check();
    await page.getByLabel("E-mail de la persona").fill(DEMO.neighbour);
    await previewButton.click();

    // The server's preview: the notification as the bell shows it, and how many people get it.
    const preview = page.getByRole("region", { name: "Vista previa" });
    await expect(preview.getByText(title)).toBeVisible();
    await expect(preview.getByText(/: 1 persona\.$/)).toBeVisible();
    const send = page.getByRole("button", { name: "Enviar a 1 persona" });
    await expectAccessible(page);
    await send.click();
    // It reaches people: it asks first, with the count; "Cancelar" sends nothing.
    const confirm = page.getByRole("dialog", { name: "¿Enviar a 1 persona?" });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/send-notifications/);
    await send.click();
    await confirm.getByRole("button", { name: "Enviar", exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText(DEMO.neighbour);
    // Delivered by the event bus in the server (kicked right after the send).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Enviada");
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page);

    const { baseURL, viewport, locale } = test.info().project.use;
    const neighbourContext = await browser.newContext({ baseURL, viewport, locale });
    const neighbour = await neighbourContext.newPage();
    await signIn(neighbour, DEMO.neighbour, "/ofertas");
    await bell(neighbour).click();
    const dropdown = neighbour.getByRole("dialog", { name: "Notificaciones" });
    await expect(dropdown.getByText(title)).toBeVisible();
    await neighbourContext.close();
  });

  test("a failed event is retried from the event bus and gets processed", { tag: "@one-size" }, async ({ page }) => {
    await signIn(page, DEMO.admin, "/admin/event-bus?state=failed");
    const heading = page.getByRole("heading", { level: 1, name: "Bus de eventos" });
    await expect(heading).toBeVisible();
    await expectAccessible(page);

    // A seeded failure: the business was published, the notice to its category's fans timed out.
    const failed = page.getByRole("link", { name: /Comercio publicado/ }).first();
    const eventTitle = (await failed.textContent())?.trim() ?? "";
    const id = eventTitle.match(/#(\d+)/)?.[1];
    expect(id).toBeTruthy();
    await failed.click();
    await expect(page.getByRole("heading", { level: 1, name: `Evento #${id}` })).toBeVisible();
    await expect(page.getByText("onBusinessActivated")).toBeVisible();
    await expect(page.getByText(/Connection terminated|statement timeout/)).toBeVisible();
    const retry = page.getByRole("button", { name: "Reintentar" });
    await expectUncovered(page, { h1: page.getByRole("heading", { level: 1 }), retry });
    await expectAccessible(page);
    await retry.click();

    await expect(page.getByText("El evento vuelve a la fila")).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.locator("[data-status]").first()).toHaveAttribute("data-status", "processed");
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText("Reintentó el evento")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reintentar" })).toHaveCount(0);
  });
});
