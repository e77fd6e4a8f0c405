/**
 * Turns a normalised query into the pieces the search SQL needs. User text only ever reaches
 * PostgreSQL as bound parameters, and the tsquery is built from words made of letters and digits
 * only, so no input can break `to_tsquery` syntax (`&`, `|`, `!`, `:`, `*`, quotes, parentheses…).
 */

import { type SQL, sql } from "drizzle-orm";
import { expandSearchWords, foldForSearch, groupsToTsquery, searchWords } from "#core/search-synonyms.ts";
import { EMPTY_VOCABULARY, loadSearchVocabulary, type SearchVocabulary } from "./search-vocabulary.ts";

export { foldForSearch };

/** Words beyond this are ignored (the query is at most 100 characters anyway). */
const MAX_WORDS = 8;
/** Trigram typo matching only for words this long: shorter ones match far too much. */
const MIN_FUZZY_WORD_LENGTH = 4;

export interface SearchTerms {
  /** Lowercase, accent-free words made only of letters and digits, e.g. ["cafe", "roma"]. */
  words: string[];
  /** `words.join(" ")`: compared by trigram word similarity with `f_unaccent(lower(column))`. */
  text: string;
  /**
   * A prefix query in `to_tsquery` syntax: "cafe:* & roma:*", with the admin's synonyms as
   * alternatives: "(super:* | supermercado:*) & centro:*" (core/search-synonyms.ts).
   */
  tsquery: string;
  /** The category an admin pointed this exact query at (search_category_links), if any. */
  linkedCategoryIds: number[];
  /**
   * Words compared by trigram similarity for typos ("farmcia", "pizeria"): those of 4 or more
   * characters. Empty when there are none: then only the full-text prefix match applies.
   */
  fuzzyWords: string[];
}

/**
 * Null when the query has no letters or digits at all (only punctuation or emoji): nothing can match.
 * `vocabulary`: the synonyms and category links to apply (see loadSearchTerms).
 */
export function prepareSearchTerms(query: string, vocabulary: SearchVocabulary = EMPTY_VOCABULARY): SearchTerms | null {
  const words = searchWords(query).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const text = words.join(" ");
  const linked = vocabulary.categoryLinks.get(text);
  return {
    words,
    text,
    tsquery: groupsToTsquery(expandSearchWords(words, vocabulary.synonyms)),
    linkedCategoryIds: linked === undefined ? [] : [linked],
    fuzzyWords: words.filter((word) => word.length >= MIN_FUZZY_WORD_LENGTH),
  };
}

/** The one way every search (dropdown, /search, its map) prepares its query: with the admin's vocabulary. */
export async function loadSearchTerms(query: string): Promise<SearchTerms | null> {
  return prepareSearchTerms(query, await loadSearchVocabulary());
}

/**
 * Trigram word similarity from which a word counts as a typo of some part of a text. PostgreSQL's
 * default for `<%` (0.6) misses common typos: word_similarity('farmcia', 'farmacia del centro') is
 * 0.55 and word_similarity('farmcia', 'farmacias') is 0.5. The typo functions of migration 0009
 * (search_similar_businesses, search_similar_promotions) carry the same value.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The long words of the query as a `text[]` parameter, or null when it has none (no typo matching). */
export function fuzzyWordArray(terms: SearchTerms): SQL | null {
  if (terms.fuzzyWords.length === 0) return null;
  return sql`array[${sql.join(
    terms.fuzzyWords.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Typo-tolerant match of `folded` (accent-free lowercase text) by scanning: every long word of the
 * query is word-similar to some part of it (at least WORD_SIMILARITY_THRESHOLD). Requiring every
 * word keeps "tapir mágico" from matching everything named "Mágico". Null when the query has no long
 * word. For small tables (categories, banks, bank promotions); the big ones go through the trigram
 * indexes with the functions of migration 0009 (see fuzzyWordArray).
 */
export function fuzzyMatch(terms: SearchTerms, folded: SQL): SQL | null {
  if (terms.fuzzyWords.length === 0) return null;
  const threshold = sql.raw(String(WORD_SIMILARITY_THRESHOLD));
  return sql`(${sql.join(
    terms.fuzzyWords.map((word) => sql`word_similarity(${word}, ${folded}) >= ${threshold}`),
    sql` and `,
  )})`;
}
