/**
 * One page of a list and the size of the whole list, for a list screen (core/list-params.ts).
 * The page asked for is clamped: past the end it is the last page (its rows and its real number),
 * so a stale link after a bulk change still shows something.
 *
 *   const page = await paginate(params, {
 *     count: () => db.$count(businesses, where),
 *     rows: ({ limit, offset }) => db.select(…).from(businesses).where(where).orderBy(…).limit(limit).offset(offset),
 *   });
 *
 * `rows` must order by something unique last (an id), or rows can move between pages.
 */

import type { ListPage } from "#core/list-params.ts";

export type { ListPage };

export interface PageQuery<T> {
  /** How many rows the whole list has: the same conditions as `rows`, without order or limit. */
  count: () => PromiseLike<number>;
  /** The rows of one window of the ordered list. */
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>;
}

export async function paginate<T>(
  { page, size }: { page: number; size: number },
  query: PageQuery<T>,
): Promise<ListPage<T>> {
  const limit = Math.max(1, Math.floor(size));
  const asked = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const windowOf = (n: number) => ({ limit, offset: (n - 1) * limit });
  // Both at once: the page asked for is almost always within the list.
  const [total, rows] = await Promise.all([query.count(), query.rows(windowOf(asked))]);
  const pageCount = Math.max(1, Math.ceil(Number(total) / limit));
  if (asked <= pageCount) return { rows, total: Number(total), page: asked, pageCount, size: limit };
  return { rows: await query.rows(windowOf(pageCount)), total: Number(total), page: pageCount, pageCount, size: limit };
}
