/**
 * Amounts in Argentine pesos as people type them and as we store them: integer centavos.
 *
 * Accepted (an optional "$" first, spaces around): "1234", "1234,5", "1234,50", "1.234",
 * "1.234,50", "$ 1.500". The dot only groups thousands (always in threes) and the comma is the only
 * decimal separator, so "1.234" is one thousand two hundred thirty-four pesos.
 * Refused (null): empty text, negative amounts, more than two decimals ("1,234"), and a dot used
 * as a decimal point ("12.50"): with "12.500" meaning twelve thousand five hundred, reading
 * "12.50" as twelve pesos would let one keystroke change the amount a thousandfold. The form
 * answers with an example instead, and MoneyField rewrites what it understood on blur.
 *
 * Not to be confused with `formatArs` in ./format.ts, which takes pesos (this one takes centavos).
 */
import { formatArs as formatPesos } from "#core/format.ts";
import { z } from "#core/zod.ts";

export const ARS_MESSAGES = {
  required: "Ingresá un monto",
  invalid: "Ingresá un monto válido, por ejemplo 1.500,50",
} as const;

/** Digits with dots every three ("1.234.567") or without dots ("1234567"), then ",5" / ",50". */
const AMOUNT = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** The amount in integer centavos ("1.234,50" → 123450), or null when it is not a valid amount. */
export function parseArs(text: string): number | null {
  const compact = text
    .trim()
    .replace(/^\$\s*/, "")
    .trim();
  const match = AMOUNT.exec(compact);
  if (!match) return null;
  const pesos = Number(match[1]!.replaceAll(".", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = pesos * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** "$ 1.234,50", or "$ 1.500" when the amount is whole (the space is a no-break space). */
export function formatCentavos(centavos: number): string {
  if (!Number.isFinite(centavos)) return "";
  return formatPesos(Math.round(centavos) / 100);
}

const wholeNumber = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 0, useGrouping: "always" });
const withCents = new Intl.NumberFormat("es-AR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: "always",
});

/** What MoneyField shows: "1.234,50" or "1.500" (no sign: the field draws its own "$"). */
export function formatArsInput(centavos: number): string {
  if (!Number.isFinite(centavos)) return "";
  const rounded = Math.round(centavos);
  return rounded % 100 === 0 ? wholeNumber.format(rounded / 100) : withCents.format(rounded / 100);
}

/**
 * A form field holding an amount: takes the text as typed and gives integer centavos.
 * `min` and `max` are in centavos; `message` replaces the "Ingresá un monto válido..." text.
 * Empty text (or a missing field, as Conform sends it) says "Ingresá un monto"; for an optional
 * amount wrap it: `arsAmountSchema({ ... }).optional()`.
 */
export function arsAmountSchema({
  min,
  max,
  message = ARS_MESSAGES.invalid,
}: {
  min?: number;
  max?: number;
  message?: string;
} = {}) {
  return z
    .string({ error: ARS_MESSAGES.required })
    .trim()
    .min(1, ARS_MESSAGES.required)
    .transform((text, ctx) => {
      const centavos = parseArs(text);
      if (centavos === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (min !== undefined && centavos < min) {
        ctx.addIssue({ code: "custom", message: `Ingresá un monto de al menos ${formatCentavos(min)}` });
        return z.NEVER;
      }
      if (max !== undefined && centavos > max) {
        ctx.addIssue({ code: "custom", message: `Ingresá un monto de hasta ${formatCentavos(max)}` });
        return z.NEVER;
      }
      return centavos;
    });
}
