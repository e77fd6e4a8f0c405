/**
 * Placeholder artwork for the demo data (`/media/demo/{kind}/{key}.svg`): small, deterministic SVGs
 * whose colours come from a hash of the key. Nothing from the request reaches the markup except the
 * validated key's initials, which are [A-Z0-9] only.
 */

export type DemoSvgKind = "logo" | "banner" | "promo" | "cover" | "bank";

export const DEMO_SVG_KINDS: readonly DemoSvgKind[] = ["logo", "banner", "promo", "cover", "bank"];

const KEY_PATTERN = /^[a-z0-9-]{1,120}$/;

/** Known banks: brand colour and the letters on their placeholder logo. */
export const DEMO_BANKS: Readonly<Record<string, { color: string; initials: string }>> = {
  bancor: { color: "#00875a", initials: "B" },
  nacion: { color: "#0072bc", initials: "BN" },
  santander: { color: "#ec0000", initials: "S" },
  galicia: { color: "#f26e21", initials: "G" },
  bbva: { color: "#004481", initials: "BB" },
  macro: { color: "#0a3d8f", initials: "M" },
  "naranja-x": { color: "#fe5000", initials: "NX" },
  "mercado-pago": { color: "#009ee3", initials: "MP" },
};

const STOP_WORDS = new Set(["de", "del", "la", "las", "el", "los", "y", "e", "en", "al", "a", "lo"]);

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche so similar keys get different colours.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** "farmacia-del-puente" -> "FP"; "kioscos" -> "K". Only [A-Z0-9] can come out. */
export function initialsFor(key: string): string {
  const words = key.split("-").filter((w) => w.length > 0);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen
    .map((w) => w[0] ?? "")
    .join("")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
}

/** Two harmonious colours and a few numbers, all from the key. */
function palette(key: string) {
  const h = hash(key);
  const hue = h % 360;
  const shift = 25 + ((h >>> 9) % 50);
  return {
    id: (h % 0xfffff).toString(36),
    a: hsl(hue, 68, 46),
    b: hsl(hue + shift, 72, 36),
    light: hsl(hue + 180, 80, 92),
    n: (i: number) => (h >>> (i * 3)) % 100,
  };
}

function logo(initials: string, from: string, to: string, id: string): string {
  const size = initials.length > 1 ? 100 : 120;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<defs><linearGradient id="l${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="256" height="256" rx="56" fill="url(#l${id})"/>` +
    `<circle cx="206" cy="50" r="70" fill="#fff" opacity=".08"/>` +
    `<text x="128" y="132" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" ` +
    `font-size="${size}" font-weight="700" fill="#fff" letter-spacing="2">${initials}</text></svg>`
  );
}

function banner(key: string): string {
  const p = palette(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">` +
    `<defs><linearGradient id="b${p.id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient>` +
    `<pattern id="d${p.id}" width="36" height="36" patternUnits="userSpaceOnUse">` +
    `<circle cx="4" cy="4" r="2.5" fill="#fff" opacity=".16"/></pattern></defs>` +
    `<rect width="1200" height="400" fill="url(#b${p.id})"/>` +
    `<rect width="1200" height="400" fill="url(#d${p.id})"/>` +
    `<circle cx="${900 + p.n(1) * 2}" cy="${60 + p.n(2)}" r="260" fill="#fff" opacity=".08"/>` +
    `<circle cx="${120 + p.n(3)}" cy="420" r="180" fill="#000" opacity=".07"/></svg>`
  );
}

function promo(key: string): string {
  const p = palette(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">` +
    `<defs><linearGradient id="p${p.id}" x1="0" y1="1" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${p.b}"/><stop offset="1" stop-color="${p.a}"/></linearGradient></defs>` +
    `<rect width="800" height="450" fill="url(#p${p.id})"/>` +
    `<circle cx="${80 + p.n(1)}" cy="${60 + p.n(2)}" r="140" fill="#fff" opacity=".08"/>` +
    `<circle cx="700" cy="420" r="200" fill="#fff" opacity=".06"/>` +
    `<g transform="translate(400 225) rotate(-12)">` +
    `<path d="M-170-90H120L200 0 120 90H-170Z" fill="#fff" opacity=".95"/>` +
    `<circle cx="125" cy="0" r="16" fill="${p.b}"/>` +
    `<text x="-30" y="6" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" ` +
    `font-size="150" font-weight="800" fill="${p.a}">%</text></g></svg>`
  );
}

function cover(key: string): string {
  const p = palette(key);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">` +
    `<defs><linearGradient id="c${p.id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}"/></linearGradient></defs>` +
    `<rect width="1200" height="630" fill="url(#c${p.id})"/>` +
    `<circle cx="${200 + p.n(1) * 3}" cy="${120 + p.n(2)}" r="${180 + p.n(3)}" fill="#fff" opacity=".1"/>` +
    `<circle cx="${900 + p.n(4)}" cy="${420 + p.n(5)}" r="${220 + p.n(6)}" fill="${p.light}" opacity=".14"/>` +
    `<rect x="${520 + p.n(7) * 2}" y="${80 + p.n(8)}" width="240" height="240" rx="40" ` +
    `transform="rotate(${15 + (p.n(9) % 40)} 640 300)" fill="#fff" opacity=".08"/>` +
    `<path d="M0 520C240 440 420 610 700 540S1080 430 1200 480V630H0Z" fill="#000" opacity=".12"/></svg>`
  );
}

function bank(key: string): string {
  const known = DEMO_BANKS[key];
  if (!known) {
    const p = palette(key);
    return logo(initialsFor(key) || "B", p.a, p.b, p.id);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">` +
    `<rect width="256" height="256" rx="56" fill="${known.color}"/>` +
    `<rect x="20" y="20" width="216" height="216" rx="44" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>` +
    `<text x="128" y="132" text-anchor="middle" dominant-baseline="middle" font-family="${FONT}" ` +
    `font-size="${known.initials.length > 1 ? 100 : 120}" font-weight="800" fill="#fff">${known.initials}</text></svg>`
  );
}

export function isDemoSvgKind(kind: string): kind is DemoSvgKind {
  return (DEMO_SVG_KINDS as readonly string[]).includes(kind);
}

/** The SVG for `/media/demo/{kind}/{key}.svg`, or null when the kind or key is not valid. */
export function renderDemoSvg(kind: DemoSvgKind, key: string): string | null {
  if (typeof key !== "string" || !KEY_PATTERN.test(key)) return null;
  switch (kind) {
    case "logo": {
      const p = palette(key);
      return logo(initialsFor(key) || "V", p.a, p.b, p.id);
    }
    case "banner":
      return banner(key);
    case "promo":
      return promo(key);
    case "cover":
      return cover(key);
    case "bank":
      return bank(key);
    default:
      return null;
  }
}
