import { type AnyColumn, type GetColumnData, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";

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
