import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { closeToasts, DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

/** Where the screenshots of this feature go (the report lists them). */
const SHOTS = process.env.DUTY_SHOTS_DIR;

async function shoot(page: Page, name: string, projectName: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => {
      localStorage.setItem("theme-preference", s);
      document.documentElement.classList.toggle("dark", s === "dark");
    }, scheme);
    const file = `${name}-${projectName === "phone" ? "390" : "1280"}-${scheme}.png`;
    await page.screenshot({ path: SHOTS ? `${SHOTS}/${file}` : test.info().outputPath(file), fullPage: true });
    // The first screen as the person sees it on opening the page.
    const top = file.replace(".png", "-first-screen.png");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: SHOTS ? `${SHOTS}/${top}` : test.info().outputPath(top) });
  }
}

const nowSection = (page: Page) => page.locator("section[aria-labelledby=ahora-title]");

test.describe("/farmacias-de-turno", () => {
  test("tonight's pharmacies of both cities are on the first screen, uncovered, with call and directions", async ({
    page,
  }, info) => {
    await page.goto("/farmacias-de-turno");
    await expect(page.getByRole("heading", { level: 1, name: "Farmacias de turno" })).toBeVisible();
    const cards = nowSection(page).locator("article[data-duty]");
    await expect(cards).toHaveCount(2);
    await expect(nowSection(page).getByRole("heading", { level: 3, name: "Villa María" })).toBeVisible();
    await expect(nowSection(page).getByRole("heading", { level: 3, name: "Villa Nueva" })).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card).toContainText("De turno");
      await expect(card).toContainText("24 h");
      await expect(card).toContainText(/De (hoy|ayer) 08:00 a (mañana|hoy) 08:00/);
      await expect(card.getByRole("link", { name: /^Llamar/ })).toHaveAttribute("href", /^tel:/);
      await expect(card.getByRole("link", { name: /^Cómo llegar/ })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    }
    // The first screen, as it opens (no scrolling): the title and each city's pharmacy on duty.
    const first = cards.nth(0);
    const second = cards.nth(1);
    await expectUncovered(
      page,
      {
        h1: page.getByRole("heading", { level: 1 }),
        "primera farmacia de turno": first.getByRole("heading", { level: 4 }),
        "su insignia De turno": first.getByText("De turno", { exact: true }),
        "su botón Llamar": first.getByRole("link", { name: /^Llamar/ }),
        "segunda farmacia de turno": second.getByRole("heading", { level: 4 }),
        "su insignia De turno (2)": second.getByText("De turno", { exact: true }),
      },
      { scroll: false },
    );
    // Then the coming days, and the map of tonight's.
    await expect(page.getByRole("heading", { level: 2, name: /^Mañana, / })).toBeVisible();
    await expect(page.getByRole("region", { name: "Mapa de las farmacias de turno ahora" })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, "farmacias-de-turno", info.project.name);
  });

  test("a pharmacy on duty: the header and today's row of the week say the same", async ({ page }, info) => {
    await page.goto("/farmacias-de-turno");
    const first = nowSection(page).locator("article[data-duty]").first();
    await first.getByRole("heading", { level: 4 }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 2, name: "Farmacia de turno ahora" })).toBeVisible();
    await expect(page.locator("main").getByText("Abierto", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Cierra (a las|mañana a las) 08:00$/)).toBeVisible();
    const today = page.locator("[aria-current=date]");
    await expect(today).toContainText("(hoy · De turno)");
    // A duty runs 08:00 to 08:00: before 08:00 today's row shows the night's end, after it the whole turn.
    await expect(today).toContainText(/00:00 – 08:00|08:00 – 08:00 \(mañana\)/);
    await expectUncovered(page, { aviso: page.getByRole("heading", { name: "Farmacia de turno ahora" }) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "farmacia-de-turno-ficha", info.project.name);
  });

  test("the search for «farmacia de turno» and the pharmacies category lead to the duty pharmacies", async ({
    page,
  }) => {
    await page.goto("/search?q=Farmacias+de+turno");
    await expect(page).toHaveURL(/\/farmacias-de-turno$/);
    await page.goto("/search?category=farmacias");
    const strip = page.locator("section[aria-labelledby=duty-strip-title]");
    await expect(strip.getByText("De turno", { exact: true })).toHaveCount(2);
    await expectUncovered(page, { enlace: strip.getByRole("link", { name: /Ver direcciones/ }) });
    // The cards of the duty pharmacies carry the badge too.
    await expect(page.locator("main article").filter({ hasText: "De turno" }).first()).toBeVisible();
  });
});

test("the admin loads a month of the rota from a CSV: mapping, dry run (why each row), import @one-size", async ({
  page,
}, info) => {
  test.slow();
  const csv = [
    "Fecha;Farmacia;Localidad;Dirección",
    "15/01/2027;Farmacia San Martín;Villa María;",
    "15/01/2027;FARMACIA BELGRANO;Villa Nueva;",
    "16/01/2027;Farmacia Que No Existe;Villa María;",
    "31/02/2027;Farmacia San Martín;Villa María;",
    "15/01/2027;Farmacia San Martín;Villa María;",
  ].join("\n");
  await signIn(page, DEMO.admin, "/admin/farmacias-de-turno");
  await expect(page.getByRole("heading", { level: 1, name: "Farmacias de turno" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Corregir un día" })).toBeVisible();
  await closeToasts(page);
  await page.getByRole("link", { name: "Importar turnos (CSV)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importar turnos de farmacias" })).toBeVisible();
  await page
    .getByLabel("Archivo CSV")
    .setInputFiles({ name: "turnos-enero.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Subir y revisar columnas" }).click();
  await expect(page.getByRole("heading", { name: "2. Qué columna es cada dato" })).toBeVisible();
  await expect(page.getByLabel("Farmacia (obligatorio)")).toHaveValue("1");
  await expect(page.getByLabel("Fecha (obligatorio)")).toHaveValue("0");
  await closeToasts(page);
  await page.getByRole("button", { name: "Probar sin guardar" }).click();
  await expect(page.getByRole("heading", { name: "3. Prueba: qué pasaría con cada fila" })).toBeVisible();
  await expect(page.locator('[data-stat="plan-create"] dd')).toHaveAttribute("data-value", "2");
  await expect(page.locator('[data-stat="plan-reject"] dd')).toHaveAttribute("data-value", "2");
  await expect(page.locator('[data-stat="plan-skip"] dd')).toHaveAttribute("data-value", "1");
  await expect(
    page.getByText("No hay ninguna farmacia «Farmacia Que No Existe» en Villa María (por nombre o dirección)"),
  ).toBeVisible();
  await closeToasts(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/importar-turnos-prueba-1280-light.png`, fullPage: true });
  else await page.screenshot({ path: info.outputPath("importar-turnos-prueba.png"), fullPage: true });
});

test("offline, the directory on the phone carries the rota: the duty pharmacies first", async ({
  page,
  context,
}, info) => {
  test.slow(); // the worker precaches the built app once per browser context
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match("/api/directory"))), { timeout: 15_000 })
    .toBe(true);
  await page.goto("/offline");
  await context.setOffline(true);
  await page.reload();
  const rota = page.locator("section[aria-labelledby=offline-duties]");
  await expect(rota.getByRole("heading", { name: "Farmacias de turno" })).toBeVisible();
  await expect(rota.getByRole("heading", { name: "Ahora de turno" })).toBeVisible();
  await expect(rota.getByTestId("offline-duty").filter({ hasText: "24 h" }).first()).toBeVisible();
  await page.getByLabel("Buscá por nombre o rubro").fill("farmacia de turno");
  const first = page.getByTestId("offline-business").first();
  await expect(first.getByText("De turno", { exact: true })).toBeVisible();
  await expect(first.getByText("Abierto", { exact: true })).toBeVisible();
  await page.getByLabel("Buscá por nombre o rubro").fill("");
  await expectUncovered(page, { rota: rota.getByRole("heading", { name: "Farmacias de turno" }) });
  const file = `offline-turnos-${info.project.name === "phone" ? "390" : "1280"}-light.png`;
  await page.screenshot({ path: SHOTS ? `${SHOTS}/${file}` : info.outputPath(file), fullPage: true });
  await context.setOffline(false);
});

test("the admin corrects one day of the rota, at both sizes", async ({ page }, info) => {
  await signIn(page, DEMO.admin, "/admin/farmacias-de-turno");
  const h1 = page.getByRole("heading", { level: 1, name: "Farmacias de turno" });
  await expect(h1).toBeVisible();
  await closeToasts(page);
  // A day far ahead (the other tests read today's): the 20th day from now, in Villa Nueva.
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Día", { exact: true }).fill(day);
  await page.getByLabel("Ciudad", { exact: true }).selectOption("Villa Nueva");
  // Only that city's pharmacies are offered, each with its address.
  const pharmacy = page.getByLabel("Farmacia", { exact: true });
  await expect(pharmacy.locator("option", { hasText: /^Farmacia Sarmiento \(/ })).toHaveCount(0);
  await pharmacy.selectOption({ label: "Farmacia Belgrano (Belgrano 803)" });
  await page.getByLabel("Desde", { exact: true }).fill("09:00");
  await page.getByLabel("Hasta", { exact: true }).fill("23:00");
  await expectUncovered(page, { h1, guardar: page.getByRole("button", { name: "Guardar turno" }) });
  await page.getByRole("button", { name: "Guardar turno" }).click();
  await expect(page.getByText(/^Turno del \d\d\/\d\d\/\d{4} guardado$/)).toBeVisible();
  const row = page.locator(`tr[data-duty-day="${day}"]`).filter({ hasText: "Villa Nueva" });
  await expect(row).toContainText("Farmacia Belgrano");
  await expect(row).toContainText("09:00 – 23:00");
  await closeToasts(page);
  const file = `admin-farmacias-de-turno-${info.project.name === "phone" ? "390" : "1280"}-light.png`;
  await page.screenshot({ path: SHOTS ? `${SHOTS}/${file}` : info.outputPath(file) });
});

test("a neighbour asks to be told when a favourite pharmacy is on duty, and can stop it @one-size", async ({
  page,
}) => {
  await signIn(page, DEMO.neighbour, "/farmacia-nueva-pasteur");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Farmacia Nueva Pasteur" })).toBeVisible();
  const add = main.getByRole("button", { name: "Agregar a favoritos" }).first();
  if (await add.isVisible()) {
    // The button turns at once (optimistic); leaving before the server answered would cancel the save.
    const saved = page.waitForResponse((r) => r.url().includes("/api/favorites") && r.request().method() === "POST");
    await add.click();
    await expect(main.getByRole("button", { name: "Quitar de favoritos" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect((await saved).ok()).toBe(true);
  }
  await page.goto("/favorites");
  const ask = page.getByRole("button", { name: "Avisarme cuando esté de turno (Farmacia Nueva Pasteur)" });
  await expectUncovered(page, { ask });
  await ask.click();
  await expect(page.getByText("Te vamos a avisar cuando esté de turno")).toBeVisible();
  await expect(page.getByText("Te avisamos cuando esté de turno.")).toBeVisible();
  // (The notification itself is written by a periodic task: server/pharmacy-duties/pharmacy-duties.int.test.ts.)
  await closeToasts(page);
  await page.getByRole("button", { name: "Dejar de avisarme (Farmacia Nueva Pasteur)" }).click();
  await expect(page.getByText("Listo: no te avisamos más de sus turnos")).toBeVisible();
  await page.goto("/farmacia-nueva-pasteur");
  await main.getByRole("button", { name: "Quitar de favoritos" }).first().click();
  await expect(main.getByRole("button", { name: "Agregar a favoritos" }).first()).toBeVisible();
});
