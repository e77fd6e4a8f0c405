import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const adminLinkClass = "font-semibold text-brand-700 hover:underline dark:text-blue-300";
export const buttonClass =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface px-3 font-semibold text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50";
export const primaryButtonClass =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-4 font-semibold text-sm text-white shadow-sm hover:bg-brand-700";

/** "Publicada", "Borrador", "Programado": a small pill with a word, never colour alone. */
export function StatePill({ tone, children }: { tone: "ok" | "muted" | "info"; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs",
        tone === "ok" && "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
        tone === "muted" && "bg-surface-muted text-fg-muted",
        tone === "info" && "bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100",
      )}
    >
      {children}
    </span>
  );
}

/** A checkbox with its label beside it (the kit's fields are for text and choices). */
export function CheckboxRow({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}

/** Numeric ids from the URL or a form: anything else is null (the caller answers 404 or a message). */
export function idParam(value: unknown): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
