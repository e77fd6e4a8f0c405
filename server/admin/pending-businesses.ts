/**
 * The businesses waiting for an admin to publish them, as the dashboard's list shows them: searched
 * by name (accents and case ignored), filtered by city, sorted by name or by when they were loaded,
 * a page at a time.
 */
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { getDb } from "../db/client.ts";
import { paginate } from "../db/paginate.ts";
import { businesses, CITIES, categories } from "../db/schema.ts";
import { foldForSearch } from "../search/search-terms.ts";
import { indexedFold } from "../search/sql-text.ts";

export const PENDING_BUSINESSES_LIST = defineList({
  sorts: { created: "desc", name: "asc" },
  defaultSort: "created",
  filters: { city: { values: CITIES } },
});

export type PendingBusinessesParams = ListParams<keyof typeof PENDING_BUSINESSES_LIST.sorts, "city">;

export interface PendingBusinessRow {
  uuid: string;
  name: string;
  categoryName: string | null;
  city: string;
  /** ISO instant. */
  createdAt: string;
}

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pendingBusinessesWhere(params: Pick<PendingBusinessesParams, "q" | "filters">): SQL | undefined {
  const conditions: SQL[] = [eq(businesses.status, "pending")];
  if (params.q) {
    // f_unaccent(lower(name)): the expression the name's trigram index is built on.
    conditions.push(sql`${indexedFold(sql`${businesses.name}`)} like ${containsPattern(foldForSearch(params.q))}`);
  }
  if (params.filters.city.length > 0) conditions.push(inArray(businesses.city, params.filters.city));
  return and(...conditions);
}

export async function listPendingBusinesses(params: PendingBusinessesParams): Promise<ListPage<PendingBusinessRow>> {
  const db = await getDb();
  const where = pendingBusinessesWhere(params);
  const direction = params.dir === "asc" ? asc : desc;
  const order = params.sort === "name" ? [direction(businesses.name)] : [direction(businesses.createdAt)];
  const page = await paginate(params, {
    count: () => db.$count(businesses, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          uuid: businesses.uuid,
          name: businesses.name,
          categoryName: categories.name,
          city: businesses.city,
          createdAt: businesses.createdAt,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .where(where)
        // The id last: equal names or instants keep one order, so no row shows on two pages.
        .orderBy(...order, direction(businesses.id))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
