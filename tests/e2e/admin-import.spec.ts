import { slugify } from "#core/slug.ts";
import { expect, signIn, test } from "./fixtures.ts";
import { closeToasts, DEMO, expectAccessible } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test("an admin imports a CSV: mapping, dry run, import with progress, and the business is public @one-size", async ({
  page,
}) => {
  // Five accessibility scans around an upload, a dry run and an import: 65–80 s on a loaded two-core
  // machine, past the suite's minute.
  test.slow();
  const suffix = Date.now().toString(36);
  const name = `Heladería Importada ${suffix}`;
  const phone = `353 79${String(Date.now() % 100_000)
    .padStart(5, "0")
    .slice(0, 1)}-${String(Date.now() % 10_000).padStart(4, "0")}`;
  const csv = [
    "ID;Nombre;Categoría;Dirección;Teléfono;Horarios",
    `E2E-${suffix}-1;${name};Heladerías;Av. Sabattini 1500;${phone};lun-dom 14-23`,
    `E2E-${suffix}-2;Kiosco Sin Teléfono;Kioscos;Catamarca 10;12;`,
    `E2E-${suffix}-3;Otra Heladería ${suffix};Heladerías;Bv. España 20;${phone};`,
    // Issue 21: the hours unquoted in a ;-separated file split the row into 7 cells.
    `E2E-${suffix}-4;Panadería Partida ${suffix};Panaderías;Bv. España 30;;lun-vie 7-13,16-20; sáb 7-13`,
  ].join("\n");

  await signIn(page, DEMO.admin, "/admin/businesses/bulk-import");
  const h1 = page.getByRole("heading", { level: 1, name: "Importar comercios" });
  await expect(h1).toBeVisible();
  await expect(page.getByRole("heading", { name: "Formato del archivo" })).toBeVisible();
  // The seeded import is in the history.
  await expect(page.getByRole("cell", { name: "relevamiento-barrio-norte.csv" })).toBeVisible();
  await closeToasts(page);
  await expectAccessible(page);
  await expectUncovered(page, { h1, cta: page.getByRole("button", { name: "Subir y revisar columnas" }) });

  await page
    .getByLabel("Archivo CSV")
    .setInputFiles({ name: "heladerias.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Subir y revisar columnas" }).click();

  // The mapping guessed from the headers.
  await expect(page.getByRole("heading", { name: "2. Qué columna es cada dato" })).toBeVisible();
  await expect(page.getByLabel("Nombre (obligatorio)")).toHaveValue("1");
  await expect(page.getByLabel("Teléfono")).toHaveValue("4");
  await expect(page.getByLabel("Horarios")).toHaveValue("5");
  await expect(page.getByLabel("Ciudad")).toHaveValue("");
  await closeToasts(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Probar sin guardar" }).click();

  // The dry run: one to create (with the hours it stores, as a person reads them), two rejected
  // (why), one likely duplicate (of which row).
  await expect(page.getByRole("heading", { name: "3. Prueba: qué pasaría con cada fila" })).toBeVisible();
  await expect(page.locator('[data-stat="plan-create"] dd')).toHaveAttribute("data-value", "1");
  await expect(page.locator('[data-stat="plan-reject"] dd')).toHaveAttribute("data-value", "2");
  await expect(page.locator('[data-stat="plan-duplicate"] dd')).toHaveAttribute("data-value", "1");
  await expect(page.getByText("Teléfono inválido: tiene que tener característica (ej.: 353 412-3456)")).toBeVisible();
  await expect(
    page.getByText("La fila tiene 7 columnas y el encabezado 6: revisá si algún valor lleva «;» sin comillas"),
  ).toBeVisible();
  await expect(page.getByText("Todos los días 14:00 – 23:00")).toBeVisible();
  await expect(
    page.getByText(`Importar igual la fila 4 («Otra Heladería ${suffix}»): Mismo teléfono que la fila 2 («${name}»)`),
  ).toBeVisible();
  await closeToasts(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Importación terminada" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#import-progress-bar")).toHaveAttribute("data-percent", "100");
  await expect(page.getByText("4 de 4 filas (100 %)")).toBeVisible();
  // Each row says what was done; the new business links to its page.
  await expect(page.getByRole("heading", { name: "Qué se hizo con cada fila" })).toBeVisible();
  await expect(page.locator('[data-result="create"]')).toHaveText("Creado");
  await expect(page.locator('[data-result="reject"]')).toHaveCount(2);
  await expect(page.getByRole("link", { name: `Editar ${name}` })).toHaveAttribute(
    "href",
    /^\/admin\/businesses\/[0-9a-f-]{36}\/edit$/,
  );
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /Bajar las 3 filas no importadas/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^rechazadas-.*\.csv$/);
  await closeToasts(page);
  await expectAccessible(page);

  // The new business is public at the slug its name gives: the row's link goes there.
  await page.getByRole("link", { name: `Ver página de ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${slugify(name)}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
