/**
 * Turns a normalised query into the pieces search needs (server/search/engine/): its words, made of
 * letters and digits only, grouped with the admin's synonyms.
 */

import { expandSearchWords, type WordGroup } from "#core/search-synonyms.ts";
import { searchWords } from "#core/search-text.ts";
import { EMPTY_VOCABULARY, loadSearchVocabulary, type SearchVocabulary } from "./search-vocabulary.ts";

/** Words beyond this are ignored (the query is at most 100 characters anyway). */
const MAX_WORDS = 8;
/** Trigram typo matching only for words this long: shorter ones match far too much. */
const MIN_FUZZY_WORD_LENGTH = 4;

export interface SearchTerms {
  /** Lowercase, accent-free words made only of letters and digits, e.g. ["cafe", "roma"]. */
  words: string[];
  /** `words.join(" ")`: compared by trigram word similarity with the folded names and titles. */
  text: string;
  /**
   * The words as prefixes to match, with the admin's synonyms as alternatives (core/search-synonyms.ts):
   * [[["super"], ["supermercado"]], [["centro"]]] is "super… or supermercado…, and centro…".
   */
  groups: WordGroup[];
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
    groups: expandSearchWords(words, vocabulary.synonyms),
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
 * 0.55 and word_similarity('farmcia', 'farmacias') is 0.5.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
