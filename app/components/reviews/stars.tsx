import { Star, StarHalf } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { starFills } from "#core/rating.ts";

/** Five stars, filled to the nearest half (`starFills`); decorative: say the rating in text beside it. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className="inline-flex" aria-hidden data-stars={value}>
      {starFills(value).map((fill, i) =>
        fill === "half" ? (
          // The outline of the whole star with its left half filled over it.
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <span key={i} className="relative inline-flex" data-fill="half">
            <Star className={cn("size-4 text-line", className)} />
            <StarHalf className={cn("absolute inset-0 size-4 fill-amber-400 text-amber-400", className)} />
          </span>
        ) : (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
            key={i}
            data-fill={fill}
            className={cn("size-4", className, fill === "full" ? "fill-amber-400 text-amber-400" : "text-line")}
          />
        ),
      )}
    </span>
  );
}
