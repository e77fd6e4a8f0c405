import { Link } from "react-router";
import type { IconComponent } from "#app/components/icons/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatCount } from "#core/format.ts";

export interface StatCardProps {
  /** Stable key for tests and styling (data-stat). */
  id: string;
  label: string;
  value: number;
  icon?: IconComponent;
  /** A second line under the number ("+12 en los últimos 30 días"). */
  hint?: string;
  /** Classes of the small marker next to the label (status colours). */
  accent?: string;
  /** The list behind the number: the whole card becomes a link to it. */
  href?: string;
}

/** One number of a dashboard: a <dt>/<dd> pair inside the caller's <dl>. */
export function StatCard({ id, label, value, icon: Icon, hint, accent, href }: StatCardProps) {
  const figure = formatCount(value);
  return (
    <div
      data-stat={id}
      className={cn(
        "relative flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm",
        href && "transition-colors focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-500",
      )}
    >
      <dt className="flex items-center gap-2 font-medium text-fg-muted text-sm">
        {Icon ? (
          <Icon className="size-4 shrink-0" aria-hidden />
        ) : (
          <span className={cn("size-2 shrink-0 rounded-full", accent ?? "bg-brand-600")} aria-hidden />
        )}
        <span className="min-w-0">{label}</span>
      </dt>
      <dd className="mt-2 font-bold text-3xl tabular-nums tracking-tight" data-value={value}>
        {href ? (
          // The link covers the card (after:inset-0): a tap anywhere on it follows the link.
          <Link
            to={href}
            aria-label={`${label}: ${figure} (ver la lista)`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
          >
            {figure}
          </Link>
        ) : (
          figure
        )}
      </dd>
      {hint && <dd className="mt-1 text-fg-muted text-xs">{hint}</dd>}
    </div>
  );
}
