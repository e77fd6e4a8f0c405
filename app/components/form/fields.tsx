import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, useState } from "react";
import { describedBy, FieldFrame, type FieldProps, inputClass } from "#app/components/form/field-frame.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { cn } from "#app/lib/cn.ts";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & FieldProps;

/** A labelled input whose hint and error are announced with it (aria-invalid + aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  labelAside,
  className,
  "aria-describedby": own,
  ...input
}: InputProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint, own })}
        className={inputClass(error, className)}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it appears with it). */
export function PasswordField({ id, label, error, labelAside, className, ...input }: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame id={id} label={label} error={error} labelAside={labelAside}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(error, cn("pr-12", className))}
          {...input}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
            aria-controls={id}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
