import type { ReactNode } from "react";
import { Loader2 } from "#app/components/icons/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** One section of the profile page: a titled card. */
export function ProfileCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-semibold text-lg">
        {title}
      </h2>
      {description && <p className="mt-1 text-fg-muted text-sm">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const VARIANTS = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-line bg-surface text-fg hover:bg-surface-muted",
  danger:
    "border border-red-300 bg-surface text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40",
} as const;

/** A button that says what it is doing while its form is being sent. */
export function ActionButton({
  busy = false,
  busyLabel,
  children,
  variant = "primary",
  type = "submit",
  className,
  ...rest
}: {
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  type?: "submit" | "button";
  className?: string;
  "aria-label"?: string;
  name?: string;
  value?: string;
  disabled?: boolean;
}) {
  return (
    <button
      type={type}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      className={cn(
        "inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-70",
        VARIANTS[variant],
        className,
      )}
      aria-label={rest["aria-label"]}
      name={rest.name}
      value={rest.value}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
