import { describe, expect, it, vi } from "vitest";
import {
  clearLocalPublicCaches,
  clearPublicCaches,
  createTtlCache,
  registerPublicCache,
  setPublicCacheBroadcast,
} from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    let clock = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = vi.fn(async () => clock);
    expect(await cache.get("a", load)).toBe(0);
    clock = 999;
    expect(await cache.get("a", load)).toBe(0);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("x"), 5)));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([
      "x",
      "x",
      "x",
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep failures", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("k", async () => "ok")).toBe("ok");
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a2"); // a is now the most recent
    await cache.get("c", async () => "c"); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get("b", async () => "b2")).toBe("b2");
    expect(await cache.get("a", async () => "a3")).toBe("a3"); // a was evicted by b2
  });

  it("clearPublicCaches empties every cache", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get("a", async () => "old");
    clearPublicCaches();
    expect(await cache.get("a", async () => "new")).toBe("new");
  });

  it("clearPublicCaches empties registered single values too, and tells the other instances once", async () => {
    let memo: string | null = "kept";
    registerPublicCache({ clear: () => (memo = null) });
    const broadcast = vi.fn(async () => {});
    setPublicCacheBroadcast(broadcast);
    try {
      await clearPublicCaches();
      expect(memo).toBeNull();
      expect(broadcast).toHaveBeenCalledTimes(1);
      // What an instance does on receipt: empty its own, never announce again (no echo between instances).
      memo = "again";
      clearLocalPublicCaches();
      expect(memo).toBeNull();
      expect(broadcast).toHaveBeenCalledTimes(1);
    } finally {
      setPublicCacheBroadcast(undefined);
    }
  });

  it("drops a load that was in flight when the caches were emptied (it may have read the old data)", async () => {
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: string) => void = () => {};
    const slow = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    clearLocalPublicCaches();
    finish("old");
    expect(await slow).toBe("old");
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("shares one registry between the copies of this module (server entry and app bundle)", async () => {
    const key = Symbol.for("vilma.publicCaches");
    const shared = (globalThis as Record<symbol, { caches: Set<unknown> } | undefined>)[key];
    const cache = createTtlCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    expect(shared?.caches.has(cache)).toBe(true);
  });
});
