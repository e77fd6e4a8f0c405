import { and, asc, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defineList, type ListParams } from "#core/list-params.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { listQuery, nullsLast } from "./list-query.ts";
import { paginate } from "./paginate.ts";
import { brands } from "./schema.ts";

const database = setupTestDatabase();

const TEST_LIST = defineList({
  sorts: { name: "asc", site: "desc", created: "desc" },
  defaultSort: "name",
  filters: { web: { values: ["si", "no"] } },
});
type TestParams = ListParams<keyof typeof TEST_LIST.sorts, "web">;

const ours = like(brands.slug, "list-query-%");

const testList = listQuery(TEST_LIST, {
  search: [brands.name, brands.description],
  sorts: {
    name: [sql`lower(${brands.name})`],
    site: (dir) => [nullsLast(dir, brands.websiteUrl)],
    created: [brands.createdAt],
  },
  filters: { web: ([web]) => sql`(${brands.websiteUrl} is not null) = ${web === "si"}` },
  tiebreak: brands.id,
});

const params = (change: Partial<TestParams>): TestParams => ({
  q: "",
  sort: "name",
  dir: "asc",
  page: 1,
  size: 100,
  filters: { web: [] },
  ...change,
});

/** The names of one page of the list, as the kit queries it. */
async function names(change: Partial<TestParams>): Promise<string[]> {
  const { db } = database();
  const p = params(change);
  const { where, orderBy } = testList.query(p);
  const page = await paginate(p, {
    count: () => db.$count(brands, and(ours, where)),
    rows: ({ limit, offset }) =>
      db
        .select({ name: brands.name })
        .from(brands)
        .where(and(ours, where))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return page.rows.map((r) => r.name);
}

async function seed(rows: { name: string; description?: string; websiteUrl?: string }[]) {
  const { db } = database();
  await db.delete(brands).where(ours);
  await db.insert(brands).values(rows.map((row, i) => ({ ...row, slug: `list-query-${i}` })));
}

describe("listQuery: the search box", () => {
  it("finds any declared column containing the text, blind to case and accents both ways", async () => {
    await seed([
      { name: "Café Martínez" },
      { name: "CAFE DEL PUENTE" },
      { name: "Panadería", description: "Pan de campo de Lucía" },
      { name: "Otra cosa" },
    ]);
    expect(await names({ q: "cafe" })).toEqual(["CAFE DEL PUENTE", "Café Martínez"]);
    expect(await names({ q: "CAFÉ" })).toEqual(["CAFE DEL PUENTE", "Café Martínez"]);
    expect(await names({ q: "lucia" })).toEqual(["Panadería"]);
    expect(await names({ q: "" })).toHaveLength(4);
  });

  it("takes % and _ literally", async () => {
    await seed([{ name: "2x1 al 50%" }, { name: "Ahorro_Total" }, { name: "Ahorro Total" }, { name: "500 pesos" }]);
    expect(await names({ q: "%" })).toEqual(["2x1 al 50%"]);
    expect(await names({ q: "o_t" })).toEqual(["Ahorro_Total"]);
    expect(await names({ q: "5%" })).toEqual([]);
  });

  it("a custom match replaces the columns", () => {
    const custom = listQuery(TEST_LIST, {
      search: (q) => (q ? sql`true` : undefined),
      sorts: { name: [brands.name], site: [brands.websiteUrl], created: [brands.createdAt] },
      filters: { web: () => undefined },
      tiebreak: brands.id,
    });
    expect(custom.where(params({ q: "x" }))).toBeDefined();
    expect(custom.where(params({ q: "" }))).toBeUndefined();
  });
});

describe("listQuery: filters", () => {
  it("a filter narrows only when the URL asked for a value", async () => {
    await seed([{ name: "Con sitio", websiteUrl: "https://a.example" }, { name: "Sin sitio" }]);
    expect(await names({ filters: { web: ["si"] } })).toEqual(["Con sitio"]);
    expect(await names({ filters: { web: ["no"] } })).toEqual(["Sin sitio"]);
    expect(await names({ filters: { web: [] } })).toEqual(["Con sitio", "Sin sitio"]);
  });

  it("passes the context to the filters", () => {
    let seen: unknown;
    const withNow = listQuery(TEST_LIST, {
      sorts: { name: [brands.name], site: [brands.websiteUrl], created: [brands.createdAt] },
      filters: {
        web: (_values, context: { now: Date }) => {
          seen = context.now;
          return undefined;
        },
      },
      tiebreak: brands.id,
    });
    const now = new Date("2026-11-20T12:00:00Z");
    withNow.where(params({ filters: { web: ["si"] } }), { now });
    expect(seen).toBe(now);
  });
});

describe("listQuery: the order", () => {
  it("sorts in the asked direction, and the reverse is the list read backwards", async () => {
    await seed([{ name: "beta" }, { name: "Álamo" }, { name: "Casa" }, { name: "alfa" }]);
    const up = await names({ sort: "name", dir: "asc" });
    expect(up).toEqual(["alfa", "beta", "Casa", "Álamo"]);
    expect(await names({ sort: "name", dir: "desc" })).toEqual([...up].reverse());
  });

  it("ties are broken by the unique column, so paging never repeats or skips a row", async () => {
    await seed(Array.from({ length: 7 }, (_, i) => ({ name: `Igual ${i}`, websiteUrl: "https://mismo.example" })));
    for (const dir of ["asc", "desc"] as const) {
      const all = await names({ sort: "site", dir });
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) paged.push(...(await names({ sort: "site", dir, page, size: 3 })));
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(7);
      expect(all).toEqual(dir === "asc" ? all.toSorted() : all.toSorted().reverse());
    }
  });

  it("a sort function keeps what it fixes: nulls last in both directions", async () => {
    await seed([
      { name: "sin" },
      { name: "b", websiteUrl: "https://b.example" },
      { name: "a", websiteUrl: "https://a.example" },
    ]);
    expect(await names({ sort: "site", dir: "asc" })).toEqual(["a", "b", "sin"]);
    expect(await names({ sort: "site", dir: "desc" })).toEqual(["b", "a", "sin"]);
  });

  it("a tie-break written with its direction keeps it", () => {
    const fixed = listQuery(TEST_LIST, {
      sorts: { name: [brands.name], site: [brands.websiteUrl], created: [brands.createdAt] },
      filters: { web: () => undefined },
      tiebreak: asc(brands.id),
    });
    const { orderBy } = fixed.query(params({ dir: "desc" }));
    expect(orderBy).toHaveLength(2);
    const { db } = database();
    const text = (order: ReturnType<typeof fixed.orderBy>) =>
      db
        .select()
        .from(brands)
        .orderBy(...order)
        .toSQL()
        .sql.replace(/^.* order by /, "");
    expect(text(orderBy)).toBe(`"brands"."name" desc, "brands"."id" asc`);
    expect(text(testList.orderBy(params({ dir: "desc" })))).toBe(`lower("brands"."name") desc, "brands"."id" desc`);
  });

  it("a sort or filter the definition does not have is a type error", () => {
    listQuery(TEST_LIST, {
      // @ts-expect-error "views" is not a sort of TEST_LIST
      sorts: { name: [brands.name], site: [brands.websiteUrl], created: [brands.createdAt], views: [brands.id] },
      filters: { web: () => undefined },
      tiebreak: brands.id,
    });
    listQuery(TEST_LIST, {
      // @ts-expect-error every sort must be declared ("created" is missing)
      sorts: { name: [brands.name], site: [brands.websiteUrl] },
      filters: { web: () => undefined },
      tiebreak: brands.id,
    });
    listQuery(TEST_LIST, {
      sorts: { name: [brands.name], site: [brands.websiteUrl], created: [brands.createdAt] },
      // @ts-expect-error "city" is not a filter of TEST_LIST
      filters: { web: () => undefined, city: () => undefined },
      tiebreak: brands.id,
    });
    // @ts-expect-error a sort key the definition lacks
    expect(() => testList.orderBy({ sort: "views", dir: "asc" })).toThrow();
  });
});
