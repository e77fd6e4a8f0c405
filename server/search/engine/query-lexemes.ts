import { stemmer } from "@orama/stemmers/spanish";
import type { WordGroup } from "#core/search-synonyms.ts";
import { SPANISH_STOP_WORDS } from "./spanish-stop-words.ts";

/**
 * What `to_tsquery('spanish', 'word:*')` turns a query word into: nothing for a stop word ("la",
 * "del"), the word itself when it has a digit ("2x1", "24hs": PostgreSQL's parser hands those to the
 * `simple` dictionary), else its Snowball stem ("farmacias" → "farmac"), which then matches every
 * lexeme of a document that starts with it. The documents' lexemes come from PostgreSQL itself
 * (search_documents.document), so both sides stay PostgreSQL's; `query-lexemes.int.test.ts` checks
 * this function against the database word by word.
 */
export function queryLexeme(word: string): string | null {
  // Numbers other than 0-9 ("½", "²") are not part of a word for PostgreSQL's parser.
  const parsed = word.replace(/[^\p{L}0-9]/gu, "");
  if (parsed.length === 0) return null;
  if (/[0-9]/.test(parsed)) return parsed;
  if (SPANISH_STOP_WORDS.has(parsed)) return null;
  return stemmer(parsed);
}

/**
 * The query's groups (core/search-synonyms.ts: all required, any alternative enough, each
 * alternative all its words) as lexeme prefixes, with stop words dropped the way PostgreSQL cleans a
 * tsquery: a word that is a stop word leaves its alternative, an alternative left empty leaves its
 * group, and a group left empty leaves the query. No group left: the text matches nothing.
 */
export function lexemeGroups(groups: readonly WordGroup[]): string[][][] {
  const out: string[][][] = [];
  for (const group of groups) {
    const alternatives = group
      .map((words) => words.map(queryLexeme).filter((lexeme): lexeme is string => lexeme !== null))
      .filter((words) => words.length > 0);
    if (alternatives.length > 0) out.push(alternatives);
  }
  return out;
}
