import {
  SEARCH_MAX_BANK_PROMOTIONS,
  SEARCH_MAX_BUSINESS_PROMOTIONS,
  SEARCH_MAX_BUSINESSES,
} from "#core/search-constants.ts";
import { roundScore, TrigramDictionary, TrigramTexts } from "#core/trigram-similarity.ts";
import { type SearchTerms, WORD_SIMILARITY_THRESHOLD } from "../search-terms.ts";
import type { BankPromotionHit, BusinessHit, BusinessPromotionHit, UnifiedSearchResult } from "../types.ts";
import { LexemeIndex, union } from "./lexeme-index.ts";
import { lexemeGroups } from "./query-lexemes.ts";

/**
 * Search in memory: every search document (server/search/engine/index-store.ts loads them from
 * search_documents, whose lexemes PostgreSQL computed) with the matching and ranking rules the
 * dropdown, /search and its map share. The rules, per kind:
 *
 * Businesses (any status; callers keep the active ones) match when
 * - their name or description contains every word as a prefix (Spanish full text, accent-free):
 *   "farm" finds "Farmacia", "cafe" finds "Café"; or
 * - their category, or the category's parent, matches (matchingCategories): "farmacia" finds every
 *   business of "Farmacias", "salud" every business of its subcategories; or
 * - only when the full text finds no business at all (of any status): their name is trigram-similar
 *   (≥ WORD_SIMILARITY_THRESHOLD) to every word of 4+ characters of the query. Typo matching is a
 *   fallback, like a "did you mean": it never adds look-alikes to a query that already matches.
 * Relevance = word_similarity(query, name) + 0.5 when the category matches; ordered by relevance in
 * steps of 0.1 (near-equal matches tie), then premium, then the exact relevance and the name.
 *
 * Business promotions match on their title or benefit (full text; +0.2), on their business's full
 * text for queries with a word of 4+ characters ("pizza" lists the pizzerias' "2x1 los martes"), and
 * only when neither finds anything, on their title or their business's name by typo.
 *
 * Bank promotions match on their title and discount text (full text; +0.2), their title by typo, or
 * their bank's name (+0.5: "galicia", "nacion").
 */

const CATEGORY_MATCH_BONUS = 0.5;
const OWN_TEXT_BONUS = 0.2;
const BANK_MATCH_BONUS = 0.5;

export interface BusinessRow {
  uuid: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  categoryId: number | null;
  status: string | null;
  isPremium: boolean;
  premiumLevel: number;
  /** f_unaccent(lower(name)), as PostgreSQL folds it. Read while building the index, then dropped. */
  folded: string;
  /** The name-and-description document's lexemes. Read while building the index, then dropped. */
  lexemes: string[];
}

export interface PromotionRow {
  id: string;
  businessUuid: string;
  title: string;
  discountBenefit: string | null;
  isFeatured: boolean;
  startsAt: number;
  endsAt: number;
  paused: boolean;
  folded: string;
  lexemes: string[];
}

export interface BankPromotionRow {
  id: number;
  bankId: number;
  title: string;
  discountText: string;
  isFeatured: boolean;
  /** YYYY-MM-DD, Buenos Aires dates. */
  validFrom: string;
  validTo: string;
  folded: string;
  lexemes: string[];
}

export interface NamedRow {
  id: number;
  name: string;
  folded: string;
  lexemes: string[];
}

export interface CategoryRow extends NamedRow {
  parentId: number | null;
}

export interface BankRow extends NamedRow {
  slug: string;
  logoUrl: string | null;
}

export interface SearchIndexRows {
  businesses: BusinessRow[];
  promotions: PromotionRow[];
  bankPromotions: BankPromotionRow[];
  categories: CategoryRow[];
  banks: BankRow[];
}

/** A business that matched, with its relevance (a double, as the SQL's `search_score`). */
export interface ScoredBusiness {
  uuid: string;
  score: number;
}

/** A query as the index reads it. */
interface PreparedQuery {
  groups: string[][][];
  /** The query text's trigrams (unknown ones numbered below zero: they count, never match). */
  text: Set<number>;
  /** Each long word's trigrams, for typo matching; empty without long words. */
  fuzzy: Set<number>[];
  linkedCategoryIds: number[];
  /** Memo of the businesses similar to every long word. */
  similarBusinesses?: Int32Array;
}

interface Ranked<T> {
  item: T;
  score: number;
  bucket: number;
}

/** Documents by trigram, to find typo candidates without comparing every document. */
class TrigramPostings {
  private readonly lists = new Map<number, Int32Array>();
  private readonly counts: Uint16Array;

  constructor(texts: TrigramTexts) {
    const building = new Map<number, number[]>();
    for (let doc = 0; doc < texts.size; doc++) {
      for (let i = texts.distinctStart[doc] as number; i < (texts.distinctStart[doc + 1] as number); i++) {
        const id = texts.distinct[i] as number;
        let list = building.get(id);
        if (!list) {
          list = [];
          building.set(id, list);
        }
        list.push(doc);
      }
    }
    for (const [id, list] of building) this.lists.set(id, Int32Array.from(list));
    this.counts = new Uint16Array(texts.size);
  }

  /**
   * Documents sharing at least half of the word's trigrams: a word similarity of 0.5 or more needs
   * that many in common (similarity ≤ common ÷ the word's trigrams), so no typo match is missed.
   */
  candidates(word: Set<number>): number[] {
    const needed = Math.ceil(word.size * WORD_SIMILARITY_THRESHOLD);
    const touched: number[] = [];
    for (const id of word) {
      const list = this.lists.get(id);
      if (!list) continue;
      for (const doc of list) {
        if (this.counts[doc] === 0) touched.push(doc);
        this.counts[doc] = (this.counts[doc] as number) + 1;
      }
    }
    const out: number[] = [];
    for (const doc of touched) {
      if ((this.counts[doc] as number) >= needed) out.push(doc);
      this.counts[doc] = 0;
    }
    return out.sort((a, b) => a - b);
  }
}

/** What a row no longer needs once the index is built. */
const DROPPED: string[] = [];

/** A list's texts as search reads them: full-text lexemes and the trigrams of each name or title. */
interface IndexedTexts {
  text: LexemeIndex;
  names: TrigramTexts;
}

export class SearchIndex {
  readonly rows: SearchIndexRows;
  private readonly trigrams = new TrigramDictionary();
  private readonly businesses: IndexedTexts;
  private readonly promotions: IndexedTexts;
  private readonly bankPromotions: IndexedTexts;
  private readonly categories: IndexedTexts;
  private readonly banks: IndexedTexts;
  private readonly businessTypos: TrigramPostings;
  private readonly promotionTypos: TrigramPostings;
  private readonly businessesByCategory = new Map<number, Int32Array>();
  private readonly promotionsByBusiness: number[][];
  private readonly businessOfPromotion: Int32Array;
  private readonly categoryNames = new Map<number, string>();
  private readonly banksById = new Map<number, BankRow>();

  constructor(rows: SearchIndexRows) {
    this.rows = rows;
    const indexed = (list: readonly { lexemes: string[]; folded: string }[]): IndexedTexts => ({
      text: new LexemeIndex(list.map((row) => row.lexemes)),
      names: new TrigramTexts(
        list.map((row) => row.folded),
        this.trigrams.idOf,
      ),
    });
    this.businesses = indexed(rows.businesses);
    this.promotions = indexed(rows.promotions);
    this.bankPromotions = indexed(rows.bankPromotions);
    this.categories = indexed(rows.categories);
    this.banks = indexed(rows.banks);
    this.businessTypos = new TrigramPostings(this.businesses.names);
    this.promotionTypos = new TrigramPostings(this.promotions.names);
    const byUuid = new Map<string, number>();
    const byCategory = new Map<number, number[]>();
    rows.businesses.forEach((business, i) => {
      byUuid.set(business.uuid, i);
      if (business.categoryId === null) return;
      const list = byCategory.get(business.categoryId);
      if (list) list.push(i);
      else byCategory.set(business.categoryId, [i]);
    });
    for (const [id, list] of byCategory) this.businessesByCategory.set(id, Int32Array.from(list));
    this.promotionsByBusiness = rows.businesses.map(() => []);
    this.businessOfPromotion = new Int32Array(rows.promotions.length);
    rows.promotions.forEach((promotion, i) => {
      const business = byUuid.get(promotion.businessUuid) ?? -1;
      this.businessOfPromotion[i] = business;
      if (business >= 0) {
        this.promotionsByBusiness[business]?.push(i);
        // One string for the uuid, not one per promotion.
        promotion.businessUuid = (rows.businesses[business] as BusinessRow).uuid;
      }
    });
    // The lexemes and folded texts live on in the inverted indexes and trigram texts.
    for (const list of [rows.businesses, rows.promotions, rows.bankPromotions]) {
      for (const row of list) {
        row.lexemes = DROPPED;
        row.folded = "";
      }
    }
    for (const category of rows.categories) this.categoryNames.set(category.id, category.name);
    for (const bank of rows.banks) this.banksById.set(bank.id, bank);
  }

  /** Documents per kind (the admin's index screen). */
  get counts() {
    return {
      businesses: this.rows.businesses.length,
      businessPromotions: this.rows.promotions.length,
      bankPromotions: this.rows.bankPromotions.length,
    };
  }

  private prepare(terms: SearchTerms): PreparedQuery {
    return {
      groups: lexemeGroups(terms.groups),
      text: this.trigrams.querySet(terms.text),
      fuzzy: terms.fuzzyWords.map((word) => this.trigrams.querySet(word)),
      linkedCategoryIds: terms.linkedCategoryIds,
    };
  }

  /** Every long word of the query is trigram-similar to some part of text k (a typo match). */
  private similarToAll(query: PreparedQuery, texts: TrigramTexts, k: number): boolean {
    return (
      query.fuzzy.length > 0 &&
      query.fuzzy.every((word) => texts.similarity(word, k, WORD_SIMILARITY_THRESHOLD) >= WORD_SIMILARITY_THRESHOLD)
    );
  }

  /** Documents of a kind whose text is similar to every long word, sorted. */
  private typoMatches(query: PreparedQuery, postings: TrigramPostings, texts: TrigramTexts): number[] {
    const first = query.fuzzy[0];
    if (!first) return [];
    return postings.candidates(first).filter((doc) => this.similarToAll(query, texts, doc));
  }

  /** A small named list (categories, banks): its name's full text matches, or every long word by typo. */
  private namedMatches<T extends NamedRow>(
    query: PreparedQuery,
    rows: readonly T[],
    { text, names }: IndexedTexts,
  ): T[] {
    const byText = new Set(text.match(query.groups));
    return rows.filter((_row, i) => byText.has(i) || this.similarToAll(query, names, i));
  }

  /**
   * Categories whose name matches, an admin's link for this exact query (search_category_links), and
   * the subcategories of those (a parent's name finds its children).
   */
  private matchingCategories(query: PreparedQuery): Set<number> {
    const matched = new Set(
      this.namedMatches(query, this.rows.categories, this.categories).map((category) => category.id),
    );
    for (const id of query.linkedCategoryIds) matched.add(id);
    const out = new Set(matched);
    for (const category of this.rows.categories) {
      if (category.parentId !== null && matched.has(category.parentId)) out.add(category.id);
    }
    return out;
  }

  /**
   * The businesses that match and that `keep` accepts, with their relevance, and every business the
   * full text found (any status: the promotions' rules look at those).
   */
  private businessMatches(query: PreparedQuery, keep: (doc: number) => boolean) {
    const categories = this.matchingCategories(query);
    const fullText = this.businesses.text.match(query.groups);
    const lists: Int32Array[] = [fullText];
    for (const id of categories) {
      const list = this.businessesByCategory.get(id);
      if (list) lists.push(list);
    }
    if (fullText.length === 0 && query.fuzzy.length > 0) lists.push(this.similarBusinesses(query));
    const scored: Ranked<number>[] = [];
    for (const doc of union(lists)) {
      if (!keep(doc)) continue;
      const business = this.rows.businesses[doc] as BusinessRow;
      const inCategory = business.categoryId !== null && categories.has(business.categoryId);
      const score = this.businesses.names.similarity(query.text, doc) + (inCategory ? CATEGORY_MATCH_BONUS : 0);
      scored.push({ item: doc, score, bucket: bucketOf(score) });
    }
    return { scored, fullText };
  }

  /** Businesses whose name is similar to every long word (computed once per query). */
  private similarBusinesses(query: PreparedQuery): Int32Array {
    query.similarBusinesses ??= Int32Array.from(this.typoMatches(query, this.businessTypos, this.businesses.names));
    return query.similarBusinesses;
  }

  /** The promotions that match and that `keep` accepts, with their relevance. */
  private promotionMatches(
    query: PreparedQuery,
    businessFullText: Int32Array,
    keep: (doc: number) => boolean,
  ): Ranked<number>[] {
    const own = this.promotions.text.match(query.groups);
    const scored: Ranked<number>[] = [];
    const add = (doc: number, bonus: number) => {
      if (!keep(doc)) return;
      const score = this.promotions.names.similarity(query.text, doc) + bonus;
      scored.push({ item: doc, score, bucket: bucketOf(score) });
    };
    for (const doc of own) add(doc, OWN_TEXT_BONUS);
    if (query.fuzzy.length === 0) return scored;
    if (businessFullText.length > 0) {
      const ownSet = new Set(own);
      for (const business of businessFullText) {
        for (const doc of this.promotionsByBusiness[business] ?? []) if (!ownSet.has(doc)) add(doc, 0);
      }
    } else if (own.length === 0) {
      const byTitle = Int32Array.from(this.typoMatches(query, this.promotionTypos, this.promotions.names));
      const byBusiness: number[] = [];
      for (const business of this.similarBusinesses(query))
        byBusiness.push(...(this.promotionsByBusiness[business] ?? []));
      for (const doc of union([byTitle, Int32Array.from(byBusiness).sort()])) add(doc, 0);
    }
    return scored;
  }

  /** Bank promotions valid on `today` (YYYY-MM-DD) that match, with their relevance. */
  private bankPromotionMatches(query: PreparedQuery, today: string): Ranked<number>[] {
    const banks = new Set(this.namedMatches(query, this.rows.banks, this.banks).map((bank) => bank.id));
    const byText = new Set(this.bankPromotions.text.match(query.groups));
    const scored: Ranked<number>[] = [];
    this.rows.bankPromotions.forEach((promotion, doc) => {
      if (promotion.validFrom > today || promotion.validTo < today) return;
      const ofBank = banks.has(promotion.bankId);
      const ownText = byText.has(doc);
      if (!ownText && !ofBank && !this.similarToAll(query, this.bankPromotions.names, doc)) return;
      const score =
        this.bankPromotions.names.similarity(query.text, doc) +
        (ownText ? OWN_TEXT_BONUS : 0) +
        (ofBank ? BANK_MATCH_BONUS : 0);
      scored.push({ item: doc, score, bucket: bucketOf(score) });
    });
    return scored;
  }

  private readonly isActive = (doc: number): boolean => this.rows.businesses[doc]?.status === "active";

  /** The active businesses that match, with their relevance (the /search page and its map). */
  activeBusinessMatches(terms: SearchTerms): ScoredBusiness[] {
    const { scored } = this.businessMatches(this.prepare(terms), this.isActive);
    return scored.map(({ item, score }) => ({ uuid: (this.rows.businesses[item] as BusinessRow).uuid, score }));
  }

  /**
   * The dropdown's answer (spec "Unified search dropdown"): active businesses, live promotions of
   * active businesses and bank promotions valid today, each kind best first and capped at 5 / 3 / 3,
   * with the number of matches of each.
   */
  unified(terms: SearchTerms, now: Date, today: string): Omit<UnifiedSearchResult, "query"> {
    const query = this.prepare(terms);
    const { scored: activeBusinesses, fullText } = this.businessMatches(query, this.isActive);
    const businesses = this.rows.businesses;
    const instant = now.getTime();
    const livePromotions = this.promotionMatches(query, fullText, (doc) => {
      const promotion = this.rows.promotions[doc] as PromotionRow;
      return (
        this.isActive(this.businessOfPromotion[doc] as number) &&
        !promotion.paused &&
        promotion.startsAt <= instant &&
        promotion.endsAt >= instant
      );
    });
    const bankPromotions = this.bankPromotionMatches(query, today);

    const topBusinesses = top(activeBusinesses, SEARCH_MAX_BUSINESSES, (a, b) => {
      const x = businesses[a.item] as BusinessRow;
      const y = businesses[b.item] as BusinessRow;
      return (
        b.bucket - a.bucket ||
        Number(y.isPremium) - Number(x.isPremium) ||
        y.premiumLevel - x.premiumLevel ||
        b.score - a.score ||
        compareText(x.name, y.name) ||
        compareText(x.uuid, y.uuid)
      );
    });
    const topPromotions = top(livePromotions, SEARCH_MAX_BUSINESS_PROMOTIONS, (a, b) => {
      const x = this.rows.promotions[a.item] as PromotionRow;
      const y = this.rows.promotions[b.item] as PromotionRow;
      const bx = businesses[this.businessOfPromotion[a.item] as number] as BusinessRow;
      const by = businesses[this.businessOfPromotion[b.item] as number] as BusinessRow;
      return (
        b.bucket - a.bucket ||
        Number(y.isFeatured) - Number(x.isFeatured) ||
        Number(by.isPremium) - Number(bx.isPremium) ||
        by.premiumLevel - bx.premiumLevel ||
        b.score - a.score ||
        x.endsAt - y.endsAt ||
        compareText(x.id, y.id)
      );
    });
    const topBanks = top(bankPromotions, SEARCH_MAX_BANK_PROMOTIONS, (a, b) => {
      const x = this.rows.bankPromotions[a.item] as BankPromotionRow;
      const y = this.rows.bankPromotions[b.item] as BankPromotionRow;
      return (
        b.bucket - a.bucket ||
        Number(y.isFeatured) - Number(x.isFeatured) ||
        b.score - a.score ||
        compareText(x.validTo, y.validTo) ||
        x.id - y.id
      );
    });

    const counts = {
      businesses: activeBusinesses.length,
      businessPromotions: livePromotions.length,
      bankPromotions: bankPromotions.length,
    };
    return {
      total: counts.businesses + counts.businessPromotions + counts.bankPromotions,
      counts,
      businesses: topBusinesses.map(({ item }) => this.businessHit(item)),
      businessPromotions: topPromotions.map(({ item }) => this.promotionHit(item)),
      bankPromotions: topBanks.map(({ item }) => this.bankPromotionHit(item)),
    };
  }

  private businessHit(doc: number): BusinessHit {
    const business = this.rows.businesses[doc] as BusinessRow;
    return {
      type: "business",
      objectID: business.uuid,
      slug: business.slug,
      name: business.name,
      category: business.categoryId === null ? null : (this.categoryNames.get(business.categoryId) ?? null),
      logoUrl: business.logoUrl,
    };
  }

  private promotionHit(doc: number): BusinessPromotionHit {
    const promotion = this.rows.promotions[doc] as PromotionRow;
    const business = this.rows.businesses[this.businessOfPromotion[doc] as number] as BusinessRow;
    return {
      type: "business_promotion",
      objectID: promotion.id,
      title: promotion.title,
      discountBenefit: promotion.discountBenefit,
      businessSlug: business.slug,
      businessName: business.name,
      logoUrl: business.logoUrl,
    };
  }

  private bankPromotionHit(doc: number): BankPromotionHit {
    const promotion = this.rows.bankPromotions[doc] as BankPromotionRow;
    const bank = this.banksById.get(promotion.bankId);
    return {
      type: "bank_promotion",
      objectID: String(promotion.id),
      title: promotion.title,
      discountText: promotion.discountText,
      bank: bank?.slug ?? "",
      bankName: bank?.name ?? "",
      logoUrl: bank?.logoUrl ?? null,
    };
  }
}

/** `round(score::numeric, 1)` as a whole number of tenths. */
function bucketOf(score: number): number {
  return Math.round(roundScore(score) * 10);
}

/** The database's ordering of text (collation C: by code point). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first `count` items by `order`, without sorting them all. */
function top<T>(items: readonly T[], count: number, order: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && order(item, best[count - 1] as T) >= 0) continue;
    let i = Math.min(best.length, count - 1);
    if (best.length < count) best.push(item);
    while (i > 0 && order(item, best[i - 1] as T) < 0) {
      best[i] = best[i - 1] as T;
      i--;
    }
    best[i] = item;
  }
  return best;
}
