import { type SQL, sql } from "drizzle-orm";
import { bankPromotions, businessPromotions } from "../db/schema.ts";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";

/**
 * How promotions match a query. As for businesses (see business-match.ts), the expressions are the
 * ones of the indexes in server/db/schema.ts, and lookups in other tables are computed once as an
 * array (an InitPlan) so that every branch of the OR can use an index.
 */
export interface PromotionMatch {
  where: SQL;
  /** Title similarity (0–1) + full-text rank (+ 0.5 for a bank promotion whose bank matches). */
  score: SQL<number>;
}

/**
 * A business promotion matches on its title and benefit (prefix full text), on its title by
 * trigram similarity (typos), or when its business's name is trigram-similar to the query's long
 * words ("farmacia del centro" also lists that pharmacy's offers). Dates and the business's
 * status are left to the caller.
 */
export function businessPromotionMatch(terms: SearchTerms): PromotionMatch {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(${businessPromotions.title}, '') || ' ' || coalesce(${businessPromotions.discountBenefit}, '')))`;
  const foldedTitle = sql`f_unaccent(lower(${businessPromotions.title}))`;
  const fuzzyTitle = fuzzyMatch(terms, foldedTitle);
  const fuzzyBusiness = fuzzyMatch(terms, sql`f_unaccent(lower(search_b.name))`);
  const where =
    fuzzyTitle && fuzzyBusiness
      ? sql`(${document} @@ ${tsquery} or ${fuzzyTitle} or ${businessPromotions.businessUuid} = any(array(select search_b.uuid from businesses search_b where ${fuzzyBusiness})))`
      : sql`(${document} @@ ${tsquery})`;
  const score =
    sql<number>`(word_similarity(${terms.text}, ${foldedTitle}) + ts_rank(${document}, ${tsquery}))`.mapWith(Number);
  return { where, score };
}

/** Bonus for a bank promotion whose bank's name matches ("galicia", "nacion"). */
const BANK_MATCH_BONUS = 0.5;

/**
 * A bank promotion matches on its title and discount text (prefix full text), on its title by
 * trigram similarity, or on its bank's name. Validity dates are left to the caller.
 */
export function bankPromotionMatch(terms: SearchTerms): PromotionMatch {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(${bankPromotions.title}, '') || ' ' || coalesce(${bankPromotions.discountText}, '')))`;
  const foldedTitle = sql`f_unaccent(lower(${bankPromotions.title}))`;
  const fuzzyBank = fuzzyMatch(terms, sql`f_unaccent(lower(search_bank.name))`);
  const fuzzyTitle = fuzzyMatch(terms, foldedTitle);
  const bankIds = sql`array(select search_bank.id from banks search_bank where to_tsvector('spanish', f_unaccent(search_bank.name)) @@ ${tsquery}${
    fuzzyBank ? sql` or ${fuzzyBank}` : sql``
  })`;
  const where = sql`(${document} @@ ${tsquery}${fuzzyTitle ? sql` or ${fuzzyTitle}` : sql``} or ${bankPromotions.bankId} = any(${bankIds}))`;
  const score =
    sql<number>`(word_similarity(${terms.text}, ${foldedTitle}) + ts_rank(${document}, ${tsquery}) + case when ${bankPromotions.bankId} = any(${bankIds}) then ${sql.raw(String(BANK_MATCH_BONUS))} else 0 end)`.mapWith(
      Number,
    );
  return { where, score };
}
