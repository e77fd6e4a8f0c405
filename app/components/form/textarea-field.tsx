import { type TextareaHTMLAttributes, useEffect, useRef, useState } from "react";
import { FieldFrame, type FieldProps, splitField } from "#app/components/form/field-frame.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & FieldProps;

/**
 * Text of several lines (a description, a note). With `maxLength` the browser stops at the limit
 * and, once JavaScript runs, a counter ("12/500") follows what is typed; without JavaScript the
 * counter is left out rather than shown stale.
 */
export function TextareaField({ rows = 4, maxLength, onChange, ...props }: TextareaFieldProps) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(() => String(props.value ?? props.defaultValue ?? "").length);
  const counted = hydrated && maxLength !== undefined;
  const counterId = `${props.id}-counter`;
  const { frame, control } = splitField(props, {
    className: "min-h-24 resize-y",
    describedBy: counted ? counterId : undefined,
  });

  // The browser may have restored text (back button) before React ran: count what is there.
  useEffect(() => {
    if (ref.current) setLength(ref.current.value.length);
  }, []);

  return (
    <FieldFrame
      {...frame}
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
        rows={rows}
        maxLength={maxLength}
        {...control}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          onChange?.(event);
        }}
      />
    </FieldFrame>
  );
}
