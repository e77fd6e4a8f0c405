import { type TextareaHTMLAttributes, useEffect, useRef, useState } from "react";
import { describedBy, FieldFrame, type FieldProps, inputClass } from "#app/components/form/field-frame.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & FieldProps;

/**
 * Text of several lines (a description, a note). With `maxLength` the browser stops at the limit
 * and, once JavaScript runs, a counter ("12/500") follows what is typed; without JavaScript the
 * counter is left out rather than shown stale.
 */
export function TextareaField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  rows = 4,
  maxLength,
  onChange,
  "aria-describedby": own,
  ...textarea
}: TextareaFieldProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(() => String(textarea.value ?? textarea.defaultValue ?? "").length);
  const counted = hydrated && maxLength !== undefined;
  const counterId = `${id}-counter`;

  // The browser may have restored text (back button) before React ran: count what is there.
  useEffect(() => {
    if (ref.current) setLength(ref.current.value.length);
  }, []);

  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      labelAside={labelAside}
      hint={hint}
      hintAside={
        counted && (
          <p id={counterId} className={cn("ml-auto shrink-0 tabular-nums", length >= maxLength && "font-semibold")}>
            {length}/{maxLength}
          </p>
        )
      }
    >
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, extra: counted ? counterId : undefined, own })}
        className={inputClass(error, cn("min-h-24 resize-y", className))}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
        {...textarea}
      />
    </FieldFrame>
  );
}
