/**
 * How every icon is drawn: a reference to its symbol in one sprite file (sprite.svg, written with
 * icons.tsx by tooling/icon-sprite.ts from lucide's drawings). A lucide icon inline was ~450 bytes of
 * HTML and, in the browser, a JavaScript module of its own; a reference is ~150 bytes, and the sprite
 * is one cached file that no page's JavaScript carries. Colour, fill and size come from classes on
 * the referencing <svg> (`fill-amber-400`, `size-4`): the drawing has no paint of its own and
 * inherits it. The app imports the components from icons.tsx; from here only the IconComponent type.
 */
import type { ComponentType, SVGProps } from "react";
import { cn } from "#app/lib/cn.ts";
import type { SPRITE_ICON_IDS } from "./icons.tsx";
import spriteUrl from "./sprite.svg?no-inline";

export type SpriteIconId = (typeof SPRITE_ICON_IDS)[number];

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;

/** What a prop that takes an icon accepts (any component of icons.tsx). */
export type IconComponent = ComponentType<IconProps>;

/**
 * The component for one of the sprite's icons, with lucide's default paint. Decorative (hidden from
 * screen readers) unless it is given an accessible name of its own.
 */
export function spriteIcon(id: SpriteIconId): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when icons.tsx loads, never while rendering.
  function Icon({ className, ...props }: IconProps) {
    const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        aria-hidden={named ? undefined : "true"}
        role={named ? "img" : undefined}
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        className={cn("lucide", `lucide-${id}`, className)}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}
