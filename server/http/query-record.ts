/**
 * Flattens a query (URLSearchParams, URL, query string or plain object) to one string per key, for
 * lenient zod parsing of page parameters: the first value of a key wins (`?tab=bancos&tab=x` is the
 * bank tab), except list keys, whose values are all kept, joined with commas (`pay=credit&pay=qr`).
 * Non-string values are dropped.
 */
export function queryRecord(input: unknown, listKeys: ReadonlySet<string> = new Set()): Record<string, string> {
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
  const record: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (!(key in record)) record[key] = value;
    else if (listKeys.has(key)) record[key] = `${record[key]},${value}`;
  }
  return record;
}
