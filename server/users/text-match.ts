/** Case- and accent-blind "contains" over some text columns, for the admin lists' search box. */
import { or, type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "#core/search-text.ts";
import { indexedFold } from "../search/sql-text.ts";

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function textMatches(q: string, ...columns: SQL[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(foldForSearch(q));
  return or(...columns.map((c) => sql`${indexedFold(c)} like ${pattern}`));
}
