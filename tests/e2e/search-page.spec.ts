import { expect, test } from "./fixtures.ts";
import { expectAccessible, isPhone } from "./helpers.ts";
import { expectUncovered } from "./hit-test.ts";

test.describe("search page", () => {
  test("query, count and cards", async ({ page }) => {
    await page.goto("/search?q=farmacia");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("farmacia");
    await expect(page.locator("main p[role=status]")).toContainText(/\d+ comercios? encontrados?/);
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
    // Each rating says whose it is.
    const ratings = page.locator("main article [data-rating-source]");
    expect(await ratings.count()).toBeGreaterThan(0);
    for (const text of await ratings.allTextContents()) expect(text).toMatch(/ en (Vilma|Google)/);
    await expectAccessible(page);
  });

  test("filters live in the URL and survive a reload", async ({ page }) => {
    await page.goto("/search");
    // Each change applies at once: no "Aplicar" with JavaScript; "Abierto ahora" is always in sight.
    await expect(page.getByRole("button", { name: "Aplicar" })).toHaveCount(0);
    await page.getByLabel("Abierto ahora").check();
    await expect(page).toHaveURL(/open=1/);
    await page.locator("summary").filter({ hasText: "Filtros" }).click();
    await page.getByLabel("Delivery").check();
    await expect(page).toHaveURL(/delivery=1/);
    await page.reload();
    await expect(page.getByLabel("Abierto ahora")).toBeChecked();
    // The active filter shows as a chip that removes it.
    await page.getByRole("link", { name: "Delivery: sacar este filtro" }).click();
    await expect(page).not.toHaveURL(/delivery=1/);
    await expect(page).toHaveURL(/open=1/);
    for (const badge of await page
      .locator("main article")
      .getByText(/^(Abierto|Cerrado)$/)
      .allTextContents()) {
      expect(badge).toBe("Abierto");
    }
  });

  test("one row of chips in sight ('Filtros', 'Abierto ahora', 'Cerca mío'), the rest in the sheet, big enough to tap", async ({
    page,
  }) => {
    await page.goto("/search");
    const filters = page.locator("summary").filter({ hasText: "Filtros" });
    const targets = [
      filters,
      page.locator("label").filter({ hasText: "Abierto ahora" }),
      page.getByRole("button", { name: "Cerca mío" }),
    ];
    // Visible without opening any panel, on one row.
    for (const target of targets) await expect(target).toBeVisible();
    const tops = await Promise.all(targets.map(async (t) => Math.round((await t.boundingBox())!.y)));
    expect(new Set(tops).size, "los filtros en una sola fila").toBe(1);
    // The sheet: category, sort (rating, distance), services and payments.
    await expect(page.getByLabel("Ordenar por")).toBeHidden();
    await filters.click();
    const sort = page.getByLabel("Ordenar por");
    await expect(sort).toBeVisible();
    await expect(page.getByLabel("Categoría")).toBeVisible();
    await expect(sort.locator("option", { hasText: "Calificación" })).toHaveCount(1);
    await expect(sort.locator("option", { hasText: /^Distancia/ })).toHaveCount(1);
    const chips = page.locator("[data-filter-sheet] label");
    expect(await chips.count()).toBeGreaterThan(2);
    await expectUncovered(page, {
      "Ordenar por": sort,
      "Ver resultados": page.getByRole("button", { name: "Ver resultados" }),
    });
    if (isPhone(page)) {
      const small: string[] = [];
      for (const target of [...targets, sort, ...(await chips.all())]) {
        const box = (await target.boundingBox())!;
        if (box.height < 44) small.push(`${(await target.textContent())?.trim().slice(0, 30)}: ${box.height} px`);
      }
      expect(small, "controles de menos de 44 px en el teléfono").toEqual([]);
    }
    await page.getByRole("button", { name: "Ver resultados" }).click();
    await expect(sort).toBeHidden();
  });

  test("the first result is on the phone's first screen", async ({ page }) => {
    for (const path of ["/search", "/search?q=pizza"]) {
      await page.goto(path);
      const first = page.locator("main article").first();
      await expectUncovered(
        page,
        { "el primer resultado": first.locator("h3 a"), "su botón": first.getByRole("link", { name: /^Ver perfil/ }) },
        { scroll: false },
      );
    }
  });

  test("the pharmacies category starts with the ones on duty, on the phone's first screen", async ({ page }) => {
    await page.goto("/search?category=farmacias&open=1");
    const strip = page.locator("section", { has: page.getByRole("heading", { name: "Farmacias de turno ahora" }) });
    await expectUncovered(
      page,
      {
        "las farmacias de turno": strip.getByRole("heading", { name: "Farmacias de turno ahora" }),
        "su primera farmacia": strip.locator("li").first(),
        "el primer resultado": page.locator("main article").first().locator("h3 a"),
      },
      { scroll: false },
    );
  });

  test("category select and sort", async ({ page }) => {
    await page.goto("/search");
    await page.locator("summary").filter({ hasText: "Filtros" }).click();
    await page.getByLabel("Categoría").selectOption({ label: "— Farmacias" });
    await expect(page).toHaveURL(/category=farmacias/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Farmacias");
    await page.getByLabel("Ordenar por").selectOption("new");
    await expect(page).toHaveURL(/sort=new/);
    // Both show as chips, the category by its name.
    await page.getByRole("button", { name: "Ver resultados" }).click();
    await expect(page.getByRole("link", { name: "Farmacias: sacar este filtro" })).toBeVisible();
    await page.getByRole("link", { name: "Orden: Más nuevos: sacar este filtro" }).click();
    await expect(page).not.toHaveURL(/sort=new/);
  });

  test("pagination", async ({ page }) => {
    await page.goto("/search");
    const nav = page.getByRole("navigation", { name: "Paginación" });
    await expect(nav).toBeVisible();
    const firstPageNames = await page.locator("main article h3").allTextContents();
    await nav.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("2");
    const secondPageNames = await page.locator("main article h3").allTextContents();
    expect(secondPageNames.some((n) => firstPageNames.includes(n))).toBe(false);
  });

  test("empty state", async ({ page }) => {
    await page.goto("/search?q=xqzwvkj");
    await expect(page.getByRole("heading", { name: "No encontramos comercios" })).toBeVisible();
  });

  test("bad input never breaks the page", async ({ page }) => {
    const long = "a".repeat(5000);
    for (const query of [
      `q=${long}`,
      "page=999999999",
      "page=-4&sort=nope&category=%3Cscript%3E",
      "q=%27%29%3B%20drop%20table%20businesses%3B%20--",
      "q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&pay=bitcoin&open=yes&foo=bar",
    ]) {
      const response = await page.goto(`/search?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.locator("main")).toBeVisible();
    }
    expect(await page.locator("main img[src='x']").count()).toBe(0);
  });
});
