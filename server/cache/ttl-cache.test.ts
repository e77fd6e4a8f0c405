import { describe, expect, it, vi } from "vitest";
import { clearPublicCaches, createTtlCache } from "./ttl-cache.ts";

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
});
