import { MapPin } from "lucide-react";
import { cn } from "../lib/cn.ts";

/**
 * The brand on the first screen of `/` and `/search`, where the top bar's logo waits for a 400 px
 * scroll (spec): the name and a line of what Vilma is. `onBrand` is for the coloured home hero.
 */
export function BrandLine({ tone = "plain", className }: { tone?: "plain" | "onBrand"; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <span className="inline-flex items-center gap-1.5 font-extrabold text-2xl tracking-tight">
        <span
          className={cn(
            "grid size-8 place-items-center rounded-lg",
            tone === "onBrand" ? "bg-white text-brand-700" : "bg-brand-600 text-white",
          )}
        >
          <MapPin className="size-5" aria-hidden />
        </span>
        Vilma
      </span>
      <span className={cn("text-sm", tone === "onBrand" ? "text-brand-100" : "text-fg-muted")}>
        la guía de comercios de Villa María y Villa Nueva
      </span>
    </p>
  );
}
