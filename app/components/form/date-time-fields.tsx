import type { InputHTMLAttributes } from "react";
import type { FieldProps } from "#app/components/form/field-frame.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { cn } from "#app/lib/cn.ts";
import { normalizeTimeText, TIME_TEXT_PATTERN } from "#core/time-text.ts";

type DateTimeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> & FieldProps;

/**
 * Native pickers keep their height on iOS even when empty, and follow dark mode (their icons and
 * the popup read `color-scheme`).
 */
const pickerClass = "min-h-[2.875rem] appearance-none text-left dark:scheme-dark";

/** A TextField with a native picker: the label, hint, error and their ARIA links are TextField's. */
function PickerInput({ className, ...props }: DateTimeProps & { type: "date" | "time" }) {
  return <TextField {...props} className={cn(pickerClass, className)} />;
}

/**
 * A calendar day (a promotion's start, an event's date). The browser's date picker; the value sent
 * is always "yyyy-MM-dd" whatever the phone's language, so read it as a Buenos Aires calendar day
 * (#core/time-zone.ts). `min`/`max` take the same format.
 */
export function DateField(props: DateTimeProps) {
  return <PickerInput type="date" {...props} />;
}

/**
 * A time of day (opening hours, an event's start), always 24 h "HH:MM". A text field, not the
 * native picker: that one follows the phone's language (it showed "04:30 p. m." and clipped it at
 * 390 px) while the hint promises 24 h. It takes what people type ("930", "9.30", "21:30") and,
 * on leaving the field, shows it as "09:30"; the server reads the same forms (`normalizeTimeText`
 * in #core/time-text.ts), so nothing depends on JavaScript. The keypad has digits and a separator.
 */
export function TimeField({ className, onBlur, placeholder = "HH:MM", ...props }: DateTimeProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={8}
      pattern={TIME_TEXT_PATTERN}
      placeholder={placeholder}
      title="Hora en formato 24 h, por ejemplo 09:30"
      className={cn("min-h-[2.875rem] min-w-[5.5rem] tabular-nums", className)}
      onBlur={(event) => {
        const normalized = normalizeTimeText(event.currentTarget.value);
        if (normalized && normalized !== event.currentTarget.value) event.currentTarget.value = normalized;
        onBlur?.(event);
      }}
    />
  );
}
