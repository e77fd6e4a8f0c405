import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_PATH, spriteMarkup } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("is what lucide draws today (else: node tooling/icon-sprite.ts --write)", () => {
    expect(fs.readFileSync(SPRITE_PATH, "utf8")).toBe(spriteMarkup());
  });

  it("draws without paint of its own, so each use paints it", () => {
    const markup = spriteMarkup();
    expect(markup).toContain('<symbol id="star" viewBox="0 0 24 24"><path d="');
    expect(markup).not.toMatch(/fill=|stroke=|class=/);
  });
});
