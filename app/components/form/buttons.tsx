import type { ReactNode } from "react";
import type { ConfirmTriggerProps } from "#app/components/form/confirm-dialog.tsx";
import { Loader2 } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** A form's main button: disabled and relabelled ("Iniciando sesión...") while the form is busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  variant = "primary",
  name,
  value,
  confirm,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  name?: string;
  value?: string;
  /** The props ConfirmDialog's `trigger` gives, when this button asks first. */
  confirm?: ConfirmTriggerProps;
}) {
  return (
    <button
      type="submit"
      {...confirm}
      name={name}
      value={value}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-sm transition disabled:cursor-wait disabled:opacity-75",
        variant === "primary"
          ? "bg-brand-600 text-white shadow-sm hover:bg-brand-700"
          : "border border-line bg-surface text-fg hover:bg-surface-muted",
      )}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {busy ? busyLabel : children}
    </button>
  );
}

export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="my-5 flex items-center gap-3 text-fg-muted text-sm">
      <span className="h-px flex-1 bg-line" aria-hidden />
      <span>{children}</span>
      <span className="h-px flex-1 bg-line" aria-hidden />
    </div>
  );
}
