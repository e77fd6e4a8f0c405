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
 * A text's trigrams as numbers, for a text compared many times (a business name): `ids[k]` is the
 * trigram at position k, as an index into `distinct`, whose entries are the caller's ids.
 */
export interface TrigramSequence {
  /** Position → local index (0…distinct.length-1). */
  positions: Uint16Array;
  /** Local index → the caller's trigram id. */
  distinct: Int32Array;
}

/** Builds a sequence, numbering trigrams through `idOf` (the caller's dictionary). */
export function trigramSequence(text: string, idOf: (trigram: string) => number): TrigramSequence {
  const trigrams = trigramsOf(text);
  const local = new Map<number, number>();
  const positions = new Uint16Array(trigrams.length);
  const distinct: number[] = [];
  trigrams.forEach((trigram, position) => {
    const id = idOf(trigram);
    let index = local.get(id);
    if (index === undefined) {
      index = distinct.length;
      local.set(id, index);
      distinct.push(id);
    }
    positions[position] = index;
  });
  return { positions, distinct: Int32Array.from(distinct) };
}

/** pg_trgm's CALCSML in single precision. */
function similarityOf(common: number, queryLength: number, extentLength: number): number {
  return Math.fround(common / (queryLength + extentLength - common));
}

/**
 * `word_similarity(query, text)` for a query given as its set of distinct trigram ids and a text as
 * its sequence. `scratch` avoids an allocation per call (any Int16Array at least as long as the
 * text's distinct trigrams). With `enough`, the scan stops as soon as the similarity reaches it (as
 * pg_trgm's `<%` does): the answer is then only known to be at least `enough`.
 */
export function sequenceWordSimilarity(
  query: ReadonlySet<number>,
  text: TrigramSequence,
  scratch: Int16Array = new Int16Array(text.distinct.length),
  enough: number = Number.POSITIVE_INFINITY,
): number {
  const { positions, distinct } = text;
  const queryLength = query.size;
  if (queryLength === 0 || positions.length === 0) return 0;
  const found = (local: number) => query.has(distinct[local] as number);
  const lastPosition = scratch;
  lastPosition.fill(-1, 0, distinct.length);
  let extentLength = 0;
  let common = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < positions.length; i++) {
    const trigram = positions[i] as number;
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
      const dropped = positions[trialLower] as number;
      if (lastPosition[dropped] === trialLower) {
        trialLength--;
        if (found(dropped)) trialCommon--;
      }
    }
    if (current > best) best = current;
    if (best >= enough) return best;
    for (let dropped = previousLower; dropped < lower; dropped++) {
      const trigram2 = positions[dropped] as number;
      if (lastPosition[trigram2] === dropped) lastPosition[trigram2] = -1;
    }
  }
  return best;
}

/** `word_similarity(query, text)` for two plain strings (tests, small lists). */
export function wordSimilarity(query: string, text: string): number {
  const ids = new Map<string, number>();
  const idOf = (trigram: string) => {
    let id = ids.get(trigram);
    if (id === undefined) {
      id = ids.size;
      ids.set(trigram, id);
    }
    return id;
  };
  const querySet = new Set(trigramsOf(query).map(idOf));
  return sequenceWordSimilarity(querySet, trigramSequence(text, idOf));
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
