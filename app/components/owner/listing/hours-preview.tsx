import { useEffect, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { isOpenAt, nextChange, type SpecialHours, type WeeklySlot } from "#core/opening-hours.ts";
import type { DutyWindow } from "#core/pharmacy-duty.ts";

/**
 * "Abierto ahora" / "Cerrado ahora" and the next change, computed by the same rule as the public
 * page (core/opening-hours.ts) in Buenos Aires time, from the hours on screen. With JavaScript it
 * follows the form as it is edited and the clock as it moves.
 */
export function HoursPreview({
  weekly,
  special,
  duties = [],
  now,
}: {
  weekly: WeeklySlot[];
  special: SpecialHours[];
  duties?: readonly DutyWindow[];
  now: string;
}) {
  const [at, setAt] = useState(() => new Date(now));
  useEffect(() => {
    setAt(new Date());
    const timer = setInterval(() => setAt(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const open = isOpenAt(weekly, special, at, duties);
  const change = nextChange(weekly, special, at, duties);
  return (
    <div
      aria-live="polite"
      data-testid="hours-preview"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-surface-muted p-3 text-sm"
    >
      <span className="font-medium">Así se ve ahora en tu página:</span>
      <span
        className={cn(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold",
          open
            ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200"
            : "bg-rose-100 text-rose-800 dark:bg-rose-900/50 dark:text-rose-200",
        )}
      >
        <span className={cn("size-2 rounded-full", open ? "bg-emerald-600" : "bg-rose-600")} aria-hidden />
        {open ? "Abierto ahora" : "Cerrado ahora"}
      </span>
      {change && <span className="text-fg-muted">{change}</span>}
    </div>
  );
}
