import type { SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, splitField } from "#app/components/form/field-frame.tsx";
import { ChevronDown } from "#app/components/icons/icons.tsx";

export interface CategoryGroupOption {
  label: string;
  options: { id: number; name: string }[];
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "children"> &
  FieldProps & { groups: readonly CategoryGroupOption[] };

/** The category of a business: a native select with the active categories under their parent. */
export function CategorySelect({ groups, ...props }: Props) {
  const { frame, control } = splitField(props, { className: "cursor-pointer appearance-none pr-10 dark:scheme-dark" });
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <select {...control}>
          <option value="">Elegí una categoría</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.id} value={String(o.id)}>
                  {o.name}
                </option>
              ))}
            </optgroup>
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
