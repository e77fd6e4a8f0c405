import { Link } from "react-router";
import { MapPin } from "#app/components/icons/icons.tsx";
import { cn } from "../lib/cn.ts";

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn("flex shrink-0 items-center gap-1.5 font-extrabold text-xl tracking-tight", className)}>
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <MapPin className="size-5" aria-hidden />
      </span>
      <span>Vilma</span>
    </Link>
  );
}

/**
 * The brand on the first screen of `/`, where the top bar's logo waits for a 400 px
 * scroll (spec): the name and a line of what Vilma is, in the colour of the text around it.
 */
export function BrandLine({ className }: { className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className="font-extrabold text-2xl tracking-tight">Vilma</span>
      <span className="text-sm">la guía de comercios de Villa María y Villa Nueva</span>
    </p>
  );
}
