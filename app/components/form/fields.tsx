import { type InputHTMLAttributes, useState } from "react";
import { FieldFrame, type FieldProps, splitField } from "#app/components/form/field-frame.tsx";
import { Eye, EyeOff } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & FieldProps;

/** A labelled input whose hint and error are announced with it (aria-invalid + aria-describedby). */
export function TextField(props: InputProps) {
  const { frame, control } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it appears with it). */
export function PasswordField(props: Omit<InputProps, "type">) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const Icon = visible ? EyeOff : Eye;
  const { frame, control } = splitField(props, { className: "pr-12" });
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input {...control} type={visible ? "text" : "password"} />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
            aria-controls={props.id}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <Icon className="size-5" aria-hidden />
          </button>
        )}
      </div>
    </FieldFrame>
  );
}
