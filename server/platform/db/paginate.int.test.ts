import { asc, eq, like, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "#tests/setup/test-database.ts";
import { paginate } from "./paginate.ts";
import { businesses } from "./schema.ts";

const database = setupTestDatabase();

/** The businesses matching `where`, by id, as paginate pages them. */
function listOf(where: SQL | undefined) {
  const { db } = database();
  return {
    count: () => db.$count(businesses, where),
    rows: ({ limit, offset }: { limit: number; offset: number }) =>
      db
        .select({ id: businesses.id, name: businesses.name })
        .from(businesses)
        .where(where)
        .orderBy(asc(businesses.id))
        .limit(limit)
        .offset(offset),
  };
}

describe("paginate", () => {
  it("returns the page asked for and the size of the whole list", async () => {
    const { db } = database();
    const all = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.status, "active"))
      .orderBy(asc(businesses.id));
    expect(all.length).toBeGreaterThan(45);

    const second = await paginate({ page: 2, size: 20 }, listOf(eq(businesses.status, "active")));
    expect(second).toMatchObject({ total: all.length, page: 2, pageCount: Math.ceil(all.length / 20), size: 20 });
    expect(second.rows.map((r) => r.id)).toEqual(all.slice(20, 40).map((r) => r.id));
  });

  it("a page past the end is the last page, with its rows and its real number", async () => {
    const { db } = database();
    const where = eq(businesses.status, "active");
    const total = await db.$count(businesses, where);
    const lastPage = Math.ceil(total / 20);
    const last = await paginate({ page: 10_000, size: 20 }, listOf(where));
    expect(last.page).toBe(lastPage);
    expect(last.pageCount).toBe(lastPage);
    expect(last.rows.length).toBe(total - (lastPage - 1) * 20);
    const direct = await paginate({ page: lastPage, size: 20 }, listOf(where));
    expect(last.rows).toEqual(direct.rows);
  });

  it("an empty list is one empty page", async () => {
    const empty = await paginate({ page: 3, size: 50 }, listOf(like(businesses.name, "%no existe ningún nombre así%")));
    expect(empty).toEqual({ rows: [], total: 0, page: 1, pageCount: 1, size: 50 });
  });

  it("a list that fills its pages exactly has no extra empty page", async () => {
    const { db } = database();
    const pending = eq(businesses.status, "pending");
    const total = await db.$count(businesses, pending);
    expect(total).toBeGreaterThan(1);
    const exact = await paginate({ page: 2, size: total }, listOf(pending));
    expect(exact).toMatchObject({ page: 1, pageCount: 1, total });
    expect(exact.rows).toHaveLength(total);
    const halves = await paginate({ page: 2, size: 1 }, listOf(pending));
    expect(halves).toMatchObject({ page: 2, pageCount: total, total });
    expect(halves.rows).toHaveLength(1);
  });

  it("a page that is not a positive whole number is the first", async () => {
    const where = eq(businesses.status, "active");
    for (const page of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect((await paginate({ page, size: 20 }, listOf(where))).page, String(page)).toBe(1);
    }
  });
});
