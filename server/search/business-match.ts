import { type SQL, sql } from "drizzle-orm";
import { businesses } from "../db/schema.ts";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";

/**
 * How a business matches a query, shared by the unified search and the /search page.
 *
 * A business matches when any of these holds:
 * - its name or description contains every word as a prefix (Spanish full text, accent-free):
 *   "farm" finds "Farmacia", "cafe" finds "Café";
 * - its name is trigram-similar to every word of 4+ characters (typos: "farmcia", "pizeria");
 * - its category, or the category's parent, matches the same way ("farmacia" finds every business
 *   of "Farmacias", "salud" every business of its subcategories).
 *
 * The WHERE expressions are written exactly as the indexes in server/db/schema.ts
 * (`businesses_fts_idx`, `businesses_name_trgm_idx`, `businesses_category_idx`), so PostgreSQL can
 * answer them with a BitmapOr of index scans. Only the status filter is left to the caller.
 */
export interface BusinessMatch {
  /** The match condition (does not filter by status). */
  where: SQL;
  /** Relevance: name similarity (0–1) + full-text rank + 0.5 when the category matches. */
  score: SQL<number>;
  /** ORDER BY for "relevance": score in steps of 0.1, then premium, then exact score and name. */
  orderBy: SQL[];
}

/** Bonus for a business whose category matches: below a good name match, above a description hit. */
const CATEGORY_MATCH_BONUS = 0.5;

export function businessMatch(terms: SearchTerms): BusinessMatch {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(${businesses.name}, '') || ' ' || coalesce(${businesses.description}, '')))`;
  const foldedName = sql`f_unaccent(lower(${businesses.name}))`;
  const categoryIds = matchingCategoryIds(terms);

  const fuzzy = fuzzyMatch(terms, foldedName);
  const where = sql`(${document} @@ ${tsquery}${fuzzy ? sql` or ${fuzzy}` : sql``} or ${businesses.categoryId} = any(${categoryIds}))`;
  const score =
    sql<number>`(word_similarity(${terms.text}, ${foldedName}) + ts_rank(${document}, ${tsquery}) + case when ${businesses.categoryId} = any(${categoryIds}) then ${sql.raw(String(CATEGORY_MATCH_BONUS))} else 0 end)`.mapWith(
      Number,
    );
  return {
    where,
    score,
    orderBy: [
      sql`round((${score})::numeric, 1) desc`,
      sql`${businesses.isPremium} desc`,
      sql`${businesses.premiumLevel} desc`,
      sql`${score} desc`,
      sql`${businesses.name} asc`,
      sql`${businesses.uuid} asc`,
    ],
  };
}

/**
 * The ids of the categories whose name matches (prefix full text, or trigram similarity from 4
 * characters), plus their children, as an `int[]` computed once per query (an InitPlan), which keeps
 * `category_id = any(…)` answerable by the category index.
 */
function matchingCategoryIds(terms: SearchTerms): SQL {
  const matches = (alias: string) => {
    const name = sql.raw(`${alias}.name`);
    const fuzzy = fuzzyMatch(terms, sql`f_unaccent(lower(${name}))`);
    return sql`(to_tsvector('spanish', f_unaccent(${name})) @@ to_tsquery('spanish', ${terms.tsquery})${
      fuzzy ? sql` or ${fuzzy}` : sql``
    })`;
  };
  return sql`array(select search_c.id from categories search_c left join categories search_p on search_p.id = search_c.parent_id where ${matches("search_c")} or ${matches("search_p")})`;
}
