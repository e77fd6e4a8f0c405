import { createContext, useContext } from "react";
import { ConfirmDialog } from "#app/components/form/confirm-dialog.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

/** How many rows the bulk bar acts on (0 before JavaScript runs: no selection state yet). */
export const BulkCountContext = createContext(0);

export type BulkReason = { label: string; maxLength: number; hint?: string; placeholder?: string };

const TONES = {
  // One action per bar is the expected one; the rest are quieter, and destructive ones red but
  // outlined, never the loudest button on the bar.
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  default: "border border-line bg-surface text-fg hover:bg-surface-muted",
  danger:
    "border border-red-300 bg-surface text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40",
} as const;

/**
 * One button of a list's bulk bar (DataTable `bulkActions`). Every bulk action touches many rows or
 * people, so each one asks first and says how many ("¿Suspender 3 cuentas?"); an action that needs a
 * reason asks for it in that dialog. Posts `name=value` (default `intent`) with the ticked ids.
 */
export function BulkAction({
  name = "intent",
  value,
  label,
  tone = "default",
  question,
  description,
  reason,
}: {
  name?: string;
  value: string;
  /** The button and the dialog's confirm word: "Suspender". */
  label: string;
  tone?: keyof typeof TONES;
  /** The dialog's title for `count` rows: (n) => `¿Suspender ${pluralize(n, "cuenta", "cuentas")}?`. */
  question: (count: number) => string;
  /** What happens, in one line. */
  description: string;
  reason?: BulkReason;
}) {
  const count = useContext(BulkCountContext);
  return (
    <ConfirmDialog
      title={question(count)}
      description={description}
      confirmLabel={label}
      tone={tone === "danger" ? "danger" : "default"}
      reason={reason && { name: "reason", ...reason }}
      trigger={(props) => (
        <button
          {...props}
          name={name}
          value={value}
          className={cn(
            "inline-flex min-h-10 items-center rounded-lg px-3 font-semibold text-sm transition",
            TONES[tone],
          )}
        >
          {label}
        </button>
      )}
    />
  );
}

/**
 * The reason field of a bulk bar before JavaScript runs (the dialogs that ask for it need
 * JavaScript). Put it once in `bulkActions` when any action there takes a reason.
 */
export function BulkReasonFallback({ label, maxLength, placeholder }: BulkReason) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <label className="flex w-full min-w-0 flex-col gap-1 text-sm sm:w-72">
      <span className="font-medium">{label}</span>
      <input
        name="reason"
        maxLength={maxLength}
        placeholder={placeholder}
        className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-fg outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-500/25"
      />
    </label>
  );
}
