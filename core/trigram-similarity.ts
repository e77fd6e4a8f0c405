/**
 * Trigram word similarity as PostgreSQL's pg_trgm computes `word_similarity(a, b)`, so search can
 * rank and catch typos in memory (server/search/engine/) with the figures the SQL gave before:
 * word_similarity('farmcia', 'farmacia del centro') is 0.54545456 in both.
 *
 * The rules being mirrored: text splits into words of letters and digits; each word, padded with two
 * spaces before and one after ("  cafe "), gives its consecutive three-character windows. The
 * similarity of the query with a text is the best Jaccard index between the query's trigram set and
 * a contiguous stretch of the text's trigrams, found by pg_trgm's greedy scan (upper bound at each
 * trigram the query has, lower bound moved forward while that improves the figure), computed in
 * single precision like pg_trgm.
 */

/** The trigrams of `text` in order (repeats kept), as pg_trgm builds them. Text should be folded already. */
export function trigramsOf(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (word.length === 0) continue;
    const padded = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= padded.length; i++) out.push(`${padded[i]}${padded[i + 1]}${padded[i + 2]}`);
  }
  return out;
}

/**
 * Many texts' trigrams (business names, promotion titles), numbered by the caller's dictionary and
 * packed into four typed arrays, compared many times each: one object for all texts, not two per
 * text (at 50,000 businesses and 100,000 promotions that difference is tens of megabytes).
 * Text k's trigrams in order are local indices `positions[positionStart[k] … positionStart[k+1])`
 * into its distinct trigram ids `distinct[distinctStart[k] … distinctStart[k+1])`.
 */
export class TrigramTexts {
  readonly size: number;
  readonly distinct: Int32Array;
  readonly distinctStart: Int32Array;
  private readonly positions: Uint16Array;
  private readonly positionStart: Int32Array;
  private scratch = new Int16Array(64);

  constructor(texts: readonly string[], idOf: (trigram: string) => number) {
    this.size = texts.length;
    const positions: number[] = [];
    const distinct: number[] = [];
    this.positionStart = new Int32Array(texts.length + 1);
    this.distinctStart = new Int32Array(texts.length + 1);
    const local = new Map<number, number>();
    texts.forEach((text, k) => {
      local.clear();
      const first = distinct.length;
      for (const trigram of trigramsOf(text)) {
        const id = idOf(trigram);
        let index = local.get(id);
        if (index === undefined) {
          index = distinct.length - first;
          local.set(id, index);
          distinct.push(id);
        }
        positions.push(index);
      }
      this.positionStart[k + 1] = positions.length;
      this.distinctStart[k + 1] = distinct.length;
    });
    this.positions = Uint16Array.from(positions);
    this.distinct = Int32Array.from(distinct);
  }

  /**
   * `word_similarity(query, text k)` for a query given as its set of distinct trigram ids. With
   * `enough`, the scan stops as soon as the similarity reaches it (as pg_trgm's `<%` does): the
   * answer is then only known to be at least `enough`.
   */
  similarity(query: ReadonlySet<number>, k: number, enough: number = Number.POSITIVE_INFINITY): number {
    const from = this.positionStart[k] as number;
    const to = this.positionStart[k + 1] as number;
    const distinctFrom = this.distinctStart[k] as number;
    const distinctCount = (this.distinctStart[k + 1] as number) - distinctFrom;
    const queryLength = query.size;
    if (queryLength === 0 || to === from) return 0;
    if (this.scratch.length < distinctCount) this.scratch = new Int16Array(distinctCount * 2);
    const lastPosition = this.scratch;
    lastPosition.fill(-1, 0, distinctCount);
    const positions = this.positions;
    const found = (local: number) => query.has(this.distinct[distinctFrom + local] as number);
    let extentLength = 0;
    let common = 0;
    let lower = -1;
    let best = 0;
    for (let i = 0; i < to - from; i++) {
      const trigram = positions[from + i] as number;
      const inQuery = found(trigram);
      if (lower >= 0 || inQuery) {
        if ((lastPosition[trigram] as number) < 0) {
          extentLength++;
          if (inQuery) common++;
        }
        lastPosition[trigram] = i;
      }
      if (!inQuery) continue;
      const upper = i;
      if (lower === -1) {
        lower = i;
        extentLength = 1;
      }
      let current = similarityOf(common, queryLength, extentLength);
      let trialCommon = common;
      let trialLength = extentLength;
      const previousLower = lower;
      for (let trialLower = lower; trialLower <= upper; trialLower++) {
        const trial = similarityOf(trialCommon, queryLength, trialLength);
        if (trial > current) {
          current = trial;
          extentLength = trialLength;
          lower = trialLower;
          common = trialCommon;
        }
        const dropped = positions[from + trialLower] as number;
        if (lastPosition[dropped] === trialLower) {
          trialLength--;
          if (found(dropped)) trialCommon--;
        }
      }
      if (current > best) best = current;
      if (best >= enough) return best;
      for (let dropped = previousLower; dropped < lower; dropped++) {
        const gone = positions[from + dropped] as number;
        if (lastPosition[gone] === dropped) lastPosition[gone] = -1;
      }
    }
    return best;
  }
}

/** pg_trgm's CALCSML in single precision. */
function similarityOf(common: number, queryLength: number, extentLength: number): number {
  return Math.fround(common / (queryLength + extentLength - common));
}

/** Trigrams numbered once, so texts compared many times are compared as numbers. */
export class TrigramDictionary {
  private readonly ids = new Map<string, number>();
  idOf = (trigram: string): number => {
    let id = this.ids.get(trigram);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(trigram, id);
    }
    return id;
  };
  /** A query's distinct trigrams: unknown ones get negative numbers of their own. */
  querySet(text: string): Set<number> {
    const set = new Set<number>();
    let unknown = -1;
    const seen = new Map<string, number>();
    for (const trigram of trigramsOf(text)) {
      let id = this.ids.get(trigram) ?? seen.get(trigram);
      if (id === undefined) {
        id = unknown--;
        seen.set(trigram, id);
      }
      set.add(id);
    }
    return set;
  }
}

/** `word_similarity(query, text)` for two plain strings (tests, small lists). */
export function wordSimilarity(query: string, text: string): number {
  const trigrams = new TrigramDictionary();
  const texts = new TrigramTexts([text], trigrams.idOf);
  return texts.similarity(trigrams.querySet(query), 0);
}

/**
 * `round(score::numeric, 1)` of a double-precision score as PostgreSQL computes it: the double is
 * written with 15 significant digits, then rounded half away from zero (1.15 → 1.2).
 */
export function roundScore(score: number): number {
  // Away from a half-tenth, the double rounds like its decimal form; only near one does the
  // 15-digit text decide (this runs for every match of every search).
  const tenths = score * 10;
  const fraction = tenths - Math.floor(tenths);
  if (Math.abs(fraction - 0.5) > 1e-6) return Math.round(tenths) / 10;
  const decimal = Number(score.toPrecision(15));
  return Math.round(Number((decimal * 10).toPrecision(15))) / 10;
}
