import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseListParams } from "#core/list-params.ts";
import { TEST_NOW } from "#tests/setup/clock.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { businesses, categories } from "../db/schema.ts";
import { listPendingBusinesses, PENDING_BUSINESSES_LIST } from "./pending-businesses.ts";

const database = setupTestDatabase();
const MINUTE = 60_000;

const params = (query: string) => parseListParams(new URLSearchParams(query), PENDING_BUSINESSES_LIST);

async function addPending(
  rows: { name: string; city?: "Villa María" | "Villa Nueva"; minutesAgo?: number; status?: string }[],
) {
  const { db } = database();
  const [category] = await db.select().from(categories).limit(1);
  await db.insert(businesses).values(
    rows.map((row, i) => ({
      name: row.name,
      slug: `pendiente-prueba-${Date.now().toString(36)}-${i}-${Math.random().toString(36).slice(2, 7)}`,
      status: row.status ?? "pending",
      city: row.city ?? "Villa María",
      categoryId: category!.id,
      createdAt: new Date(TEST_NOW.getTime() - (row.minutesAgo ?? 1) * MINUTE),
    })),
  );
  return category!;
}

describe("listPendingBusinesses", () => {
  it("lists every pending business and only those, newest first, with its category and city", async () => {
    const { db } = database();
    const pending = await db.select({ uuid: businesses.uuid }).from(businesses).where(eq(businesses.status, "pending"));
    expect(pending.length).toBeGreaterThan(0);

    const page = await listPendingBusinesses(params(""));
    expect(page).toMatchObject({ total: pending.length, page: 1, pageCount: 1, size: 20 });
    expect(page.rows.map((r) => r.uuid).sort()).toEqual(pending.map((p) => p.uuid).sort());
    const times = page.rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const row of page.rows) expect(["Villa María", "Villa Nueva"]).toContain(row.city);

    const category = await addPending([{ name: "Recién Cargado Sur", minutesAgo: 0.5 }]);
    const after = await listPendingBusinesses(params(""));
    expect(after.total).toBe(pending.length + 1);
    expect(after.rows[0]).toMatchObject({ name: "Recién Cargado Sur", categoryName: category.name });
    expect(after.rows[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("leaves out businesses in any other status", async () => {
    await addPending([
      { name: "Zapatería Ya Aprobada", status: "approved" },
      { name: "Zapatería Ya Activa", status: "active" },
      { name: "Zapatería Pendiente", status: "pending" },
    ]);
    const page = await listPendingBusinesses(params("q=zapateria"));
    expect(page.rows.map((r) => r.name)).toEqual(["Zapatería Pendiente"]);
  });

  it("searches by name ignoring case and accents, and takes % and _ literally", async () => {
    await addPending([
      { name: "Panadería Ñandú" },
      { name: "PANADERIA EL SOL" },
      { name: "Verdulería 100% Natural" },
      { name: "Verdulería Cien_Natural" },
    ]);
    const bread = await listPendingBusinesses(params("q=panaderia"));
    expect(bread.rows.map((r) => r.name).sort()).toEqual(["PANADERIA EL SOL", "Panadería Ñandú"]);
    expect((await listPendingBusinesses(params("q=%C3%91AND%C3%9A"))).rows.map((r) => r.name)).toEqual([
      "Panadería Ñandú",
    ]);
    expect((await listPendingBusinesses(params("q=%25"))).rows.map((r) => r.name)).toEqual(["Verdulería 100% Natural"]);
    expect((await listPendingBusinesses(params("q=n_natural"))).rows.map((r) => r.name)).toEqual([
      "Verdulería Cien_Natural",
    ]);
    expect((await listPendingBusinesses(params("q=no+hay+nada+con+esto"))).total).toBe(0);
  });

  it("filters by city", async () => {
    await addPending([
      { name: "Ferretería Norte Filtro", city: "Villa María" },
      { name: "Ferretería Sur Filtro", city: "Villa Nueva" },
    ]);
    const nueva = await listPendingBusinesses(params("q=filtro&city=Villa+Nueva"));
    expect(nueva.rows.map((r) => r.name)).toEqual(["Ferretería Sur Filtro"]);
    const maria = await listPendingBusinesses(params("q=filtro&city=Villa+Mar%C3%ADa"));
    expect(maria.rows.map((r) => r.name)).toEqual(["Ferretería Norte Filtro"]);
    // An unknown city is dropped by the list params: no filter, both show.
    expect((await listPendingBusinesses(params("q=filtro&city=Rosario"))).total).toBe(2);
  });

  it("sorts by name or by date, either way", async () => {
    await addPending([
      { name: "Orden B Kiosco", minutesAgo: 3 },
      { name: "Orden A Kiosco", minutesAgo: 1 },
      { name: "Orden C Kiosco", minutesAgo: 2 },
    ]);
    const names = async (query: string) => (await listPendingBusinesses(params(query))).rows.map((r) => r.name);
    expect(await names("q=orden&sort=name")).toEqual(["Orden A Kiosco", "Orden B Kiosco", "Orden C Kiosco"]);
    expect(await names("q=orden&sort=name&dir=desc")).toEqual(["Orden C Kiosco", "Orden B Kiosco", "Orden A Kiosco"]);
    expect(await names("q=orden")).toEqual(["Orden A Kiosco", "Orden C Kiosco", "Orden B Kiosco"]);
    expect(await names("q=orden&sort=created&dir=asc")).toEqual(["Orden B Kiosco", "Orden C Kiosco", "Orden A Kiosco"]);
  });

  it("pages through the whole list, and a page past the end is the last one", async () => {
    await addPending(
      Array.from({ length: 45 }, (_, i) => ({ name: `Lote ${String(i).padStart(2, "0")}`, minutesAgo: i })),
    );
    const first = await listPendingBusinesses(params("q=lote&sort=name"));
    expect(first).toMatchObject({ total: 45, page: 1, pageCount: 3, size: 20 });
    expect(first.rows[0]!.name).toBe("Lote 00");
    const second = await listPendingBusinesses(params("q=lote&sort=name&page=2"));
    expect(second.rows.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Lote ${20 + i}`));
    const beyond = await listPendingBusinesses(params("q=lote&sort=name&page=99"));
    expect(beyond).toMatchObject({ page: 3, pageCount: 3 });
    expect(beyond.rows.map((r) => r.name)).toEqual(["Lote 40", "Lote 41", "Lote 42", "Lote 43", "Lote 44"]);
    const big = await listPendingBusinesses(params("q=lote&size=50"));
    expect(big).toMatchObject({ pageCount: 1, size: 50 });
    expect(big.rows).toHaveLength(45);
  });
});
