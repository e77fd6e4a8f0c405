/**
 * A table as CSV for the admin's downloads (/admin/analytics.csv), with the owner CSV's conventions
 * (core/business-stats.ts statsCsv): `;`-separated, CRLF, a UTF-8 byte order mark. A cell that a
 * spreadsheet would run as a formula (a business named "=HYPERLINK(…)") starts with an apostrophe.
 * (Helper B's core/csv.ts was not on this branch; merge the two at the lead's convenience.)
 */
export function csvTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
