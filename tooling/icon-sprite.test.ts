import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ICONS_MODULE_PATH, iconIds, iconsModule, SPRITE_PATH, spriteMarkup } from "./icon-sprite.ts";

describe("the icon sprite and its components", () => {
  it("are what lucide draws today (else: node tooling/icon-sprite.ts --write)", () => {
    expect(fs.readFileSync(SPRITE_PATH, "utf8")).toBe(spriteMarkup());
    expect(fs.readFileSync(ICONS_MODULE_PATH, "utf8")).toBe(iconsModule());
  });

  it("draws without paint of its own, so each use paints it", () => {
    const markup = spriteMarkup();
    expect(markup).toContain('<symbol id="star" viewBox="0 0 24 24"><path d="');
    // A few drawings fill a dot with the text colour (lucide's "tag"): that still follows the use.
    expect(markup.replaceAll('fill="currentColor"', "")).not.toMatch(/fill=|stroke=|class=/);
  });

  it("has a symbol for every component, each drawn once", () => {
    const symbols = [...spriteMarkup().matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const [name, id] of iconIds()) expect(symbols, name).toContain(id);
  });

  it("names each drawing once (lucide's aliases of one drawing are not two components)", () => {
    const ids = iconIds().map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
