import { describe, expect, it } from "vitest";
import { decodeCsvBytes, detectDelimiter, parseCsv, spreadsheetCsv, writeCsv } from "./csv.ts";

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe("decodeCsvBytes", () => {
  it("reads UTF-8 with and without a BOM, and Windows-1252 when the bytes are not UTF-8", () => {
    const utf8 = new TextEncoder().encode("nombre\nPeñón");
    expect(decodeCsvBytes(utf8)).toEqual({ text: "nombre\nPeñón", encoding: "utf-8" });
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: "nombre\nPeñón",
      encoding: "utf-8",
    });
    expect(decodeCsvBytes(latin1("nombre\nPeñón"))).toEqual({ text: "nombre\nPeñón", encoding: "windows-1252" });
    // 0x80 is € in Windows-1252 (not a control character as in ISO-8859-1).
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x31])).text).toBe("€1");
  });
});

describe("detectDelimiter", () => {
  it("counts only the first record, outside quotes", () => {
    expect(detectDelimiter("a;b;c\n1,2;3")).toBe(";");
    expect(detectDelimiter("a,b\n1;2;3;4")).toBe(",");
    expect(detectDelimiter('"x;y;z",b\n')).toBe(",");
    expect(detectDelimiter("solo")).toBe(",");
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks", () => {
    const text = 'nombre,descripcion\r\n"Bar ""El Gato""","Abre tarde,\nmuy tarde"\r\nKiosco,\r\n';
    const parsed = parseCsv(text);
    expect(parsed.records).toEqual([
      ["nombre", "descripcion"],
      ['Bar "El Gato"', "Abre tarde,\nmuy tarde"],
      ["Kiosco", ""],
    ]);
    expect(parsed.lines).toEqual([1, 2, 4]);
  });

  it("detects ; and skips blank lines, keeps a last line without a line end", () => {
    const parsed = parseCsv("a;b\n\n1;2,5\n3;4");
    expect(parsed.delimiter).toBe(";");
    expect(parsed.records).toEqual([
      ["a", "b"],
      ["1", "2,5"],
      ["3", "4"],
    ]);
    expect(parsed.lines).toEqual([1, 3, 4]);
  });

  it("keeps an empty quoted field and a stray quote inside a bare field", () => {
    expect(parseCsv('a,b\n"",x"y\n').records).toEqual([
      ["a", "b"],
      ["", 'x"y'],
    ]);
  });

  it("drops a BOM left in the text", () => {
    expect(parseCsv("\uFEFFnombre\nx").records[0]).toEqual(["nombre"]);
  });
});

describe("writeCsv", () => {
  it("quotes only what needs it and reads back the same", () => {
    const rows = [
      ["fila", "error"],
      ["3", 'Falta el nombre; "x"'],
      ["4", "dos\nlíneas"],
      ["5", " espacio"],
    ];
    const text = writeCsv(rows, ";");
    expect(text.split("\r\n")[0]).toBe("fila;error");
    expect(text).toContain('"Falta el nombre; ""x"""');
    expect(parseCsv(text, ";").records).toEqual(rows);
  });
});

describe("writeCsv and spreadsheetCsv defuse formulas", () => {
  it("puts an apostrophe before a formula but keeps numbers", () => {
    expect(writeCsv([['=HYPERLINK("x")', "@SUM(A1)", "-32,41", "-3", "+54 353"]])).toBe(
      '"\'=HYPERLINK(""x"")",\'@SUM(A1),-32,41,-3,\'+54 353\r\n'.replace("-32,41", '"-32,41"'),
    );
  });

  it("writes ; separated rows with a BOM and CRLF for Excel", () => {
    expect(spreadsheetCsv(["Nombre", "Vistas"], [['Café; Bar "El Sol"', 12]])).toBe(
      '\uFEFFNombre;Vistas\r\n"Café; Bar ""El Sol""";12\r\n',
    );
  });
});
