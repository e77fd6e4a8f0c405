import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * What every field of the kit takes besides its native props. The contract the forms rely on
 * (with or without Conform): plain `id`, `name`, `label`, `error` and `defaultValue`.
 */
export type FieldProps = {
  id: string;
  name: string;
  label: string;
  /** The first failing rule for this field, shown under it. */
  error?: string;
  /** A line under the field that helps fill it in ("Formato 24 h"). */
  hint?: string;
  /** Something beside the label (a link, "Opcional"). */
  labelAside?: ReactNode;
};

/** The id of the error paragraph under field `id`: what aria-describedby points at. */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/**
 * The aria-describedby of a field: its hint, anything extra (a counter), its error, and whatever
 * the caller passed. Undefined when there is nothing to point at.
 */
export function describedBy(
  id: string,
  { error, hint, extra, own }: { error?: string; hint?: string; extra?: string; own?: string },
): string | undefined {
  const ids = [hint ? hintId(id) : null, extra, error ? errorId(id) : null, own].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The look of a text-like control (input, textarea, select), red while it has an error. */
export const inputClass = (error: string | undefined, extra?: string) =>
  cn(
    "block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-fg shadow-xs outline-none transition placeholder:text-fg-muted/70 focus:ring-3 disabled:opacity-60",
    error
      ? "border-red-600 focus:border-red-600 focus:ring-red-600/25 dark:border-red-400 dark:focus:border-red-400"
      : "border-line focus:border-brand-500 focus:ring-brand-500/25",
    extra,
  );

/** The error paragraph every field prints under itself. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="font-medium text-red-600 text-sm dark:text-red-400">
      {error}
    </p>
  );
}

/** Label on top, the control, then an optional hint line (with `hintAside` at its end) and the error. */
export function FieldFrame({
  id,
  label,
  error,
  labelAside,
  hint,
  hintAside,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  labelAside?: ReactNode;
  hint?: string;
  hintAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {labelAside}
      </div>
      {children}
      {(hint || hintAside) && (
        <div className="flex items-start justify-between gap-3 text-fg-muted text-xs">
          {hint && <p id={hintId(id)}>{hint}</p>}
          {hintAside}
        </div>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A kit field's props, split: what FieldFrame draws (label, hint, error) and what goes on the control
 * itself, with its ARIA links to that hint and error and the shared look (`look.className` adds the
 * field's own classes; `look.describedBy` another element to announce, such as a counter).
 */
export function splitField<P extends FieldProps & { className?: string; "aria-describedby"?: string }>(
  props: P,
  look: { className?: string; describedBy?: string } = {},
) {
  const { label, error, hint, labelAside, className, "aria-describedby": own, ...rest } = props;
  const frame = { id: props.id, label, error, hint, labelAside };
  const control = {
    ...rest,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(props.id, { error, hint, extra: look.describedBy, own }),
    className: inputClass(error, cn(look.className, className)),
  };
  return { frame, control };
}
