import { type SQL, sql } from "drizzle-orm";
import { fuzzyMatch, fuzzyWordArray, type SearchTerms } from "./search-terms.ts";

/**
 * How promotions match a query, over the promotion rows of `search_documents` (migration 0009),
 * which carry their business's text, status and premium standing, so no join is needed to match,
 * filter or rank. See business-match.ts for why each way of matching is its own scan.
 */

/** A promotion whose own text matches ranks above one found through its business. */
const OWN_TEXT_BONUS = 0.2;

/** What the promotion rows of search_documents give each match (besides its `search_score`). */
const DOCUMENT_COLUMNS = sql`promotion_id, status, is_premium, premium_level, is_featured, starts_at, ends_at, paused_at, folded_label`;

/**
 * A business promotion matches when
 * - its title or benefit contains every word as a prefix (full text); or
 * - for queries with a word of 4+ characters, its business matches the full text (name or
 *   description): "pizza" also lists the pizzerias' "2x1 los martes";
 * - only when neither finds anything (no promotion by its text, no business of any status by its
 *   text): its title or its business's name trigram-similar to every long word ("pizeria").
 *
 * Common table expressions ending in `search_promotions` (every match, any date or status, with
 * `search_score`: title similarity 0–1, + 0.2 when the title or benefit matches the full text).
 * They read `search_business_fts` (business-match.ts), which must come before them.
 */
export function businessPromotionMatchCtes(terms: SearchTerms): SQL {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const score = (bonus: number) =>
    sql`(word_similarity(${terms.text}, folded_label) + ${sql.raw(String(bonus))}) as search_score`;
  const long = terms.fuzzyWords.length > 0;
  const words = fuzzyWordArray(terms);
  const branches = [
    sql`select *, ${score(OWN_TEXT_BONUS)} from search_promotion_fts`,
    ...(long
      ? [
          sql`select ${DOCUMENT_COLUMNS}, ${score(0)} from search_documents where kind = 'business_promotion' and business_document @@ ${tsquery} and promotion_id not in (select promotion_id from search_promotion_fts)`,
        ]
      : []),
    ...(words
      ? [
          sql`select ${DOCUMENT_COLUMNS}, ${score(0)} from search_documents where kind = 'business_promotion' and not exists (select 1 from search_promotion_fts) and not exists (select 1 from search_business_fts) and (promotion_id = any(array(select search_similar_promotions(${words}))) or business_uuid = any(array(select search_similar_businesses(${words}))))`,
        ]
      : []),
  ];
  return sql`search_promotion_fts as materialized (select ${DOCUMENT_COLUMNS} from search_documents where kind = 'business_promotion' and document @@ ${tsquery}), search_promotions as (${sql.join(branches, sql` union all `)})`;
}

/** ORDER BY for the promotions' relevance over `search_promotions`' columns. */
export const BUSINESS_PROMOTION_ORDER = sql`round(search_score::numeric, 1) desc, is_featured desc, is_premium desc, premium_level desc, search_score desc, ends_at asc, promotion_id asc`;

/** Bonus for a bank promotion whose bank's name matches ("galicia", "nacion"). */
const BANK_MATCH_BONUS = 0.5;

/**
 * A bank promotion matches on its title and discount text (prefix full text), on its title by
 * trigram similarity, or on its bank's name (`bankIds`, an `int[]` expression: see matching-ids.ts).
 * There are few bank promotions (dozens), so one OR, a similarity scan and ts_rank are cheap here.
 *
 * A common table expression `search_bank_promotions` of the bank promotions valid on `today`
 * (YYYY-MM-DD) that match, with `search_score` (title similarity + full-text rank + 0.5 when the bank
 * matches).
 */
export function bankPromotionMatchCte(terms: SearchTerms, bankIds: SQL, today: string): SQL {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const fuzzyTitle = fuzzyMatch(terms, sql`folded_label`);
  const ofBank = sql`bank_id = any(${bankIds})`;
  const where = sql`(document @@ ${tsquery}${fuzzyTitle ? sql` or ${fuzzyTitle}` : sql``} or ${ofBank})`;
  const score = sql`(word_similarity(${terms.text}, folded_label) + ts_rank(document, ${tsquery}) + case when ${ofBank} then ${sql.raw(String(BANK_MATCH_BONUS))} else 0 end) as search_score`;
  return sql`search_bank_promotions as (select bank_promotion_id, is_featured, valid_to, ${score} from search_documents where kind = 'bank_promotion' and valid_from <= ${today}::date and valid_to >= ${today}::date and ${where})`;
}

/** ORDER BY for the bank promotions' relevance over `search_bank_promotions`' columns. */
export const BANK_PROMOTION_ORDER = sql`round(search_score::numeric, 1) desc, is_featured desc, search_score desc, valid_to asc, bank_promotion_id asc`;
