import { cn } from "#app/lib/cn.ts";
import type { PromotionState } from "#core/promotions.ts";

export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  active: "Activa",
  scheduled: "Programada",
  paused: "Pausada",
  ended: "Terminada",
};

const STYLES: Record<PromotionState, { badge: string; dot: string }> = {
  active: {
    badge: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
    dot: "bg-emerald-600",
  },
  scheduled: { badge: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100", dot: "bg-sky-600" },
  paused: { badge: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100", dot: "bg-amber-500" },
  ended: { badge: "bg-slate-200 text-slate-800 dark:bg-slate-700/60 dark:text-slate-100", dot: "bg-slate-500" },
};

/** Where a promotion stands (core/promotions.ts promotionState), as a word and a colour. */
export function PromotionStateBadge({ state, className }: { state: PromotionState; className?: string }) {
  const style = STYLES[state];
  return (
    <span
      data-promotion-state={state}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 font-medium text-xs",
        style.badge,
        className,
      )}
    >
      <span aria-hidden className={cn("size-1.5 rounded-full", style.dot)} />
      {PROMOTION_STATE_LABELS[state]}
    </span>
  );
}
