/** The admin content lists' search: accent- and case-blind "contains" over a few columns. */
import { or, type SQL, sql } from "drizzle-orm";
import { foldForSearch } from "#core/search-text.ts";
import { indexedFold } from "../search/sql-text.ts";

export function textMatches(q: string, ...columns: SQL[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${foldForSearch(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => sql`${indexedFold(c)} like ${pattern}`));
}
