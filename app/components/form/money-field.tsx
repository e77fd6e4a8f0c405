import type { InputHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, splitField } from "#app/components/form/field-frame.tsx";
import { formatArsInput, parseArs } from "#core/money.ts";

type MoneyFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "inputMode"> & FieldProps;

/**
 * An amount in pesos (a price, a minimum purchase). A text input with a "$" in front and the
 * phone's decimal keypad; it takes what people type here ("1.500", "1234,5", "$ 1.234,50") and
 * sends the text as typed: the server reads it with `arsAmountSchema` (#core/money.ts), which gives
 * centavos. With JavaScript, leaving the field rewrites a valid amount the way we write it
 * ("1234,5" → "1.234,50"), so the person sees what we understood; an invalid one is left alone
 * for the error to point at. Say the currency in the label if "$" alone could be read as dollars.
 */
export function MoneyField({ onBlur, ...props }: MoneyFieldProps) {
  const { frame, control } = splitField(props, { className: "pl-9 tabular-nums" });
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-0 grid w-9 place-items-center text-base text-fg-muted"
          aria-hidden
        >
          $
        </span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          onBlur={(event) => {
            const centavos = parseArs(event.currentTarget.value);
            if (centavos !== null) event.currentTarget.value = formatArsInput(centavos);
            onBlur?.(event);
          }}
          {...control}
        />
      </div>
    </FieldFrame>
  );
}
