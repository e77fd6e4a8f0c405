import type { InputHTMLAttributes } from "react";
import type { FieldProps } from "#app/components/form/field-frame.tsx";
import { TextField } from "#app/components/form/fields.tsx";
import { cn } from "#app/lib/cn.ts";

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
 * A time of day (opening hours, an event's start). The value sent is always 24 h "HH:MM" (even
 * where the picker shows a.m./p.m.); `step` is 60 s by default so no seconds appear.
 * `min`/`max` take "HH:MM".
 */
export function TimeField({ step = 60, ...props }: DateTimeProps) {
  return <PickerInput type="time" step={step} {...props} />;
}
