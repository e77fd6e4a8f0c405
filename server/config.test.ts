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
