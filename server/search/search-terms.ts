/**
 * Turns a normalised query into the pieces the search SQL needs. User text only ever reaches
 * PostgreSQL as bound parameters, and the tsquery is built from words made of letters and digits
 * only, so no input can break `to_tsquery` syntax (`&`, `|`, `!`, `:`, `*`, quotes, parentheses…).
 */

/** Words beyond this are ignored (the query is at most 100 characters anyway). */
const MAX_WORDS = 8;
/** Trigram typo matching only from this many characters: shorter text matches far too much. */
const MIN_FUZZY_LENGTH = 4;

export interface SearchTerms {
  /** Lowercase, accent-free words made only of letters and digits, e.g. ["cafe", "roma"]. */
  words: string[];
  /** `words.join(" ")`: compared by trigram word similarity with `f_unaccent(lower(column))`. */
  text: string;
  /** A prefix query in `to_tsquery` syntax: "cafe:* & roma:*". */
  tsquery: string;
  /** Whether typo-tolerant trigram matching applies (text of at least 4 characters). */
  fuzzy: boolean;
}

/** Lowercase and without diacritics ("Café Ñandú" → "cafe nandu"), like `f_unaccent(lower(…))`. */
export function foldForSearch(value: string): string {
  return value.toLowerCase().normalize("NFD").replace(/\p{M}+/gu, "").normalize("NFC");
}

/** Null when the query has no letters or digits at all (only punctuation or emoji): nothing can match. */
export function prepareSearchTerms(query: string): SearchTerms | null {
  const words = foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const text = words.join(" ");
  return {
    words,
    text,
    tsquery: words.map((word) => `${word}:*`).join(" & "),
    fuzzy: text.length >= MIN_FUZZY_LENGTH,
  };
}
