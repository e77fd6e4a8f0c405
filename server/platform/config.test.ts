import { describe, expect, it } from "vitest";
import { ConfigError, getConfig } from "./config.ts";

describe("MAP_TILE_URL", () => {
  it("defaults to OpenStreetMap's tiles, credited with a link to its copyright page", () => {
    const config = getConfig({});
    expect(config.MAP_TILE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(config.MAP_TILE_ATTRIBUTION).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  it("takes another provider's template", () => {
    const url = "https://{s}.tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=abc";
    expect(getConfig({ MAP_TILE_URL: url }).MAP_TILE_URL).toBe(url);
  });

  it.each(["ftp://tiles.example.com/{z}/{x}/{y}.png", "https://tiles.example.com/tile.png", "/{z}/{x}/{y}.png"])(
    "refuses %s with a message naming the variable",
    (url) => {
      expect(() => getConfig({ MAP_TILE_URL: url })).toThrow(ConfigError);
      expect(() => getConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
    },
  );
});

describe("REDIS_URL", () => {
  it("is optional (an empty value is unset) and takes redis:// or rediss://", () => {
    expect(getConfig({}).REDIS_URL).toBeUndefined();
    expect(getConfig({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(getConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
    expect(getConfig({ REDIS_URL: "rediss://:clave@redis.example.com:6380/0" }).REDIS_URL).toContain("rediss://");
  });

  it.each(["http://127.0.0.1:6379", "127.0.0.1:6379", "redis://"])(
    "refuses %s in Spanish, without echoing it",
    (url) => {
      expect(() => getConfig({ REDIS_URL: url })).toThrow(/REDIS_URL: una URL redis:\/\/ o rediss:\/\//);
      // URLs may carry a password: the variable is named, its value never shown ("REDIS_URL=…").
      expect(() => getConfig({ REDIS_URL: url })).not.toThrow(/REDIS_URL=/);
    },
  );
});

describe("KEEP_ALIVE_TIMEOUT_MS", () => {
  it("defaults to Node's 5 s and refuses less than a second", () => {
    expect(getConfig({}).KEEP_ALIVE_TIMEOUT_MS).toBe(5_000);
    expect(getConfig({ KEEP_ALIVE_TIMEOUT_MS: "65000" }).KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(() => getConfig({ KEEP_ALIVE_TIMEOUT_MS: "500" })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });
});
