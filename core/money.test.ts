import { describe, expect, it } from "vitest";
import { ARS_MESSAGES, arsAmountSchema, formatArsInput, formatCentavos, parseArs } from "./money.ts";

const NBSP = "\u00a0";

describe("parseArs", () => {
  it.each([
    ["1234", 123400],
    ["1234,5", 123450],
    ["1234,50", 123450],
    ["1.234", 123400],
    ["1.234,50", 123450],
    ["12,5", 1250],
    ["0,05", 5],
    ["0", 0],
    ["$ 1.500", 150000],
    ["$1.500", 150000],
    [`$${NBSP}1.500,25`, 150025],
    ["  980  ", 98000],
    ["1.234.567,89", 123456789],
    ["007", 700],
  ])("%s → %d centavos", (text, expected) => {
    expect(parseArs(text)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["only the sign", "$"],
    ["negative", "-1500"],
    ["negative after the sign", "$ -1.500"],
    ["three decimals", "1,234"],
    ["a dot as decimal point", "12.50"],
    ["a dot with one decimal", "1234.5"],
    ["thousands not in threes", "1.23.456"],
    ["two commas", "1,2,3"],
    ["a trailing comma", "1234,"],
    ["letters", "mil pesos"],
    ["scientific notation", "1e5"],
    ["a space inside", "1 500"],
    ["too large to count exactly", "99999999999999999"],
  ])("%s → null", (_name, text) => {
    expect(parseArs(text)).toBeNull();
  });
});

describe("formatCentavos", () => {
  it.each([
    [123450, `$${NBSP}1.234,50`],
    [150000, `$${NBSP}1.500`],
    [5, `$${NBSP}0,05`],
    [0, `$${NBSP}0`],
    [123456789, `$${NBSP}1.234.567,89`],
    [Number.NaN, ""],
  ])("%d → %s", (centavos, expected) => {
    expect(formatCentavos(centavos)).toBe(expected);
  });

  it("reads back what it writes", () => {
    for (const centavos of [1, 99, 100, 123450, 150000, 987654321]) {
      expect(parseArs(formatCentavos(centavos))).toBe(centavos);
    }
  });
});

describe("formatArsInput", () => {
  it.each([
    [123450, "1.234,50"],
    [123400, "1.234"],
    [1250, "12,50"],
    [0, "0"],
  ])("%d → %s", (centavos, expected) => {
    expect(formatArsInput(centavos)).toBe(expected);
  });
});

describe("arsAmountSchema", () => {
  const schema = arsAmountSchema({ min: 100, max: 100_000_00 });
  const messageOf = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it("turns the typed text into centavos", () => {
    expect(schema.parse("1.234,50")).toBe(123450);
    expect(schema.parse(" $ 1.500 ")).toBe(150000);
  });

  it("asks for an amount when empty or missing", () => {
    expect(messageOf("")).toBe(ARS_MESSAGES.required);
    expect(messageOf(undefined)).toBe(ARS_MESSAGES.required);
  });

  it("shows an example when the text is not an amount", () => {
    expect(messageOf("12.50")).toBe("Ingresá un monto válido, por ejemplo 1.500,50");
    expect(messageOf("-5")).toBe(ARS_MESSAGES.invalid);
  });

  it("says the limits in pesos", () => {
    expect(messageOf("0,99")).toBe(`Ingresá un monto de al menos $${NBSP}1`);
    expect(messageOf("100.000,01")).toBe(`Ingresá un monto de hasta $${NBSP}100.000`);
    expect(schema.parse("1")).toBe(100);
    expect(schema.parse("100.000")).toBe(100_000_00);
  });

  it("takes a message of its own", () => {
    const price = arsAmountSchema({ message: "Ingresá el precio, por ejemplo 2.500" });
    expect(price.safeParse("abc").error?.issues[0]?.message).toBe("Ingresá el precio, por ejemplo 2.500");
  });

  it("can be optional", () => {
    expect(arsAmountSchema().optional().parse(undefined)).toBeUndefined();
  });
});
