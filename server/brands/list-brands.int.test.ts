/**
 * The admin's list of brands (list-brands.ts): searched by name, sorted, a page at a time. How its
 * search box matches (accents, case) is the one rule every admin list shares:
 * server/platform/db/admin-lists-search.int.test.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { brands, businesses } from "../platform/db/schema.ts";
import { BRANDS_LIST, listBrandsForAdmin } from "./list-brands.ts";

const getHandle = setupTestDatabase();

const names = (page: { rows: { name: string }[] }) => page.rows.map((r) => r.name);

beforeAll(async () => {
  const { db } = getHandle();
  const [, , ceibo] = await db
    .insert(brands)
    .values([
      { name: "Cadena Prueba Boldo", slug: "cadena-prueba-boldo" },
      { name: "Cadena Prueba Alerce", slug: "cadena-prueba-alerce" },
      { name: "Cadena Prueba Ceibo", slug: "cadena-prueba-ceibo" },
    ])
    .returning();
  const [business] = await db.select({ uuid: businesses.uuid }).from(businesses).limit(1);
  await db.update(businesses).set({ brandId: ceibo!.id }).where(eq(businesses.uuid, business!.uuid));
});

describe("listBrandsForAdmin", () => {
  it("finds brands by name, sorted by name", async () => {
    const page = await listBrandsForAdmin(parseListParams({ q: "cadena prueba" }, BRANDS_LIST));
    expect(names(page)).toEqual(["Cadena Prueba Alerce", "Cadena Prueba Boldo", "Cadena Prueba Ceibo"]);
    expect(page.total).toBe(3);
    expect(names(await listBrandsForAdmin(parseListParams({ q: "BOLDO" }, BRANDS_LIST)))).toEqual([
      "Cadena Prueba Boldo",
    ]);
  });

  it("sorts by how many branches a brand has", async () => {
    const page = await listBrandsForAdmin(parseListParams({ q: "cadena prueba", sort: "branches" }, BRANDS_LIST));
    expect(page.rows[0]).toMatchObject({ name: "Cadena Prueba Ceibo", branches: 1 });
  });

  it("gives one page at a time; past the end, the last page", async () => {
    const params = { ...parseListParams({ q: "cadena prueba", dir: "desc" }, BRANDS_LIST), size: 2 };
    const second = await listBrandsForAdmin({ ...params, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(names(second)).toEqual(["Cadena Prueba Alerce"]);
    expect((await listBrandsForAdmin({ ...params, page: 9 })).page).toBe(2);
  });
});
