import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { bankPromotions, businessPromotions } from "../db/schema.ts";
import { intArray } from "./matching-ids.ts";
import { fuzzyMatch, type SearchTerms } from "./search-terms.ts";
import { columnList, indexedFold, rankingFold } from "./sql-text.ts";

/**
 * How promotions match a query. The WHERE expressions are the ones of the indexes in
 * server/db/schema.ts; see business-match.ts for why each way of matching is its own scan.
 */
export interface BusinessPromotionMatch {
  /**
   * Use in place of the business_promotions table: a derived table named "business_promotions"
   * with the columns the unified search uses of the matching rows (any date, any business) plus
   * `search_score`.
   */
  source: SQL;
  /** Title similarity (0–1) + 0.2 when the title or benefit matches the full text. */
  score: SQL<number>;
}

/** The columns the derived table carries (fewer columns through the UNION keep planning cheap). */
const PROMOTION_SEARCH_COLUMNS: readonly AnyColumn[] = [
  businessPromotions.id,
  businessPromotions.title,
  businessPromotions.discountBenefit,
  businessPromotions.businessUuid,
  businessPromotions.startDate,
  businessPromotions.endDate,
  businessPromotions.pausedAt,
  businessPromotions.isFeatured,
];

/** A promotion whose own text matches ranks above one found through its business. */
const OWN_TEXT_BONUS = 0.2;

/**
 * A business promotion matches when
 * - its title or benefit contains every word as a prefix (full text); or
 * - for queries with a word of 4+ characters, its business matches the full text (name or
 *   description): "pizza" also lists the pizzerias' "2x1 los martes";
 * - only when neither finds anything: typos, its title or its business's name trigram-similar to
 *   every long word ("pizeria").
 * Dates and the business's status are left to the caller.
 */
export function businessPromotionMatch(terms: SearchTerms): BusinessPromotionMatch {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(title, '') || ' ' || coalesce(discount_benefit, '')))`;
  const businessDocument = sql`to_tsvector('spanish', f_unaccent(coalesce(name, '') || ' ' || coalesce(description, '')))`;
  const score = (bonus: number) =>
    sql`(word_similarity(${terms.text}, ${rankingFold(sql`title`)}) + ${sql.raw(String(bonus))}) as search_score`;
  const long = terms.fuzzyWords.length > 0;
  const fuzzyTitle = fuzzyMatch(terms, indexedFold(sql`title`));
  const fuzzyBusiness = fuzzyMatch(terms, indexedFold(sql`name`));

  const list = columnList(PROMOTION_SEARCH_COLUMNS);
  const ctes = [
    sql`search_pfts as materialized (select ${list} from business_promotions where ${document} @@ ${tsquery})`,
    ...(long
      ? [sql`search_bfts as materialized (select uuid from businesses where ${businessDocument} @@ ${tsquery})`]
      : []),
  ];
  const branches = [
    sql`select *, ${score(OWN_TEXT_BONUS)} from search_pfts`,
    ...(long
      ? [
          sql`select ${list}, ${score(0)} from business_promotions where business_uuid in (select uuid from search_bfts) and id not in (select id from search_pfts)`,
        ]
      : []),
    ...(fuzzyTitle && fuzzyBusiness
      ? [
          sql`select ${list}, ${score(0)} from business_promotions where not exists (select 1 from search_pfts) and not exists (select 1 from search_bfts) and (${fuzzyTitle} or business_uuid = any(array(select uuid from businesses where ${fuzzyBusiness})))`,
        ]
      : []),
  ];
  const source = sql`(with ${sql.join(ctes, sql`, `)} ${sql.join(branches, sql` union all `)}) as business_promotions`;
  return { source, score: sql<number>`${businessPromotions}.search_score`.mapWith(Number) };
}

export interface BankPromotionMatch {
  where: SQL;
  /** Title similarity (0–1) + full-text rank + 0.5 when the bank matches. */
  score: SQL<number>;
}

/** Bonus for a bank promotion whose bank's name matches ("galicia", "nacion"). */
const BANK_MATCH_BONUS = 0.5;

/**
 * A bank promotion matches on its title and discount text (prefix full text), on its title by
 * trigram similarity, or on its bank's name (`bankIds`, see matching-ids.ts). Validity dates are
 * left to the caller. There are few bank promotions (dozens), so one OR and ts_rank are cheap here.
 */
export function bankPromotionMatch(terms: SearchTerms, bankIds: readonly number[]): BankPromotionMatch {
  const tsquery = sql`to_tsquery('spanish', ${terms.tsquery})`;
  const document = sql`to_tsvector('spanish', f_unaccent(coalesce(${bankPromotions.title}, '') || ' ' || coalesce(${bankPromotions.discountText}, '')))`;
  const fuzzyTitle = fuzzyMatch(terms, indexedFold(sql`${bankPromotions.title}`));
  const ofBank = sql`${bankPromotions.bankId} = any(${intArray(bankIds)})`;
  const where = sql`(${document} @@ ${tsquery}${fuzzyTitle ? sql` or ${fuzzyTitle}` : sql``} or ${ofBank})`;
  const score =
    sql<number>`(word_similarity(${terms.text}, ${rankingFold(sql`${bankPromotions.title}`)}) + ts_rank(${document}, ${tsquery}) + case when ${ofBank} then ${sql.raw(String(BANK_MATCH_BONUS))} else 0 end)`.mapWith(
      Number,
    );
  return { where, score };
}
