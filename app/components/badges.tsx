import { Award, Crown, Moon, Star } from "#app/components/icons/icons.tsx";
import { formatRating } from "#core/format.ts";
import { planBadge } from "#core/plan-perks.ts";
import type { RatingSource } from "#core/rating.ts";
import { cn } from "../lib/cn.ts";

export function OpenBadge({ isOpen, className }: { isOpen: boolean; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-xs",
        isOpen
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200"
          : "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200",
        className,
      )}
    >
      <span className={cn("size-1.5 rounded-full", isOpen ? "bg-emerald-600" : "bg-rose-600")} aria-hidden />
      {isOpen ? "Abierto" : "Cerrado"}
    </span>
  );
}

/**
 * The paid plan's badge, "Destacado" or "Premium" as /pricing sells them (core/plan-perks.ts);
 * nothing for the free plan.
 */
export function PlanBadge({ premiumLevel, className }: { premiumLevel: number; className?: string }) {
  const label = planBadge(premiumLevel);
  if (!label) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-xs",
        label === "Premium"
          ? "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
          : "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
        className,
      )}
    >
      {label === "Premium" ? <Crown className="size-3" aria-hidden /> : <Award className="size-3" aria-hidden />}
      {label}
    </span>
  );
}

export function RatingBadge({
  rating,
  count,
  source,
}: {
  rating: number | null;
  count: number;
  /** Whose rating it is, said beside it ("en Vilma" / "en Google"). */
  source: RatingSource | null;
}) {
  if (rating == null) return <span className="text-fg-muted text-xs">Sin reseñas</span>;
  // Spelled out here rather than imported: every card on the home page carries this badge, and a
  // shared module of its own would be one more download on the first screen.
  const whose = source ? ` en ${source === "google" ? "Google" : "Vilma"}` : "";
  return (
    <span className="inline-flex items-center gap-1 text-sm" data-rating-source={source ?? undefined}>
      <Star className="size-4 fill-amber-400 text-amber-400" />
      <span aria-hidden className="font-semibold">
        {formatRating(rating)}
      </span>
      <span aria-hidden className="text-fg-muted text-xs">
        ({count}){whose}
      </span>
      <span className="sr-only">
        Calificación {formatRating(rating)} de 5{whose}, {count} {count === 1 ? "reseña" : "reseñas"}
      </span>
    </span>
  );
}

/** A pharmacy on duty now (`pharmacy_duties`): "De turno". */
export function DutyBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 font-semibold text-indigo-900 text-xs dark:bg-indigo-900/60 dark:text-indigo-100",
        className,
      )}
    >
      <Moon className="size-3" aria-hidden />
      De turno
    </span>
  );
}
