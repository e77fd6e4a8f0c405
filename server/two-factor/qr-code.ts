/**
 * A QR code as SVG path data, built on the server (decision 26): the page draws it as an inline
 * <svg> with no script, no image request and no inline style (the CSP allows neither), so the
 * authenticator's setup works without JavaScript. Each dark module is one unit square; a run of
 * dark modules in a row is one rectangle, which keeps the path short.
 */
import qrcode from "qrcode-generator";

export interface QrPath {
  /** Modules per side, quiet zone excluded (the viewBox adds it). */
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.isDark(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, d: parts.join("") };
}
