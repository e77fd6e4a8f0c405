/**
 * Draws the app icons (manifest, Apple touch icon) from the logo in public/favicon.svg. The PNGs are
 * committed; run `node scripts/make-icons.ts` again only when the logo changes.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const logo = fs.readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const pin = /<path d="([^"]+)"/.exec(logo)?.[1];
if (!pin) throw new Error("public/favicon.svg has no pin path");
const out = path.join(root, "public/icons");
fs.mkdirSync(out, { recursive: true });

/** The pin on a full square: `scale` of the icon; a maskable icon keeps it inside the 80% safe circle. */
function squareIcon(scale: number): string {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d64e0"/><g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${pin}" fill="#fff"/></g></svg>`;
}

const icons: [string, string, number][] = [
  ["icon-192.png", logo, 192],
  ["icon-512.png", logo, 512],
  ["maskable-512.png", squareIcon(0.75), 512],
  // iOS rounds the corners itself and shows transparency as black.
  ["apple-touch-icon.png", squareIcon(0.9), 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
console.log(`Íconos escritos en ${out}`);
