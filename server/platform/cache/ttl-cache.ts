/**
 * A small in-process cache with a time-to-live and a size bound (least recently used out first).
 * Public reads (home, categories, business pages, search) go through it: a directory's data changes
 * rarely and readers vastly outnumber writers. Each app instance keeps its own copy; a writer calls
 * `clearPublicCaches()`, which empties this instance's copies at once and tells every other instance
 * to do the same (server/platform/cache/invalidation.ts: Redis or PostgreSQL's LISTEN/NOTIFY; decision 8).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

/** Anything kept in memory that must agree with the database: emptied by every `clearPublicCaches()`. */
export interface ClearableCache {
  clear(): void;
}

/**
 * The registry and the broadcaster live on globalThis: the server entry (run by Node) and the app
 * bundle (built by Vite) each load their own copy of this module, and a writer in the bundle must
 * also empty the page cache that server.ts holds, and reach the channel that server.ts opened.
 */
interface SharedState {
  caches: Set<ClearableCache>;
  /** Tells the other instances (installed by startCacheInvalidation); never rejects. */
  broadcast?: () => Promise<void>;
}
const stateKey = Symbol.for("vilma.publicCaches");
type GlobalWithCaches = typeof globalThis & { [stateKey]?: SharedState };
const globalState = globalThis as GlobalWithCaches;
globalState[stateKey] ??= { caches: new Set() };
const shared: SharedState = globalState[stateKey];

export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  const cache: TtlCache<V> = {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Re-insert to mark it most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      // Concurrent callers share one load; a failed load is not kept.
      const value = load();
      entries.set(key, { value, expires: now() + options.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      // A load in flight is dropped with the rest: it may have read the data before the change.
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  registerPublicCache(cache);
  return cache;
}

/** For a cache that is not a TtlCache (a single memoised value): `clearPublicCaches()` empties it too. */
export function registerPublicCache(cache: ClearableCache): void {
  shared.caches.add(cache);
}

/** Empties this instance's public caches only: what an instance does when another one changed something. */
export function clearLocalPublicCaches(): void {
  for (const cache of shared.caches) cache.clear();
}

/**
 * After a change to anything public: empties every public cache of this instance at once and tells
 * the other instances, which empty theirs on receipt. Resolves once the message has left (within
 * about a second even when Redis or the database does not answer; never rejects, the failure is
 * logged), so a writer that awaits it answers only after every instance can see its change.
 */
export function clearPublicCaches(): Promise<void> {
  clearLocalPublicCaches();
  return shared.broadcast?.() ?? Promise.resolve();
}

/** Installs (or, with undefined, removes) the message to the other instances. */
export function setPublicCacheBroadcast(broadcast: (() => Promise<void>) | undefined): void {
  shared.broadcast = broadcast;
}
