/**
 * An owner pays for a plan and loses it when time runs out, at phone and desktop sizes:
 * /pricing → the plan page of their free business → Mercado Pago's checkout (the stand-in,
 * tests/mercadopago/server.ts) → "Pagar" → back, the plan active → the premium badge on the public
 * page → renewals declined and the stand-in's clock moved a month → cancelled → the app's expiry
 * "in the future" (/api/test/billing-clock) → the badge goes. Then a transfer request, which an admin
 * activates (badge back) and finally ends, leaving the business as it was for the next run.
 * Each project uses its own owner, so the two never touch the same business.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { DEMO, isPhone } from "./helpers.ts";

const SECOND_OWNER = "diego.ferreyra@vilma.test";
const mercadoPago = () => process.env.E2E_MP_URL as string;

test.describe.configure({ timeout: 120_000 });

async function expectOnTop(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("a,button,label,summary,h1,h2")?.textContent ?? "",
    { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
  );
  expect(hit.length).toBeGreaterThan(0);
}

/** From /pricing to the plan page of the owner's business on the free plan. */
async function choosePlanFromPricing(page: Page, plan: string): Promise<string> {
  await page.goto("/pricing");
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: plan, exact: true }) });
  const direct = card.getByRole("link", { name: `Elegir ${plan}` });
  if (await direct.count()) {
    await direct.click();
  } else {
    // Several businesses: the chooser lists them; the free one says so on its plan page.
    await card.getByText(`Elegir ${plan}`).click();
    const links = card.getByRole("listitem").getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
    for (const href of hrefs) {
      await page.goto(href);
      if (await page.getByRole("heading", { name: /^Tu plan: Básico/ }).count()) break;
    }
  }
  await expect(page.getByRole("heading", { level: 1, name: "Plan", exact: true })).toBeVisible();
  const uuid = /\/mi-comercio\/([0-9a-f-]{36})\/plan/.exec(page.url())?.[1];
  expect(uuid).toBeTruthy();
  if (!(await page.getByRole("heading", { name: /^Tu plan: Básico/ }).count())) {
    // A run that failed half-way left a plan: let it run out, two years from now.
    const at = new Date(Date.now() + 730 * 86_400_000).toISOString();
    await page.request.post("/api/test/billing-clock", { data: { businessUuid: uuid, at } });
    await page.reload();
  }
  await expect(page.getByRole("heading", { name: /^Tu plan: Básico/ })).toBeVisible();
  return uuid as string;
}

/** The paid plan's badge beside the business's name: "Destacado" or "Premium", as the plan paid for. */
async function premiumBadge(page: Page, uuid: string) {
  await page.goto(`/business/${uuid}`);
  return page
    .getByRole("heading", { level: 1 })
    .locator("xpath=..")
    .getByText(/^(Destacado|Premium)$/);
}

test("choose a plan, pay at Mercado Pago, premium until time runs out; then a transfer an admin activates", {
  tag: "@one-size",
}, async ({ page }) => {
  const owner = isPhone(page) ? DEMO.owner : SECOND_OWNER;
  await signIn(page, owner, "/");

  // /pricing is one tap away from the footer of every page.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Planes para comercios" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Botón de arrepentimiento" })).toBeVisible();

  const uuid = await choosePlanFromPricing(page, "Destacado");
  await expect(page.getByRole("radio", { name: /^Destacado/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Mercado Pago/ })).toBeChecked();
  await expectOnTop(page, page.getByRole("button", { name: "Continuar" }));
  await page.getByRole("button", { name: "Continuar" }).click();

  // Mercado Pago's checkout (the stand-in).
  await page.waitForURL(`${mercadoPago()}/**`);
  await expect(page.getByRole("heading", { name: "Mercado Pago (simulado)" })).toBeVisible();
  await page.getByRole("button", { name: "Pagar" }).click();

  // Back in Vilma, the plan is active.
  await page.waitForURL(/\/mi-comercio\/.*\/plan/);
  const preapprovalId = new URL(page.url()).searchParams.get("preapproval_id");
  expect(preapprovalId).toBeTruthy();
  await expect(page.getByRole("heading", { name: /^Tu plan: Destacado · activo, se renueva el/ })).toBeVisible();
  await expect(await premiumBadge(page, uuid)).toBeVisible();

  // A month later at Mercado Pago the card is declined: the subscription is cancelled…
  const declined = await page.request.post(`${mercadoPago()}/__test/preapproval/${preapprovalId}/renewals`, {
    data: { outcome: "decline" },
  });
  expect(declined.ok()).toBe(true);
  const moved = await page.request.post(`${mercadoPago()}/__test/clock`, { data: { advanceDays: 32 } });
  expect(moved.ok()).toBe(true);
  // The time at Mercado Pago now (its clock keeps earlier runs' moves), a day later.
  const later = new Date(new Date(((await moved.json()) as { now: string }).now).getTime() + 86_400_000);
  await page.goto(`/mi-comercio/${uuid}/plan`);
  // One line says it: the plan, cancelled, and until when it stays on.
  await expect(page.getByRole("heading", { name: /^Tu plan: Destacado · cancelado, activo hasta el/ })).toBeVisible();
  // …and once the period paid is over (the app's clock moved through its test hook), the business is
  // back on the free plan.
  const clock = await page.request.post("/api/test/billing-clock", {
    data: { businessUuid: uuid, at: later.toISOString() },
  });
  expect(await clock.json()).toEqual({ expired: 1 });
  await expect(await premiumBadge(page, uuid)).toHaveCount(0);
  await page.goto(`/mi-comercio/${uuid}/plan`);
  await expect(page.getByRole("heading", { name: /^Tu plan: Básico/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Historial" })).toBeVisible();

  // By bank transfer: the request waits, with the account to pay to.
  await page.getByRole("radio", { name: /^Premium/ }).check();
  await page.getByRole("radio", { name: /Transferencia bancaria/ }).check();
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { name: "Transferencia pendiente" })).toBeVisible();
  await expect(page.getByText("VILMA.GUIA.PLANES")).toBeVisible();
  const businessName = await businessNameOf(page);
  expect(businessName.length).toBeGreaterThan(0);

  // The admin activates it from the queue.
  await signIn(page, DEMO.admin, `/admin/subscriptions?q=${encodeURIComponent(businessName)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Suscripciones" })).toBeVisible();
  await page.getByText(`Activar ${businessName}`).first().click();
  await page.getByRole("button", { name: "Activar plan" }).first().click();
  await expect(page.getByText("Plan activado")).toBeVisible();
  await expect(await premiumBadge(page, uuid)).toBeVisible();

  // Ended by the admin at once: the business is as it was, for the next run.
  await page.goto(`/admin/subscriptions?q=${encodeURIComponent(businessName)}&status=authorized`);
  await page.getByLabel("Terminar ahora (sin esperar al fin del período)").first().check();
  await page.getByRole("button", { name: "Cancelar", exact: true }).first().click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar suscripción" }).click();
  await expect(page.getByText("Suscripción cancelada")).toBeVisible();
  await expect(await premiumBadge(page, uuid)).toHaveCount(0);
});

async function businessNameOf(page: Page): Promise<string> {
  // The business layout's breadcrumb: "Mi comercio › {name}".
  const crumb = page.getByRole("link", { name: "Mi comercio" }).locator("xpath=following-sibling::span[2]");
  return ((await crumb.textContent()) ?? "").trim();
}
