/**
 * The state of a list screen (search, sort, filters, page, page size) as the URL carries it. Each
 * screen declares what it takes with `defineList`; `parseListParams` reads a query against that
 * definition leniently: an unknown key is ignored and a bad value falls back to its default, so a
 * hand-edited or hostile URL never throws and never reaches the database unchecked.
 *
 * `listHref` builds the next URL's query from the current one: other parameters are kept, and any
 * change but the page itself sends the list back to page 1.
 */
import { withPage } from "./pagination.ts";
import { normalizeSearchQuery } from "./search-constants.ts";

export type SortDir = "asc" | "desc";

export interface ListFilter {
  /** The values the filter takes; anything else in the URL is dropped. */
  readonly values: readonly string[];
  /** Several values at once (`?city=a&city=b`); otherwise only the first allowed one is kept. */
  readonly multiple?: boolean;
}

export interface ListDefinition<S extends string = string, F extends string = string> {
  /** The sortable keys, each with the direction it sorts in when first chosen. */
  readonly sorts: Readonly<Record<S, SortDir>>;
  readonly defaultSort: NoInfer<S>;
  /** The page sizes offered; the first is the default unless `defaultSize` says otherwise. */
  readonly sizes: readonly number[];
  readonly defaultSize: number;
  readonly filters: Readonly<Record<F, ListFilter>>;
}

export interface ListParams<S extends string = string, F extends string = string> {
  /** Normalised search text (trimmed, spaces collapsed, at most 100 characters); may be "". */
  q: string;
  sort: S;
  dir: SortDir;
  /** 1-based, at most MAX_LIST_PAGE; past the last page it is clamped by the query (paginate). */
  page: number;
  size: number;
  /** Every filter of the definition, with the allowed values the URL asked for (often none). */
  filters: Record<F, string[]>;
}

/** One page of a list as the server answers it (server/platform/db/paginate.ts) and DataTable shows it. */
export interface ListPage<T> {
  rows: T[];
  /** Rows in the whole list (every page). */
  total: number;
  /** The page these rows are (1-based; the last page when the one asked for is past the end). */
  page: number;
  /** At least 1, so `page` is always within 1..pageCount. */
  pageCount: number;
  size: number;
}

export const LIST_PAGE_SIZES = [20, 50, 100] as const;
/** Pages beyond this are read as this (and then clamped to the last page). */
export const MAX_LIST_PAGE = 1_000_000;
/** The parameters a list owns besides its filters. */
export const LIST_KEYS = ["q", "sort", "dir", "page", "size"] as const;

/**
 * A list screen's definition, checked once when the module loads (a default that is not among the
 * allowed values is a programming error, not user input).
 */
export function defineList<S extends string, F extends string = never>(definition: {
  sorts: Readonly<Record<S, SortDir>>;
  defaultSort: NoInfer<S>;
  sizes?: readonly number[];
  defaultSize?: number;
  filters?: Readonly<Record<F, ListFilter>>;
}): ListDefinition<S, F> {
  const sizes = definition.sizes ?? LIST_PAGE_SIZES;
  const defaultSize = definition.defaultSize ?? sizes[0];
  if (!Object.hasOwn(definition.sorts, definition.defaultSort)) {
    throw new Error(`defineList: "${definition.defaultSort}" no está entre los órdenes permitidos`);
  }
  if (defaultSize === undefined || !sizes.includes(defaultSize)) {
    throw new Error(`defineList: el tamaño de página ${defaultSize} no está entre ${sizes.join(", ")}`);
  }
  for (const name of Object.keys(definition.filters ?? {})) {
    if ((LIST_KEYS as readonly string[]).includes(name)) {
      throw new Error(`defineList: "${name}" es un parámetro de la lista, no puede ser un filtro`);
    }
  }
  return {
    sorts: definition.sorts,
    defaultSort: definition.defaultSort,
    sizes,
    defaultSize,
    filters: definition.filters ?? ({} as Record<F, ListFilter>),
  };
}

export type ListInput = URLSearchParams | URL | string | Readonly<Record<string, unknown>> | null | undefined;

/** Every string value of `key`, in order: repeated parameters and array members alike. */
function valuesOf(input: ListInput, key: string): string[] {
  if (input instanceof URL) return input.searchParams.getAll(key);
  if (input instanceof URLSearchParams) return input.getAll(key);
  if (typeof input === "string") return new URLSearchParams(input).getAll(key);
  if (!input || typeof input !== "object" || !Object.hasOwn(input, key)) return [];
  const value = input[key];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === "string");
}

const first = (input: ListInput, key: string) => valuesOf(input, key)[0];

/** "3" → 3; "", "0", "-1", "1.5", "1e3", "NaN", "0x10" → null. Huge numbers come back as they are. */
function positiveInt(value: string | undefined): number | null {
  const text = value?.trim() ?? "";
  if (!/^\d{1,16}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

export function parseListParams<S extends string, F extends string>(
  input: ListInput,
  definition: ListDefinition<S, F>,
): ListParams<S, F> {
  const rawSort = first(input, "sort");
  const sortFromUrl = rawSort !== undefined && Object.hasOwn(definition.sorts, rawSort);
  const sort = sortFromUrl ? (rawSort as S) : definition.defaultSort;
  const rawDir = first(input, "dir");
  const dir: SortDir = rawDir === "asc" || rawDir === "desc" ? rawDir : definition.sorts[sort];
  const size = positiveInt(first(input, "size"));

  const filters = {} as Record<F, string[]>;
  for (const name of Object.keys(definition.filters) as F[]) {
    const filter = definition.filters[name];
    const wanted = new Set(valuesOf(input, name));
    const kept = filter.values.filter((value) => wanted.has(value));
    filters[name] = filter.multiple ? kept : kept.slice(0, 1);
  }

  return {
    q: normalizeSearchQuery(first(input, "q")),
    sort,
    dir,
    page: Math.min(positiveInt(first(input, "page")) ?? 1, MAX_LIST_PAGE),
    size: size !== null && definition.sizes.includes(size) ? size : definition.defaultSize,
    filters,
  };
}

/** Whether the list is narrowed: a search or at least one filter value. */
export function isListFiltered(params: Pick<ListParams, "q" | "filters">): boolean {
  return params.q !== "" || Object.values<string[]>(params.filters).some((values) => values.length > 0);
}

export type ListChange = string | number | readonly string[] | null | undefined;

/**
 * The next list URL's query ("?q=pan&sort=name" or ""), from the current one with `changes`
 * applied: a string or number sets the parameter, a list sets repeated values, null, undefined, ""
 * or [] removes it. Every other parameter is kept. A change to anything but `page` that really
 * changes the query goes back to page 1 (a new search or order starts at the beginning); `page: n`
 * moves to that page (page 1 is left out of the URL, as `withPage` does).
 */
export function listHref(current: URLSearchParams | string, changes: Readonly<Record<string, ListChange>>): string {
  const query = new URLSearchParams(current);
  const before = query.toString();
  let page = positiveInt(query.get("page") ?? undefined) ?? 1;
  for (const [key, change] of Object.entries(changes)) {
    if (key === "page") continue;
    query.delete(key);
    const values = change === null || change === undefined ? [] : Array.isArray(change) ? change : [String(change)];
    for (const value of values) if (value !== "") query.append(key, value);
  }
  query.delete("page");
  if (query.toString() !== new URLSearchParams(withPage(before, 1)).toString()) page = 1;
  if (Object.hasOwn(changes, "page")) page = positiveInt(String(changes.page ?? "")) ?? 1;
  return withPage(query, page);
}

/** The same list without its search and filters (sort, direction and page size stay). */
export function clearListFiltersHref(current: URLSearchParams | string, params: Pick<ListParams, "filters">): string {
  const changes: Record<string, null> = { q: null };
  for (const name of Object.keys(params.filters)) changes[name] = null;
  return listHref(current, changes);
}

/** "Mostrando 21–40 de 134" needs these two numbers: the first and last row of the page, 1-based. */
export function pageRange(page: { page: number; size: number; total: number; rowCount: number }): {
  from: number;
  to: number;
} {
  if (page.total === 0 || page.rowCount === 0) return { from: 0, to: 0 };
  const from = (page.page - 1) * page.size + 1;
  return { from, to: from + page.rowCount - 1 };
}
