/**
 * Search synonyms (the admin's "Índice de búsqueda"): the pure rule every search applies. A query's
 * words are folded (lowercase, no accents, only letters and digits) and scanned left to right; where
 * a rule's phrase starts, the longest one wins and that stretch of the query becomes a choice between
 * the phrase and its synonyms. "super" → "super" or "supermercado"; "farmacia de turno" → the three
 * words, or "farmacia". A two-way rule also works backwards: "maxikiosco" also looks for "kiosco"
 * (and for the rule's other synonyms).
 *
 * Search matches the groups (server/search/engine/), so categories, banks, businesses and
 * promotions all see the same expansion.
 */
import { searchWords } from "./search-text.ts";
import { z } from "./zod.ts";

/** One row of search_synonyms as search reads it. */
export interface SynonymRule {
  term: string;
  synonyms: readonly string[];
  twoWay: boolean;
}

/** The form a synonym term, a no-result query or a category link is stored and compared in. */
export function normalizeSearchPhrase(value: string): string {
  return searchWords(value).join(" ");
}

/** A stretch of the query: any one of these alternatives (each a list of words, all required). */
export type WordGroup = string[][];

/** Phrase → the other phrases it also looks for (each normalised, never itself). */
export function synonymMap(rules: readonly SynonymRule[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    if (!from || !to || from === to) return;
    let set = map.get(from);
    if (!set) {
      set = new Set();
      map.set(from, set);
    }
    set.add(to);
  };
  for (const rule of rules) {
    const term = normalizeSearchPhrase(rule.term);
    const synonyms = rule.synonyms.map(normalizeSearchPhrase).filter(Boolean);
    for (const synonym of synonyms) add(term, synonym);
    if (rule.twoWay) {
      const all = [term, ...synonyms];
      for (const a of all) for (const b of all) add(a, b);
    }
  }
  return new Map([...map].map(([key, set]) => [key, [...set]]));
}

/** Longest rule phrase in words, so the scan knows how far to look ahead. */
function longestPhrase(map: Map<string, string[]>): number {
  let longest = 0;
  for (const key of map.keys()) longest = Math.max(longest, key.split(" ").length);
  return longest;
}

/**
 * The query's words as groups (all groups required, any alternative of a group enough). Without a
 * matching rule each word is its own one-alternative group.
 */
export function expandSearchWords(words: readonly string[], map: Map<string, string[]>): WordGroup[] {
  const groups: WordGroup[] = [];
  const longest = longestPhrase(map);
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let n = Math.min(longest, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const others = map.get(phrase);
      if (others) {
        groups.push([words.slice(i, i + n), ...others.map((other) => other.split(" "))]);
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      groups.push([[words[i] as string]]);
      matched = 1;
    }
    i += matched;
  }
  return groups;
}

const TERM_MAX = 60;
const SYNONYMS_MAX = 20;

const phrase = (label: string) =>
  z
    .string({ error: `Escribí ${label}.` })
    .transform(normalizeSearchPhrase)
    .refine((v) => v.length >= 2, `${label[0]?.toUpperCase()}${label.slice(1)} necesita al menos 2 letras o números.`)
    .refine((v) => v.length <= TERM_MAX, `Hasta ${TERM_MAX} caracteres.`);

/** The synonym form: a term and its synonyms (one per line or separated by commas). */
export const synonymFormSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    term: phrase("el término"),
    synonyms: z
      .string({ error: "Escribí al menos un sinónimo." })
      .transform((value) => [
        ...new Set(
          value
            .split(/[,\n;]+/)
            .map(normalizeSearchPhrase)
            .filter((s) => s.length > 0),
        ),
      ])
      .refine((list) => list.length > 0, "Escribí al menos un sinónimo.")
      .refine((list) => list.length <= SYNONYMS_MAX, `Hasta ${SYNONYMS_MAX} sinónimos.`)
      .refine((list) => list.every((s) => s.length >= 2), "Cada sinónimo necesita al menos 2 letras o números.")
      .refine((list) => list.every((s) => s.length <= TERM_MAX), `Hasta ${TERM_MAX} caracteres por sinónimo.`),
    twoWay: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((value, ctx) => {
    if (value.synonyms.includes(value.term))
      ctx.addIssue({ code: "custom", path: ["synonyms"], message: "Un sinónimo no puede ser el mismo término." });
  });

/** "Apuntar a una categoría": a query and the category it shows. */
export const categoryLinkFormSchema = z.object({
  query: phrase("la búsqueda"),
  categoryId: z.coerce
    .number({ error: "Elegí una categoría." })
    .int("Elegí una categoría.")
    .positive("Elegí una categoría."),
});

export const synonymDeleteSchema = z.object({ id: z.coerce.number().int().positive() });
export const categoryLinkDeleteSchema = z.object({ query: z.string().min(1).max(200) });

/**
 * The ids of "Eliminar seleccionados" (repeated `ids` fields): positive integers, at most `max`
 * (a page). Null when there is none or one is not an id.
 */
export function parseSynonymIds(values: readonly unknown[], max: number): number[] | null {
  if (values.length === 0 || values.length > max) return null;
  const ids = values.map((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : 0));
  return ids.every((id) => id > 0) ? [...new Set(ids)] : null;
}
