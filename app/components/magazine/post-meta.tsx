import { CalendarDays, Clock } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#core/format.ts";

/** "21/11/2026 · 5 min de lectura", with the date as a machine-readable <time>. */
export function PostMeta({
  publishedAt,
  readingMinutes,
  className,
}: {
  publishedAt: string;
  readingMinutes: number;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-fg-muted text-sm", className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 shrink-0" aria-hidden />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </span>
      <span aria-hidden>·</span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 shrink-0" aria-hidden />
        {readingMinutes} min de lectura
      </span>
    </p>
  );
}

/** The category as a small pill. */
export function CategoryPill({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700 text-xs dark:bg-brand-900 dark:text-brand-100",
        className,
      )}
    >
      {name}
    </span>
  );
}
