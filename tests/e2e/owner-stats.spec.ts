import type { Browser, Locator, Page } from "@playwright/test";
import { holidaysBetween } from "#core/holidays.ts";
import { addDaysToDateKey, buenosAiresDateKey } from "#core/time-zone.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, expectAccessible } from "./helpers.ts";

/**
 * What the listing brings the owner: a visitor's clicks on "Llamar" and WhatsApp move the owner's
 * statistics for today, and the dashboard shows what the seeded data needs attended.
 */

/** Visible, and what a tap there would hit (nothing covers it). */
async function expectOnTop(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.click({ trial: true, timeout: 5_000 });
}

/** The demo owner's first business (the premium one): its id and public path, from the dashboard. */
async function firstBusiness(page: Page): Promise<{ uuid: string; path: string; name: string }> {
  await page.goto("/mi-comercio");
  const card = page.locator("article[data-business-uuid]").first();
  const uuid = (await card.getAttribute("data-business-uuid")) as string;
  const path = (await card.getByRole("link", { name: /^Ver página de / }).getAttribute("href")) as string;
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) as string;
  return { uuid, path, name };
}

async function figure(page: Page, stat: string): Promise<number> {
  return Number(await page.locator(`[data-stat="${stat}"] dd[data-value]`).getAttribute("data-value"));
}

/** A visitor of their own: a fresh browser with a user agent no other test shares (one per visitor per hour). */
async function newVisitor(browser: Browser, page: Page) {
  const userAgent = `${await page.evaluate(() => navigator.userAgent)} vilma-e2e-${Math.random().toString(36).slice(2)}`;
  const context = await browser.newContext({ userAgent, viewport: page.viewportSize() ?? undefined });
  // The links are real links: don't let WhatsApp's or the phone's leave the machine.
  await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
  return context;
}

test.describe("owner statistics", () => {
  test("a visitor's call and WhatsApp clicks show in today's statistics", { tag: "@one-size" }, async ({
    page,
    browser,
  }) => {
    // Two browsers, a dozen page loads and an accessibility scan of a 90-day page.
    test.setTimeout(120_000);
    await signIn(page, DEMO.owner);
    const business = await firstBusiness(page);
    const stats = `/mi-comercio/${business.uuid}/estadisticas?dias=7`;
    await page.goto(stats);
    await expectOnTop(page.getByRole("heading", { level: 1, name: "Estadísticas" }));
    await expect(page.getByRole("link", { name: "7 días" })).toHaveAttribute("aria-current", "page");
    const calls = await figure(page, "calls");
    const whatsapp = await figure(page, "whatsappClicks");

    const visitor = await newVisitor(browser, page);
    const visit = await visitor.newPage();
    await visit.goto(business.path);
    await expect(visit.getByRole("heading", { level: 1, name: business.name })).toBeVisible();
    const call = visit.locator('a[data-lead="call"]').first();
    await expectOnTop(call);
    await expect(call).toHaveAttribute("href", /^tel:\+?\d+$/);
    const events: string[] = [];
    visit.on("request", (request) => {
      if (/\/api\/businesses\/[^/]+\/events$/.test(request.url())) events.push(request.postData() ?? "");
    });
    // A tel: link goes to the phone app; here it only has to report the click.
    await call.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    await call.click();
    const whatsappLink = visit.locator('a[data-lead="whatsapp"]').first();
    await expect(whatsappLink).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    const popup = visit.waitForEvent("popup");
    await whatsappLink.click();
    await (await popup).close();
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
    await visitor.close();

    // The owner's figures for the period (today included) went up by the visitor's clicks.
    await expect
      .poll(async () => {
        await page.goto(stats);
        return figure(page, "calls");
      })
      .toBeGreaterThanOrEqual(calls + 1);
    expect(await figure(page, "whatsappClicks")).toBeGreaterThanOrEqual(whatsapp + 1);

    // Today's row of the contacts table says so too, and the chart drew.
    const contacts = page.locator('[data-chart="contactos"]');
    await expect(contacts.locator(".recharts-wrapper > svg")).toBeVisible();
    await contacts.getByText("Ver los datos en una tabla").click();
    const today = buenosAiresDateKey(new Date());
    const row = contacts.getByRole("row", {
      name: new RegExp(`^${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`),
    });
    await expect(row).toBeVisible();
    expect(Number(await row.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);

    // The owner's own clicks are not counted.
    await page.goto(business.path);
    const own = page.locator('a[data-lead="call"]').first();
    await own.evaluate((a) => a.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    const answer = page.waitForResponse(/\/api\/businesses\/[^/]+\/events$/);
    await own.click();
    expect(await (await answer).json()).toEqual({ counted: false });
    await page.goto(stats);

    // 30 and 90 days, and the CSV of the same days.
    await page.getByRole("link", { name: "90 días" }).click();
    await expect(page).toHaveURL(/dias=90/);
    await expect(page.getByText(/comparado con los 90 días anteriores/)).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^estadisticas-.+\.csv$/);
    await expect(page.getByRole("heading", { name: "Búsquedas que trajeron visitas" })).toBeVisible();
    await expect(page.getByTestId("top-searches").getByRole("row")).not.toHaveCount(0);
    await expectAccessible(page);
  });

  test("the dashboard shows what needs attention, each with where to fix it", async ({ page }) => {
    await signIn(page, DEMO.owner, "/mi-comercio");
    await expectOnTop(page.getByRole("heading", { level: 1, name: "Mi comercio" }));
    const card = page.locator("article[data-business-uuid]").first();
    const uuid = await card.getAttribute("data-business-uuid");
    await expect(card.locator('[data-plan="premium"]')).toContainText("Vigente hasta el");
    await expect(card.locator('[data-stat="week-views"] dd[data-value]')).not.toHaveAttribute("data-value", "0");
    const items = card.locator("[data-attention-kind]");
    await expect(items.filter({ hasText: "pidió administrar este comercio" })).toHaveCount(1);
    await expect(card.locator('[data-attention-kind="claim"] a')).toHaveAttribute(
      "href",
      "/mi-comercio/notificaciones",
    );
    await expect(card.locator('[data-attention-kind="plan_ending"] a')).toHaveAttribute(
      "href",
      `/mi-comercio/${uuid}/plan`,
    );
    await expect(card.locator('[data-attention-kind="plan_ending"]')).toContainText("vence el");
    await expect(card.locator('[data-attention-kind="unreplied_reviews"] a')).toHaveAttribute(
      "href",
      `/mi-comercio/${uuid}/resenas`,
    );
    const today = buenosAiresDateKey(new Date());
    const holiday = holidaysBetween(today, addDaysToDateKey(today, 7)).find((h) => h.kind !== "eve");
    if (holiday) {
      await expect(card.locator('[data-attention-kind="holiday"] a').first()).toHaveAttribute(
        "href",
        `/mi-comercio/${uuid}/horarios`,
      );
    }
    await expectOnTop(card.getByRole("link", { name: "Responder" }));

    // The business's own summary says the same, with its sections.
    await card.getByRole("link", { name: /^Administrar / }).click();
    await expect(page).toHaveURL(`/mi-comercio/${uuid}`);
    await expect(page.locator('[data-attention-kind="claim"]')).toBeVisible();
    const statsLink = page
      .getByRole("navigation", { name: "Administrá tu comercio" })
      .getByRole("link", { name: "Estadísticas" });
    await expectOnTop(statsLink);
    await statsLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Estadísticas" })).toBeVisible();
    await expectAccessible(page);
  });

  test("another person's statistics are refused", { tag: "@one-size" }, async ({ page }) => {
    await signIn(page, DEMO.owner);
    const { uuid } = await firstBusiness(page);
    await signIn(page, DEMO.neighbour, `/mi-comercio/${uuid}/estadisticas`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/permiso|acceso|403/i);
    const csv = await page.request.get(`/mi-comercio/${uuid}/estadisticas.csv?dias=30`);
    expect(csv.status()).toBe(403);
  });
});
