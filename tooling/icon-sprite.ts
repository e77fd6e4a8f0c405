/**
 * Writes the icon sprite (app/components/icons/sprite.svg) from lucide's own drawings: one <symbol>
 * per icon the cards repeat, without paint of its own, so each use takes colour, fill and stroke
 * from the <svg> that references it (see SpriteIcon). Run `node tooling/icon-sprite.ts --write`
 * after changing the list or updating lucide-react; its test fails while the file is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Crown, Heart, type LucideIcon, MapPin, Phone, Share2, Star } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SpriteIconName } from "#app/components/icons/sprite-icon.tsx";

export const SPRITE_PATH = path.resolve(import.meta.dirname, "../app/components/icons/sprite.svg");

const DRAWINGS: Record<SpriteIconName, LucideIcon> = {
  crown: Crown,
  heart: Heart,
  "map-pin": MapPin,
  phone: Phone,
  share: Share2,
  star: Star,
};

export function spriteMarkup(): string {
  const symbols = Object.entries(DRAWINGS).map(([name, Icon]) => {
    const drawing = renderToStaticMarkup(createElement(Icon))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) {
  fs.writeFileSync(SPRITE_PATH, spriteMarkup());
  console.info(`escrito ${path.relative(process.cwd(), SPRITE_PATH)}`);
}
