import { ChevronDown } from "lucide-react";
import type { SelectHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldProps, inputClass } from "#app/components/form/field-frame.tsx";
import { cn } from "#app/lib/cn.ts";

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children"> &
  FieldProps & {
    options: readonly SelectOption[];
    /**
     * A first option with value "" ("Elegí una opción" with `true`, or the text given), shown
     * while no `defaultValue` picks another: the server (or `required`) refuses it.
     */
    placeholder?: boolean | string;
  };

export const SELECT_PLACEHOLDER = "Elegí una opción";

/**
 * One choice out of a short, known list (a category, a city). A native <select>: the phone's own
 * picker, keyboard and screen reader support for free. For a few options that should all be seen
 * at once, prefer radio buttons.
 */
export function SelectField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  options,
  placeholder,
  "aria-describedby": own,
  ...select
}: SelectFieldProps) {
  const placeholderText = placeholder === true ? SELECT_PLACEHOLDER : placeholder || null;
  return (
    <FieldFrame id={id} label={label} error={error} labelAside={labelAside} hint={hint}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint, own })}
          className={inputClass(error, cn("cursor-pointer appearance-none pr-10 dark:scheme-dark", className))}
          {...select}
        >
          {placeholderText !== null && <option value="">{placeholderText}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute inset-y-0 right-3 my-auto size-5 text-fg-muted"
          aria-hidden
        />
      </div>
    </FieldFrame>
  );
}
