/**
 * One list kit for the admin and owner lists: a list declares once, beside its query, what its
 * search box matches, what each sort orders by and what each filter keeps; `query(params)` gives
 * the WHERE and the ORDER BY for `paginate` (server/platform/db/paginate.ts).
 *
 *   const claimList = listQuery(CLAIMS_QUEUE, {
 *     search: [businesses.name, users.name],
 *     sorts: { created: [claims.createdAt], business: [sql`lower(${businesses.name})`] },
 *     filters: { status: (statuses) => inArray(claims.status, statuses) },
 *     tiebreak: claims.id,
 *   });
 *   const { where, orderBy } = claimList.query(params);
 *   return paginate(params, { count: …where…, rows: … .where(where).orderBy(...orderBy) … });
 *
 * What a search box matches, on every list: any declared column contains the text, blind to case
 * and accents, `%` and `_` taken literally (`textMatches`). The definition (core `defineList`)
 * types the keys: a sort or a filter it does not have, or one it has left out, does not compile.
 */
import { type AnyColumn, and, asc, Column, desc, is, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ListDefinition, ListParams } from "#core/list-params.ts";
import { textMatches } from "./sql-text.ts";

/** `asc` or `desc`: the direction the list was asked for. */
export type Direction = (expression: AnyColumn | SQLWrapper) => SQL;

/**
 * What one sort orders by: expressions that all follow the asked direction, or, for a sort that
 * does more (a part that keeps its own direction, nulls last), a function of the direction.
 */
export type ListSort = readonly (AnyColumn | SQL)[] | ((dir: Direction) => SQL[]);

/** What one filter keeps, given the values the URL asked for (never called with none). */
export type ListFilterWhere<C> = (values: string[], context: C) => SQL | undefined;

export interface ListQuerySpec<S extends string, F extends string, C> {
  /**
   * The columns the search box looks in. A list whose box also matches something else (the
   * businesses' slugs and phones) passes its own match, built on `textMatches`.
   */
  search?: readonly (AnyColumn | SQL)[] | ((q: string) => SQL | undefined);
  sorts: { readonly [K in S]: ListSort };
  filters: { readonly [K in F]: ListFilterWhere<C> };
  /**
   * Something unique, ordered last so rows never move between pages. A column follows the asked
   * direction (the list reversed is the list read backwards); `asc(…)`/`desc(…)` keeps its own.
   */
  tiebreak: AnyColumn | SQL;
}

export interface ListQuery<S extends string, F extends string, C> {
  /** The search and the filters, ANDed; undefined when the list is not narrowed. */
  where(params: Pick<ListParams<S, F>, "q" | "filters">, context: C): SQL | undefined;
  /** The chosen sort in the asked direction, then the tie-break. */
  orderBy(params: Pick<ListParams<S, F>, "sort" | "dir">): SQL[];
  query(
    params: Pick<ListParams<S, F>, "q" | "filters" | "sort" | "dir">,
    context: C,
  ): { where: SQL | undefined; orderBy: SQL[] };
}

/**
 * Declares a list's query. `definition` (or the function that makes it, for a list whose filter
 * values are read from the database) only types the keys. Filters that need more than the URL
 * (the request's instant) take it as `context`, passed to `query`.
 */
export function listQuery<S extends string, F extends string = never, C = void>(
  _definition: ListDefinition<S, F> | ((...args: never[]) => ListDefinition<S, F>),
  spec: [F] extends [never] ? Omit<ListQuerySpec<S, F, C>, "filters"> & { filters?: never } : ListQuerySpec<S, F, C>,
): ListQuery<S, F, C> {
  const { search, sorts, tiebreak } = spec;
  const filters = (spec.filters ?? {}) as Record<F, ListFilterWhere<C>>;

  const searchWhere = (q: string): SQL | undefined => {
    if (!search) return undefined;
    if (typeof search === "function") return search(q);
    return textMatches(q, ...search.map((column) => sql`${column}`));
  };

  const where: ListQuery<S, F, C>["where"] = (params, context) =>
    and(
      ...(Object.keys(filters) as F[]).map((name) => {
        const values = params.filters[name];
        return values.length > 0 ? filters[name](values, context) : undefined;
      }),
      searchWhere(params.q),
    );

  const orderBy: ListQuery<S, F, C>["orderBy"] = (params) => {
    const dir: Direction = { asc, desc }[params.dir];
    const sort: ListSort = sorts[params.sort];
    const terms = typeof sort === "function" ? sort(dir) : sort.map((term) => dir(term));
    // A sort that already ends on the unique column (an id, a row number) needs no tie-break.
    if (typeof sort !== "function" && sort.at(-1) === tiebreak) return terms;
    return [...terms, is(tiebreak, Column) ? dir(tiebreak) : tiebreak];
  };

  return { where, orderBy, query: (params, context) => ({ where: where(params, context), orderBy: orderBy(params) }) };
}

/** `expression` in the asked direction, its empty values last either way (Postgres puts them first in desc). */
export const nullsLast = (dir: Direction, expression: AnyColumn | SQL): SQL => sql`${dir(expression)} nulls last`;
