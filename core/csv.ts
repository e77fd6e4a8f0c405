/**
 * CSV as people and spreadsheets write it (RFC 4180 plus what Excel and LibreOffice export):
 * `;` or `,` between fields (detected from the header line), quoted fields with doubled quotes,
 * commas, semicolons and line breaks inside, CRLF or LF, UTF-8 with or without BOM or
 * Latin-1/Windows-1252 (detected: bytes that are not valid UTF-8 are read as Windows-1252, so
 * "Peñón" survives both). `writeCsv` writes what `parseCsv` reads back.
 */

export type CsvDelimiter = ";" | ",";
export type CsvEncoding = "utf-8" | "windows-1252";

export interface DecodedCsv {
  text: string;
  encoding: CsvEncoding;
}

/** The file's text: UTF-8 (BOM dropped) when its bytes are valid UTF-8, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/**
 * `;` or `,`: the one that splits the first record (quotes respected) into more fields. A
 * spreadsheet in Spanish exports `;` because `,` is its decimal separator.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ";") semicolons++;
    else if (!quoted && ch === ",") commas++;
  }
  return semicolons > commas ? ";" : ",";
}

export interface ParsedCsv {
  delimiter: CsvDelimiter;
  /** Every record, the header first; blank lines are left out. */
  records: string[][];
  /** The 1-based line where each record starts (a quoted field may span lines). */
  lines: number[];
}

export interface CsvRecord {
  cells: string[];
  /** The 1-based line where the record starts (a quoted field may span lines). */
  line: number;
}

/**
 * The records of CSV text one at a time, the header first; blank lines are left out. Lenient as
 * spreadsheets need: a stray quote inside an unquoted field is kept. A caller with a large file
 * (an import) can stop between records to let other work run; `parseCsv` reads them all.
 */
export function* csvRecords(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): Generator<CsvRecord> {
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  const endField = () => {
    record.push(field);
    field = "";
    fieldStarted = false;
  };
  /** The record just ended, or null for a blank line. */
  const endRecord = (): CsvRecord | null => {
    endField();
    const done = record.length === 1 && record[0] === "" ? null : { cells: record, line: recordLine };
    record = [];
    return done;
  };

  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      const done = endRecord();
      if (done) yield done;
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (field !== "" || record.length > 0 || fieldStarted) {
    const done = endRecord();
    if (done) yield done;
  }
}

/** Parses CSV text whole (see `csvRecords`). */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): ParsedCsv {
  const records: string[][] = [];
  const lines: number[] = [];
  for (const record of csvRecords(text, delimiter)) {
    records.push(record.cells);
    lines.push(record.line);
  }
  return { delimiter, records, lines };
}

/**
 * A cell a spreadsheet would run as a formula (a business named `=HYPERLINK(…)`, `@SUM(…)`) gets a
 * leading apostrophe, so opening a download never runs what someone typed; numbers ("-32,41") stay.
 */
function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^[+-]?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
}

function quoteField(raw: string, delimiter: CsvDelimiter): string {
  const value = defuseFormula(raw);
  return value.includes('"') || value.includes(delimiter) || /[\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

/**
 * Records as CSV text (CRLF line ends, as RFC 4180 says); a field is quoted only when it must be,
 * and formulas are defused.
 */
export function writeCsv(records: readonly (readonly string[])[], delimiter: CsvDelimiter = ","): string {
  return `${records.map((r) => r.map((v) => quoteField(v, delimiter)).join(delimiter)).join("\r\n")}\r\n`;
}

/**
 * A download meant for Excel in Argentina (owner statistics, admin analytics): `;`-separated (Excel
 * here reads `,` as the decimal separator, so it opens `;` files in columns straight away) and a UTF-8
 * byte order mark, so "Cómo llegar" reads right.
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${writeCsv([header, ...rows.map((row) => row.map(String))], ";")}`;
}
