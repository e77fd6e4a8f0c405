/**
 * The icons every card repeats, drawn once in a sprite file (sprite.svg, written by
 * tooling/icon-sprite.ts from lucide's drawings) and referenced by each use. A lucide icon inline is
 * ~450 bytes of HTML and a few elements to render; twenty cards on /search repeated six of them 120
 * times, a quarter of the page. A reference is ~150 bytes, and the sprite is one cached file that
 * no page's JavaScript carries. Colour, fill and size come from classes on the referencing <svg>
 * (`fill-amber-400`, `size-4`): the drawing has no paint of its own and inherits it.
 */
import { cn } from "#app/lib/cn.ts";
import spriteUrl from "./sprite.svg?no-inline";

export type SpriteIconName = "crown" | "heart" | "map-pin" | "phone" | "share" | "star";

/** One of the sprite's icons, decorative (hidden from screen readers), with lucide's default paint. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={cn("lucide", `lucide-${name}`, className)}
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
