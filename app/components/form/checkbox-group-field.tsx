import type { FieldsetHTMLAttributes } from "react";
import { describedBy, FieldError, hintId } from "#app/components/form/field-frame.tsx";
import { cn } from "#app/lib/cn.ts";

export type CheckboxOption = { value: string; label: string; description?: string };

type CheckboxGroupFieldProps = Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, "id" | "name" | "defaultValue"> & {
  id: string;
  /** Shared by every box: the form sends one `name=value` pair per ticked box. */
  name: string;
  label: string;
  error?: string;
  hint?: string;
  options: readonly CheckboxOption[];
  /** The values ticked at first. */
  defaultValue?: readonly string[];
  /** Columns from the `sm` breakpoint up (one column on phones). */
  columns?: 1 | 2 | 3;
};

const COLUMNS = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" } as const;

/**
 * Any number of choices out of a list (services, payment methods, days): a <fieldset> whose legend
 * is the label, one checkbox per option, all under the same `name` (read them with
 * `formData.getAll(name)`). Each row is a 44 px touch target; the error is described on the fieldset.
 */
export function CheckboxGroupField({
  id,
  name,
  label,
  error,
  hint,
  options,
  defaultValue = [],
  columns = 2,
  className,
  "aria-describedby": own,
  ...fieldset
}: CheckboxGroupFieldProps) {
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, { error, hint, own })}
      className={cn("min-w-0 space-y-1.5", className)}
      {...fieldset}
    >
      <legend className="font-medium text-sm">{label}</legend>
      {hint && (
        <p id={hintId(id)} className="text-fg-muted text-xs">
          {hint}
        </p>
      )}
      <div className={cn("grid gap-x-3 gap-y-1", COLUMNS[columns])}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2.5 hover:bg-surface-muted has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                id={optionId}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={defaultValue.includes(option.value)}
                aria-invalid={error ? true : undefined}
                // The name is the option's label alone; its description is announced as a description.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className={cn(
                  "mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600 dark:scheme-dark dark:accent-brand-500",
                  error && "outline-1 outline-red-600 dark:outline-red-400",
                )}
              />
              <span className="min-w-0 text-sm">
                <span id={`${optionId}-label`} className="block">
                  {option.label}
                </span>
                {option.description && (
                  <span id={`${optionId}-description`} className="block text-fg-muted text-xs">
                    {option.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
