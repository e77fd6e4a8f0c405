import type { InputHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldProps, inputClass } from "#app/components/form/field-frame.tsx";
import { cn } from "#app/lib/cn.ts";

type DateTimeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> & FieldProps;

/**
 * Native pickers keep their height on iOS even when empty, and follow dark mode (their icons and
 * the popup read `color-scheme`).
 */
const pickerClass = "min-h-[2.875rem] appearance-none text-left dark:scheme-dark";

function PickerInput({
  type,
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  "aria-describedby": own,
  ...input
}: DateTimeProps & { type: "date" | "time" }) {
  return (
    <FieldFrame id={id} label={label} error={error} labelAside={labelAside} hint={hint}>
      <input
        id={id}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, own })}
        className={inputClass(error, cn(pickerClass, className))}
        {...input}
      />
    </FieldFrame>
  );
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
