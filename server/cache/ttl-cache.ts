/**
 * A small in-process cache with a time-to-live and a size bound (least recently used out first).
 * Public reads (home, categories, business pages, search) go through it: a directory's data changes
 * rarely and readers vastly outnumber writers. Each app instance keeps its own copy, so the TTL is
 * the bound on staleness across instances; writers may also call `clear()` (see `clearPublicCaches`).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

const registry = new Set<TtlCache<unknown>>();

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
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  registry.add(cache as TtlCache<unknown>);
  return cache;
}

/** Drops every public cache of this instance (after an edit, so its author sees it at once). */
export function clearPublicCaches(): void {
  for (const cache of registry) cache.clear();
}
