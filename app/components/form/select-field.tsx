import type { SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, splitField } from "#app/components/form/field-frame.tsx";
import { ChevronDown } from "#app/components/icons/icons.tsx";

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
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const placeholderText = placeholder === true ? SELECT_PLACEHOLDER : placeholder || null;
  const { frame, control } = splitField(props, { className: "cursor-pointer appearance-none pr-10 dark:scheme-dark" });
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select {...control}>
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
