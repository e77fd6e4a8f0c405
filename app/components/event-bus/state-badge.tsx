import { cn } from "#app/lib/cn.ts";

const TONES = {
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  done: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  broken: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
} as const;

/** Which tone each state of an event or a broadcast takes. */
const TONE_OF: Record<string, keyof typeof TONES> = {
  pending: "waiting",
  processed: "done",
  sent: "done",
  failed: "broken",
};

/** The state of a domain event or of a broadcast, as a coloured pill with its Spanish name. */
export function StateBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 font-semibold text-xs",
        TONES[TONE_OF[status] ?? "waiting"],
      )}
    >
      {label}
    </span>
  );
}
