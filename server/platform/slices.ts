/**
 * Long work on the server's one thread without stopping the site (issue 21: a 20,000-row import
 * held every visitor for seconds). JavaScript work that loops over thousands of things (a CSV's
 * records, an import's rows) checks `slices.due()` per item and, when its slice is spent,
 * `await slices.pause()` lets the event loop answer whoever is waiting; PGlite runs its statements
 * on this same thread and one at a time, so work on the embedded database also keeps each
 * statement small and leaves it room between statements (`databaseBreather`).
 */
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/** How long a slice of JavaScript work may hold the event loop before it lets others run. */
export const SLICE_MS = 8;

export class Slices {
  private started = performance.now();
  private readonly budgetMs: number;

  constructor(budgetMs = SLICE_MS) {
    this.budgetMs = budgetMs;
  }

  /** Whether this slice has used its time (cheap: call it per item). */
  due(): boolean {
    return performance.now() - this.started >= this.budgetMs;
  }

  /** Lets the event loop run (its timers and I/O: the requests waiting), then starts a new slice. */
  async pause(): Promise<void> {
    await nextTurn();
    this.started = performance.now();
  }

  /** Starts a new slice without pausing (after the caller let the loop run another way). */
  restart(): void {
    this.started = performance.now();
  }

  /** `pause()` when the slice is spent. */
  async maybePause(): Promise<void> {
    if (this.due()) await this.pause();
  }
}

/** `fn` over every item, pausing whenever a slice is spent. */
export async function mapInSlices<T, U>(items: Iterable<T>, fn: (item: T, index: number) => U): Promise<U[]> {
  const slices = new Slices();
  const out: U[] = [];
  let i = 0;
  for (const item of items) {
    out.push(fn(item, i++));
    if (slices.due()) await slices.pause();
  }
  return out;
}

/**
 * After a transaction or statement that held the database for `busyMs`: on PGlite (in this thread,
 * one statement at a time) wait as long again, at most 50 ms, so the requests that queued behind it
 * run their queries before the next one starts; on PostgreSQL, only a turn of the event loop.
 */
export async function databaseBreather(kind: "pglite" | "postgres", busyMs: number): Promise<void> {
  if (kind === "pglite") await sleep(Math.min(50, Math.max(1, Math.round(busyMs))));
  else await nextTurn();
}
