/**
 * Flattens a query (URLSearchParams, URL, query string or plain object) to one string per key, for
 * lenient zod parsing of page parameters: the first value of a key wins (`?tab=bancos&tab=x` is the
 * bank tab), except list keys, whose values are all kept, joined with commas (`pay=credit&pay=qr`).
 * Non-string values are dropped.
 */
/** What a page's query arrives as: the request's URL or its search params, a query string, a plain object. */
export type QueryInput = URLSearchParams | URL | string | Readonly<Record<string, unknown>> | null | undefined;

export function queryRecord(input: QueryInput, listKeys: ReadonlySet<string> = new Set()): Record<string, string> {
  const entries: [string, unknown][] =
    input instanceof URLSearchParams
      ? [...input]
      : input instanceof URL
        ? [...input.searchParams]
        : typeof input === "string"
          ? [...new URLSearchParams(input)]
          : input && typeof input === "object"
            ? Object.entries(input).flatMap(([key, value]): [string, unknown][] =>
                Array.isArray(value) ? value.map((v): [string, unknown] => [key, v]) : [[key, value]],
              )
            : [];
  // No prototype: a key such as "constructor" or "__proto__" is just an unknown key.
  const record: Record<string, string> = Object.create(null);
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (!(key in record)) record[key] = value;
    else if (listKeys.has(key)) record[key] = `${record[key]},${value}`;
  }
  return record;
}

/** A URL state from the part a link names (`partial`) over the page's defaults; undefined keeps a default. */
export function withDefaults<T extends object>(defaults: Readonly<T>, partial: Partial<T>): T {
  const state: T = { ...defaults };
  for (const key of Object.keys(partial) as (keyof T)[]) {
    const value = partial[key];
    if (value !== undefined) state[key] = value;
  }
  return state;
}
