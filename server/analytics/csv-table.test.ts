import { describe, expect, it } from "vitest";
import { csvCell, csvTable } from "./csv-table.ts";

describe("csvTable", () => {
  it("writes ; separated rows with a BOM and CRLF, quoting what needs it", () => {
    expect(csvTable(["Nombre", "Vistas"], [['Café; Bar "El Sol"', 12]])).toBe(
      '\uFEFFNombre;Vistas\r\n"Café; Bar ""El Sol""";12\r\n',
    );
  });

  it("defuses spreadsheet formulas but keeps negative numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
  });
});
