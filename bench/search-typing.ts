/**
 * Search as people type it (issue 13): the dropdown asks on every pause in typing, so the server sees
 * "fa", "far", "farm", "farma"… of the names people look for, a share of them with typos, and almost
 * never the same text twice within the 30 s the answers are cached. This builds that stream from the
 * data itself (the names of businesses and categories, folded as a phone keyboard types them:
 * lowercase, no accents) and hands it out one query per request, never repeating within a run, so
 * the cache cannot answer and what is measured is the search itself.
 */
import { normalizeSearchPhrase } from "#core/search-synonyms.ts";
import { mulberry32 as random } from "#server/demo/seed/random.ts";

/** Share of the typed queries that carry a typo (a letter dropped, swapped, doubled or mistyped). */
export const TYPO_SHARE = 0.15;

/** Keys next to each other on a QWERTY keyboard (Spanish layout letters), for mistyped letters. */
const NEIGHBOURS: Record<string, string> = {
  a: "qwsz",
  b: "vghn",
  c: "xdfv",
  d: "serfcx",
  e: "wsdr",
  f: "drtgvc",
  g: "ftyhbv",
  h: "gyujnb",
  i: "ujko",
  j: "huikmn",
  k: "jiolm",
  l: "kopñ",
  m: "njk",
  n: "bhjm",
  o: "iklp",
  p: "olñ",
  q: "wa",
  r: "edft",
  s: "awedxz",
  t: "rfgy",
  u: "yhji",
  v: "cfgb",
  w: "qase",
  x: "zsdc",
  y: "tghu",
  z: "asx",
};

/** One typo in the last word of `text` (4+ letters), or null when it has none that long. */
function withTypo(text: string, rnd: () => number): string | null {
  const cut = text.lastIndexOf(" ") + 1;
  const word = text.slice(cut);
  if (word.length < 4) return null;
  // Never the first letter: people rarely get that wrong, and it keeps the typo findable.
  const i = 1 + Math.floor(rnd() * (word.length - 1));
  const kind = Math.floor(rnd() * 4);
  let typo: string;
  if (kind === 0) typo = word.slice(0, i) + word.slice(i + 1);
  else if (kind === 1 && i < word.length - 1) typo = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  else if (kind === 2) typo = word.slice(0, i) + word[i] + word.slice(i);
  else {
    const near = NEIGHBOURS[word[i] as string];
    if (!near) return null;
    typo = word.slice(0, i) + near[Math.floor(rnd() * near.length)] + word.slice(i + 1);
  }
  return typo === word ? null : text.slice(0, cut) + typo;
}

/**
 * The distinct queries of people typing the given names, in typing order (each name's prefixes from
 * 2 characters on, names in a shuffled order), about TYPO_SHARE of them with a typo, each folded text
 * at most once, and none of `exclude` (the repeated mix, which may be cached when this runs).
 */
export function typedSearchQueries(
  phrases: readonly string[],
  options: { exclude?: readonly string[]; seed?: number } = {},
): string[] {
  const rnd = random(options.seed ?? 13);
  const seen = new Set((options.exclude ?? []).map(normalizeSearchPhrase));
  const names = [...new Set(phrases.map(normalizeSearchPhrase).filter((name) => name.length >= 2))];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [names[i], names[j]] = [names[j] as string, names[i] as string];
  }
  const out: string[] = [];
  const add = (query: string) => {
    if (query.length < 2 || seen.has(query)) return;
    seen.add(query);
    out.push(query);
  };
  for (const name of names) {
    for (let length = 2; length <= name.length; length++) {
      if (name[length - 1] === " ") continue;
      const typed = name.slice(0, length);
      const typo = rnd() < TYPO_SHARE ? withTypo(typed, rnd) : null;
      add(typo ?? typed);
    }
  }
  return out;
}

/** Hands the queries out one per request, in order; past the last one it starts over (counted in `repeats`). */
export class QueryStream {
  private handedOut = 0;
  private readonly queries: readonly string[];

  constructor(queries: readonly string[]) {
    if (queries.length === 0) throw new Error("no hay consultas para simular la escritura");
    this.queries = queries;
  }

  get size(): number {
    return this.queries.length;
  }

  /** Requests handed out so far. */
  get used(): number {
    return this.handedOut;
  }

  /** Requests that repeated a query already handed out (0 while the stream lasts). */
  get repeats(): number {
    return Math.max(0, this.handedOut - this.queries.length);
  }

  /** The next request path: `/api/search?q=…`, as the dropdown asks while typing (without `record`). */
  path(): string {
    const query = this.queries[this.handedOut % this.queries.length] as string;
    this.handedOut += 1;
    return `/api/search?q=${encodeURIComponent(query)}`;
  }
}
