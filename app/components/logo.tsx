import { MapPin } from "lucide-react";
import { Link } from "react-router";
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
