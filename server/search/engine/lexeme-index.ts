/**
 * An inverted index from lexemes to documents (numbered 0…n-1), answering PostgreSQL's prefix
 * full-text match `document @@ to_tsquery('farmac:* & centr:*')` in memory: each lexeme prefix is a
 * range of the sorted vocabulary, its documents the union of those lexemes' lists, and the groups
 * of a query the intersection of their unions. Lists are sorted typed arrays.
 */
export class LexemeIndex {
  private readonly vocabulary: string[];
  private readonly postings: Int32Array[];
  readonly size: number;

  /** `lexemes[doc]`: the document's distinct lexemes. */
  constructor(lexemes: readonly (readonly string[])[]) {
    this.size = lexemes.length;
    const lists = new Map<string, number[]>();
    lexemes.forEach((words, doc) => {
      for (const word of words) {
        let list = lists.get(word);
        if (!list) {
          list = [];
          lists.set(word, list);
        }
        if (list[list.length - 1] !== doc) list.push(doc);
      }
    });
    this.vocabulary = [...lists.keys()].sort();
    this.postings = this.vocabulary.map((word) => Int32Array.from(lists.get(word) as number[]));
  }

  /** Documents with a lexeme starting with `prefix`, sorted. */
  withPrefix(prefix: string): Int32Array {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.vocabulary[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const lists: Int32Array[] = [];
    for (let i = low; i < this.vocabulary.length && (this.vocabulary[i] as string).startsWith(prefix); i++) {
      lists.push(this.postings[i] as Int32Array);
    }
    return union(lists);
  }

  /**
   * Documents matching every group (any alternative of a group, every prefix of an alternative):
   * `groups` as lexemeGroups() makes them. No group: nothing matches, as an empty tsquery.
   */
  match(groups: readonly (readonly (readonly string[])[])[]): Int32Array {
    if (groups.length === 0) return EMPTY;
    let result: Int32Array | null = null;
    for (const group of groups) {
      const alternatives = group.map((prefixes) => {
        let docs: Int32Array | null = null;
        for (const prefix of prefixes) {
          docs = docs === null ? this.withPrefix(prefix) : intersect(docs, this.withPrefix(prefix));
          if (docs.length === 0) break;
        }
        return docs ?? EMPTY;
      });
      const docs = union(alternatives);
      result = result === null ? docs : intersect(result, docs);
      if (result.length === 0) return EMPTY;
    }
    return result ?? EMPTY;
  }
}

const EMPTY = new Int32Array(0);

/** Sorted, distinct union of sorted lists. */
export function union(lists: readonly Int32Array[]): Int32Array {
  if (lists.length === 0) return EMPTY;
  if (lists.length === 1) return lists[0] as Int32Array;
  let total = 0;
  for (const list of lists) total += list.length;
  const all = new Int32Array(total);
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  all.sort();
  let distinct = 0;
  for (let i = 0; i < all.length; i++) {
    if (i === 0 || all[i] !== all[i - 1]) all[distinct++] = all[i] as number;
  }
  return all.subarray(0, distinct);
}

/** Sorted intersection of two sorted lists. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x < y) i++;
    else if (x > y) j++;
    else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}
