import { Star } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** Five stars, `value` of them filled (rounded); decorative: say the rating in text beside it. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className="inline-flex" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn("size-4", className, n <= Math.round(value) ? "fill-amber-400 text-amber-400" : "text-line")}
        />
      ))}
    </span>
  );
}
