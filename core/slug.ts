/**
 * Slugs share the URL space with the app's own routes (`/{slug}` is a catch-all),
 * so a business may never take a word the URL map uses: the first segment of every
 * route in app/routes.ts and of every file the server answers at the root.
 * `app/routes.test.ts` fails when a top-level route is missing here, and when the
 * database CHECK constraint (built from this list) has no migration yet (decision 24).
 */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "arrepentimiento",
  "assets",
  "auth",
  "business",
  "categories",
  "contacto",
  "favicon.ico",
  "farmacias-de-turno",
  "favorites",
  "healthz",
  "icons",
  "magazine",
  "manifest.webmanifest",
  "media",
  "mi-comercio",
  "notifications",
  "ofertas",
  "offline",
  "paginas",
  "pricing",
  "privacidad",
  "profile",
  "robots.txt",
  "search",
  "sitemap.xml",
  "sw.js",
  "terminos-y-condiciones",
  "uploads",
] as const;

const reserved = new Set<string>(RESERVED_SLUGS);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isReservedSlug(slug: string): boolean {
  return reserved.has(slug);
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= 120 && SLUG_PATTERN.test(slug) && !isReservedSlug(slug);
}

/**
 * "Farmacia Del Centro Ñandú" → "farmacia-del-centro-nandu": lowercase ASCII letters and digits
 * joined by single dashes. Accents and ñ lose their marks, everything else separates words. May
 * return "" (text with no letters or digits).
 */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}

/** The shape of a slug (any kind: business, category, article), without the reserved words check. */
export function isSlugShaped(value: string, maxLength = 200): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}
