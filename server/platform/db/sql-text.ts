/**
 * SQL text helpers every feature's queries share: the accent- and case-blind fold the trigram
 * indexes are built on, LIKE patterns with the searched text taken literally, and the one "contains"
 * match of the admin and owner lists' search boxes.
 */
import { type AnyColumn, type GetColumnData, or, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import { foldForSearch } from "#core/search-text.ts";

/**
 * `f_unaccent(lower(expr))`: the expression the trigram indexes are built on. Use it in WHERE
 * clauses, where it must match the index exactly.
 */
export function indexedFold(expr: SQL): SQL {
  return sql`f_unaccent(lower(${expr}))`;
}

/**
 * A column of a table that a derived table stands in for (see BusinessMatch.source), selected as
 * SQL: drizzle refuses plain columns of a table that is not literally in the FROM clause.
 */
export function sourceColumn<C extends AnyColumn>(column: C): SQL<GetColumnData<C>> {
  return sql<GetColumnData<C>>`${column}`.mapWith(column);
}

/**
 * Column names for a raw select list (the database uses snake_case: see the client's `casing`),
 * e.g. `uuid, name, logo_url`, or qualified by `table`: `"businesses"."uuid", …`.
 */
export function columnList(columns: readonly AnyColumn[], table?: string): SQL {
  return sql.join(
    columns.map((column) => {
      const name = sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name);
      return table ? sql`${sql.identifier(table)}.${name}` : name;
    }),
    sql`, `,
  );
}

/** The text with LIKE's own `%`, `_` and backslash taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for LIKE: contains the text, literally. */
export const likeContains = (text: string) => `%${literal(text)}%`;

/** `text%` for LIKE: starts with the text, literally. */
export const likePrefix = (text: string) => `${literal(text)}%`;

/**
 * The lists' search box: any of the columns contains the text, blind to case and accents ("cafe"
 * finds "Café"), on the expression the trigram indexes are built on. Nothing to match: undefined.
 */
export function textMatches(q: string, ...columns: SQL[]): SQL | undefined {
  const text = foldForSearch(q);
  if (!text) return undefined;
  const pattern = likeContains(text);
  return or(...columns.map((c) => sql`${indexedFold(c)} like ${pattern}`));
}
