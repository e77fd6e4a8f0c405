import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { brands } from "#server/platform/db/schema.ts";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { likePrefix, textMatches } from "./sql-text.ts";

const database = setupTestDatabase();

/** The names among `names` that the lists' search box finds for `q`. */
async function found(q: string, names: string[]): Promise<string[]> {
  const { db } = database();
  await db.delete(brands).where(sql`${brands.slug} like 'sql-text-%'`);
  await db.insert(brands).values(names.map((name, i) => ({ name, slug: `sql-text-${i}` })));
  const rows = await db
    .select({ name: brands.name })
    .from(brands)
    .where(sql`${brands.slug} like 'sql-text-%' and ${textMatches(q, sql`${brands.name}`) ?? sql`true`}`)
    .orderBy(asc(brands.name));
  return rows.map((r) => r.name);
}

describe("the lists' search box (textMatches)", () => {
  it("is blind to case and accents, both ways", async () => {
    const names = ["Café Martínez", "CAFE DEL PUENTE", "Panadería Lucía"];
    expect(await found("cafe", names)).toEqual(["CAFE DEL PUENTE", "Café Martínez"]);
    expect(await found("LUCÍA", names)).toEqual(["Panadería Lucía"]);
  });

  it("takes %, _ and backslash literally", async () => {
    const names = ["2x1 al 50%", "Ahorro_Total", "Barra\\Invertida", "Otra cosa"];
    expect(await found("%", names)).toEqual(["2x1 al 50%"]);
    expect(await found("_", names)).toEqual(["Ahorro_Total"]);
    expect(await found("\\", names)).toEqual(["Barra\\Invertida"]);
  });

  it("an empty box matches nothing in particular (no condition)", () => {
    expect(textMatches("", sql`name`)).toBeUndefined();
    expect(likePrefix("a%b")).toBe("a\\%b%");
  });
});
