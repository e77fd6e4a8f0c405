import qrcode from "qrcode-generator";
import { describe, expect, it } from "vitest";
import { qrPath } from "./qr-code.ts";

const URI =
  "otpauth://totp/Vilma:ana.sosa%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA&issuer=Vilma&digits=6&period=30";

/** The modules the path paints, read back from its "M x y h w v1 h-w z" rectangles. */
function paintedModules(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w, back] = match.slice(1).map(Number) as [number, number, number, number];
    expect(back).toBe(w);
    for (let col = x; col < x + w; col++) {
      const row = grid[y] as boolean[];
      expect(row[col], `módulo pintado dos veces en ${col},${y}`).toBe(false);
      row[col] = true;
    }
  }
  return grid;
}

describe("qrPath", () => {
  it("paints exactly the dark modules of the QR code for the text", () => {
    const { size, d } = qrPath(URI);
    const reference = qrcode(0, "M");
    reference.addData(URI, "Byte");
    reference.make();
    expect(size).toBe(reference.getModuleCount());
    const grid = paintedModules(d, size);
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) expect(grid[row]?.[col], `${col},${row}`).toBe(reference.isDark(row, col));
    }
  });

  it("has a QR code's shape: a version's size and the three finder squares in the corners", () => {
    const { size, d } = qrPath(URI);
    expect((size - 17) % 4).toBe(0);
    const grid = paintedModules(d, size);
    const finderAt = (top: number, left: number) => {
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) {
          const ring = r === 0 || r === 6 || c === 0 || c === 6;
          const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
          expect(grid[top + r]?.[left + c], `finder ${top},${left} @${r},${c}`).toBe(ring || core);
        }
      }
    };
    finderAt(0, 0);
    finderAt(0, size - 7);
    finderAt(size - 7, 0);
  });

  it("grows with the text and merges runs into one rectangle each", () => {
    const short = qrPath("otpauth://totp/Vilma:a%40b.co?secret=ABCD");
    expect(short.size).toBeLessThan(qrPath(URI).size);
    // No two rectangles of the same row touch: a run is one rectangle.
    const rects = [...short.d.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(
      (m) => m.slice(1).map(Number) as [number, number, number],
    );
    for (const [x, y, w] of rects) expect(rects.some(([x2, y2]) => y2 === y && x2 === x + w)).toBe(false);
  });
});
