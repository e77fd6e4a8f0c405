import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectAccessible } from "./helpers.ts";

const cards = (page: Page) => page.locator("main article");
const promotionCards = (page: Page) => page.locator("main article[data-promotion-id]");
const bankCards = (page: Page) => page.locator("main article[data-bank]");

/** The counters are the owner's (issue 22 §3): a visitor's card shows none. */
async function expectNoCounts(card: Locator) {
  await expect(card.locator("[data-count]")).toHaveCount(0);
}

/** Cards picked per project, so phone and desktop (running in parallel) never count on the same one. */
const pick = (projectName: string, phone: number, desktop: number) => (projectName === "phone" ? phone : desktop);

test.describe("/ofertas", () => {
  test("the business tab is the default; ?tab=bancos opens the bank tab", async ({ page }) => {
    await page.goto("/ofertas");
    await expect(page.getByRole("heading", { level: 1, name: "Ofertas y promociones" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Tipo de promoción" });
    await expect(tabs.getByRole("link", { name: "Ofertas de comercios" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Promociones bancarias", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(promotionCards(page)).toHaveCount(20);
    await expect(page.locator("main p[role=status]")).toContainText(/\d+ ofertas vigentes · mostrando 20/);
    await expect(page).toHaveTitle(/Ofertas de comercios.*\| Vilma/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ofertas$/);

    await page.goto("/ofertas?tab=bancos");
    await expect(tabs.getByRole("link", { name: "Promociones bancarias", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await bankCards(page).count()).toBeGreaterThan(0);
    await expect(promotionCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Promociones bancarias" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ofertas\?tab=bancos$/);
  });

  test("&bank=galicia shows only Galicia, with the bank card's details", async ({ page }) => {
    await page.goto("/ofertas?tab=bancos&bank=galicia");
    await expect(page.getByRole("heading", { level: 2, name: "Promociones de Banco Galicia" })).toBeVisible();
    await expect(page).toHaveTitle("Promociones de Banco Galicia | Vilma");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ofertas\?tab=bancos&bank=galicia$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*galicia/);
    const chips = page.getByRole("navigation", { name: "Bancos y billeteras" });
    await expect(chips.getByRole("link", { name: "Banco Galicia" })).toHaveAttribute("aria-current", "true");
    const all = bankCards(page);
    expect(await all.count()).toBeGreaterThan(0);
    for (const slug of await all.evaluateAll((els) => els.map((e) => e.getAttribute("data-bank")))) {
      expect(slug).toBe("galicia");
    }
    const first = all.first();
    await expect(first).toContainText("Banco Galicia");
    await expect(first).toContainText(/Tope de reintegro: \$\s?[\d.]+|Sin tope/);
    await expect(first).toContainText(/Válida hasta el \d{2}\/\d{2}\/\d{4}/);
    await expect(first).toContainText(/Todos los días|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo/);
    const terms = first.getByRole("link", { name: /Ver bases y condiciones/ });
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(terms).toHaveAttribute("rel", /noopener/);
    await expect(terms).toHaveAttribute("href", /^https:\/\//);
    // Long conditions fold; opening them shows the text.
    const details = first.locator("details");
    if ((await details.count()) > 0) {
      await details.locator("summary").click();
      await expect(details.locator("p")).toBeVisible();
    }
    // Every-day promotions always apply today.
    for (const card of await all.filter({ hasText: "Todos los días" }).all()) {
      await expect(card.getByText("Hoy", { exact: true })).toBeVisible();
    }
  });

  test("switching tabs, banks and filters updates the URL", async ({ page }) => {
    await page.goto("/ofertas");
    // Exact: the seeded banner on /ofertas also talks about "promociones bancarias".
    await page.getByRole("link", { name: "Promociones bancarias", exact: true }).click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos$/);
    await page
      .getByRole("navigation", { name: "Bancos y billeteras" })
      .getByRole("link", { name: "Naranja X" })
      .click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos&bank=naranja-x$/);
    await expect(page.getByRole("heading", { level: 2, name: "Promociones de Naranja X" })).toBeVisible();
    await page.getByLabel("Tarjeta", { exact: true }).selectOption("prepaga");
    await expect(page).toHaveURL(/tab=bancos&bank=naranja-x&card=prepaga$/);
    await page.getByLabel("Día", { exact: true }).selectOption("viernes");
    await expect(page).toHaveURL(/tab=bancos&bank=naranja-x&day=viernes&card=prepaga$/);
    // The URL changes as the navigation starts: the list is read once it shows the new filter.
    await expect
      .poll(async () => {
        const cards = await bankCards(page).allTextContents();
        return (
          cards.length > 0 && cards.every((text) => text.includes("Prepaga") && /Viernes|Todos los días/.test(text))
        );
      })
      .toBe(true);
    // The URL is the whole state: a reload shows the same thing.
    await page.reload();
    await expect(page.getByLabel("Tarjeta", { exact: true })).toHaveValue("prepaga");
    await expect(page.getByLabel("Día", { exact: true })).toHaveValue("viernes");
    await page.getByRole("link", { name: "Borrar filtros" }).click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos&bank=naranja-x$/);
    await expect(page.getByLabel("Tarjeta", { exact: true })).toHaveValue("");

    await page.getByRole("link", { name: "Ofertas de comercios" }).click();
    await expect(page).toHaveURL(/\/ofertas$/);
    await page.getByLabel("Terminan pronto").check();
    await expect(page).toHaveURL(/\/ofertas\?ending=1$/);
    await expect
      .poll(async () => {
        const cards = await promotionCards(page).allTextContents();
        return cards.length > 0 && cards.every((text) => text.includes("¡Últimos días!"));
      })
      .toBe(true);
    const option = page.getByLabel("Categoría", { exact: true }).locator("option").nth(1);
    const slug = await option.getAttribute("value");
    await page.getByLabel("Categoría", { exact: true }).selectOption(slug!);
    await expect(page).toHaveURL(new RegExp(`/ofertas\\?category=${slug}&ending=1$`));
  });

  test("'Ver más' shows 20 more and keeps the first ones", async ({ page }) => {
    await page.goto("/ofertas");
    await expect(promotionCards(page)).toHaveCount(20);
    const firstIds = await promotionCards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute("data-promotion-id")),
    );
    await page.getByRole("link", { name: "Ver más" }).click();
    await expect(page).toHaveURL(/\/ofertas\?page=2$/);
    await expect(promotionCards(page)).toHaveCount(40);
    const ids = await promotionCards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-promotion-id")));
    expect(ids.slice(0, 20)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(40);
    for (let next = 3; (await page.getByRole("link", { name: "Ver más" }).count()) > 0; next++) {
      await page.getByRole("link", { name: "Ver más" }).click();
      await expect(page).toHaveURL(new RegExp(`page=${next}$`));
      await expect(promotionCards(page).nth((next - 1) * 20)).toBeVisible();
    }
    const total = Number(
      ((await page.locator("main p[role=status]").textContent()) ?? "").replace(/\./g, "").match(/\d+/)?.[0],
    );
    await expect(promotionCards(page)).toHaveCount(total);
  });

  test("works without JavaScript: 'Ver más' and the filter form", { tag: "@one-size" }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ofertas?tab=bancos");
    await page.getByRole("link", { name: "Ver más" }).click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos&page=2$/);
    await page.waitForLoadState("domcontentloaded");
    await expect(bankCards(page).nth(20)).toBeVisible();
    await page.getByLabel("Tarjeta", { exact: true }).selectOption("credito");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos&day=&card=credito$/);
    await page.waitForLoadState("domcontentloaded");
    await expect(page.getByLabel("Tarjeta", { exact: true })).toHaveValue("credito");
    for (const card of await bankCards(page).all()) await expect(card).toContainText("Crédito");
    await context.close();
  });

  test("copying a coupon: clipboard, toast, event recorded; no counter for visitors", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/ofertas?page=3");
    const card = promotionCards(page)
      .filter({ has: page.getByText("Click para copiar") })
      .first();
    const id = await card.getAttribute("data-promotion-id");
    const code = (await card.locator("button .font-mono").textContent())?.trim();
    expect(code).toBeTruthy();
    // A touch screen says "Tocá para copiar"; a mouse, "Click para copiar".
    const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
    await expect(card.getByText(touch ? "Tocá para copiar" : "Click para copiar")).toBeVisible();
    await expect(card.getByText(touch ? "Click para copiar" : "Tocá para copiar")).toBeHidden();
    await expectNoCounts(card);
    const recorded = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/promotions/${id}/events`) &&
        r.request().method() === "POST" &&
        r.request().postDataJSON()?.type === "coupon_copy",
    );
    await card.getByRole("button", { name: /Código:/ }).click();
    await expect(page.getByText("Código copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const response = await recorded;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ type: "coupon_copy", referrer: "/ofertas" });
    // Copying did not navigate.
    await expect(page).toHaveURL(/\/ofertas\?page=3$/);
  });

  test("following a card's link records a click (beacon)", async ({ page }, testInfo) => {
    // A click counts once per visitor (IP and browser), promotion and hour: this run is a visitor of
    // its own, so a retry or a repeat counts too.
    const userAgent = await page.evaluate(() => navigator.userAgent);
    await page.setExtraHTTPHeaders({ "User-Agent": `${userAgent} vilma-e2e/${testInfo.testId}-${Date.now()}` });
    await page.goto("/ofertas");
    const card = promotionCards(page).nth(pick(testInfo.project.name, 3, 4));
    await card.scrollIntoViewIfNeeded();
    const id = await card.getAttribute("data-promotion-id");
    await expectNoCounts(card);
    // A beacon's body is not visible to Playwright; its answer is.
    const beacon = page.waitForResponse(
      async (r) =>
        r.url().endsWith(`/api/promotions/${id}/events`) && (await r.json().catch(() => null))?.type === "click",
    );
    // Ctrl/Cmd+click opens the business in a new tab, so this page stays.
    const opened = page.context().waitForEvent("page");
    await card.locator("h3 a").click({ modifiers: ["ControlOrMeta"] });
    const recorded = await beacon;
    expect(recorded.status()).toBe(200);
    expect(recorded.request().resourceType()).toBe("ping");
    expect((await recorded.json()).clicksCount).toBeGreaterThan(0);
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/business\/[a-z0-9-]+$/);
    await tab.close();

    // A plain click follows the link to the business page.
    const other = promotionCards(page).nth(pick(testInfo.project.name, 5, 6));
    const href = await other.locator("h3 a").getAttribute("href");
    await other.locator("h3 a").click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test(
    "POST /api/promotions/{id}/events: counts and errors",
    { tag: "@one-size" },
    async ({ page, request }, testInfo) => {
      await page.goto("/ofertas");
      const card = promotionCards(page).nth(pick(testInfo.project.name, 7, 8));
      const id = (await card.getAttribute("data-promotion-id")) as string;
      const ok = await request.post(`/api/promotions/${id}/events`, { data: { type: "click", referrer: "/e2e" } });
      expect(ok.status()).toBe(200);
      const body = await ok.json();
      expect(body).toMatchObject({ promotionId: id, type: "click" });

      expect((await request.post(`/api/promotions/${id}/events`, { data: { type: "purchase" } })).status()).toBe(400);
      const post = (data: string, contentType: string) =>
        request.post(`/api/promotions/${id}/events`, { data, headers: { "content-type": contentType } });
      expect((await post("no es json", "application/json")).status()).toBe(400);
      // A cross-site form could send text/plain: refused, even with a valid body.
      expect((await post('{"type":"click"}', "text/plain")).status()).toBe(415);
      expect((await request.post("/api/promotions/no-existe/events", { data: { type: "click" } })).status()).toBe(404);
      expect(
        (
          await request.post("/api/promotions/00000000-0000-4000-8000-000000000000/events", { data: { type: "view" } })
        ).status(),
      ).toBe(404);
      const get = await request.get(`/api/promotions/${id}/events`);
      expect(get.status()).toBe(405);
      expect(get.headers().allow).toBe("POST");
      const after = await request.post(`/api/promotions/${id}/events`, { data: { type: "view", referrer: "/e2e" } });
      expect((await after.json()).clicksCount).toBe(body.clicksCount);
    },
  );

  test("views are recorded once per card per page view", { tag: "@one-size" }, async ({ page }) => {
    const views: string[] = [];
    page.on("request", (r) => {
      const match = /\/api\/promotions\/([^/]+)\/events$/.exec(r.url());
      if (match && r.method() === "POST" && r.postDataJSON()?.type === "view") views.push(match[1]!);
    });
    await page.goto("/ofertas");
    // A card counts once half of it is on screen; a banner may sit above the first row.
    await promotionCards(page).first().scrollIntoViewIfNeeded();
    await expect.poll(() => views.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const firstId = await promotionCards(page).first().getAttribute("data-promotion-id");
    expect(views).toContain(firstId);
    // Scrolling down and back up, and "Ver más" (same cards stay), never count a card twice. Each
    // step waits for a view that must come after any duplicate would have been sent.
    const cards = promotionCards(page);
    const viewed = async (index: number) => {
      const id = await cards.nth(index).getAttribute("data-promotion-id");
      await cards.nth(index).scrollIntoViewIfNeeded();
      await expect.poll(() => views).toContain(id);
    };
    await viewed(19);
    await page.mouse.wheel(0, -6000);
    await page.getByRole("link", { name: "Ver más" }).click();
    await expect(cards).toHaveCount(40);
    await cards.first().scrollIntoViewIfNeeded();
    await viewed(39);
    expect(new Set(views).size).toBe(views.length);
    // Another visit (client-side navigation away and back) is a new page view.
    const before = views.length;
    await page.getByRole("link", { name: "Promociones bancarias", exact: true }).click();
    await expect(page).toHaveURL(/tab=bancos/);
    await page.getByRole("link", { name: "Ofertas de comercios" }).click();
    await expect(page).toHaveURL(/\/ofertas$/);
    await promotionCards(page).first().scrollIntoViewIfNeeded();
    await expect.poll(() => views.slice(before)).toContain(firstId);
    expect(views.slice(before).filter((v) => v === firstId)).toHaveLength(1);
  });

  test("bad input gives a normal page, never markup", { tag: "@one-size" }, async ({ page }) => {
    const cases: [string, RegExp][] = [
      ["/ofertas?tab=bancos&bank=no-existe", /No encontramos promociones de ese banco/],
      ["/ofertas?tab=bancos&bank=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", /No encontramos promociones de ese banco/],
      ["/ofertas?tab=xyz", /Ofertas de comercios/],
      ["/ofertas?page=999999", /ofertas vigentes/],
      ["/ofertas?tab=bancos&page=-3&day=nunca&card=oro&ending=quizas", /promociones vigentes/],
      ["/ofertas?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E", /No encontramos esa categoría/],
      [`/ofertas?tab=bancos&bank=${"x".repeat(3000)}`, /No encontramos promociones de ese banco/],
    ];
    for (const [url, text] of cases) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("main")).toContainText(text);
    }
    expect(await page.locator("main img[src='x']").count()).toBe(0);
    await page.goto("/ofertas?tab=bancos&bank=no-existe");
    const back = page.getByRole("link", { name: "Ver todas las promociones bancarias" });
    await expect(back).toHaveAttribute("href", "/ofertas?tab=bancos");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await back.click();
    await expect(page).toHaveURL(/\/ofertas\?tab=bancos$/);
    await expect(bankCards(page).first()).toBeVisible();
    // page=999999 clamps to what exists: everything, no "Ver más".
    await page.goto("/ofertas?page=999999");
    await expect(page.getByRole("link", { name: "Ver más" })).toHaveCount(0);
  });

  test("the home page's offers use the same card and record views as 'homepage'", async ({ page }) => {
    const referrers: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/promotions\/[^/]+\/events$/.test(r.url())) referrers.push(r.postDataJSON()?.referrer);
    });
    await page.goto("/");
    const offers = page.locator('section[aria-labelledby="ofertas-title"] article[data-promotion-id]');
    await offers.first().scrollIntoViewIfNeeded();
    await expect.poll(() => referrers.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new Set(referrers)).toEqual(new Set(["homepage"]));
  });

  test("no serious accessibility problems on either tab", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/ofertas");
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto("/ofertas?tab=bancos");
    await expect(cards(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/ofertas?tab=bancos&bank=galicia");
    await expectAccessible(page);
    await page.goto("/ofertas?tab=bancos&bank=no-existe");
    await expectAccessible(page);
  });
});
