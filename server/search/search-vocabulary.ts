/**
 * What the admin taught search (/admin/busqueda): the synonyms (search_synonyms) and the queries
 * pointed at a category (search_category_links), read once and kept for a short while. Every search
 * (the dropdown, /search and its map) reads them through `loadSearchTerms` (search-terms.ts).
 *
 * A change made here applies at once: the writers call `searchVocabularyChanged()`, which drops
 * this copy and the public caches (the dropdown's answers among them), here and on every other
 * instance (this copy is one of the public caches: server/platform/cache/invalidation.ts).
 */
import { synonymMap } from "#core/search-synonyms.ts";
import { clearPublicCaches, registerPublicCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { searchCategoryLinks, searchSynonyms } from "../platform/db/schema.ts";

export interface SearchVocabulary {
  /** Phrase → the other phrases it also looks for (core/search-synonyms.ts `synonymMap`). */
  synonyms: Map<string, string[]>;
  /** Normalised query → the category whose businesses it shows. */
  categoryLinks: Map<string, number>;
}

export const EMPTY_VOCABULARY: SearchVocabulary = { synonyms: new Map(), categoryLinks: new Map() };

export const VOCABULARY_TTL_MS = 30_000;

let current: { value: Promise<SearchVocabulary>; expires: number } | null = null;
registerPublicCache({
  clear: () => {
    current = null;
  },
});

export function loadSearchVocabulary(now: number = Date.now()): Promise<SearchVocabulary> {
  if (current && current.expires > now) return current.value;
  const value = readVocabulary();
  const entry = { value, expires: now + VOCABULARY_TTL_MS };
  current = entry;
  value.catch(() => {
    if (current === entry) current = null;
  });
  return value;
}

async function readVocabulary(): Promise<SearchVocabulary> {
  const db = await getDb();
  const [rules, links] = await Promise.all([
    db
      .select({ term: searchSynonyms.term, synonyms: searchSynonyms.synonyms, twoWay: searchSynonyms.twoWay })
      .from(searchSynonyms),
    db
      .select({ query: searchCategoryLinks.query, categoryId: searchCategoryLinks.categoryId })
      .from(searchCategoryLinks),
  ]);
  return {
    synonyms: synonymMap(rules),
    categoryLinks: new Map(links.map((link) => [link.query, link.categoryId])),
  };
}

/** After a synonym or a category link changes: the next search reads the tables again. */
export function searchVocabularyChanged(): Promise<void> {
  return clearPublicCaches();
}
