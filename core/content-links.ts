/**
 * Where a banner or a quick-access link may point, and which public pages show banners. Both the
 * admin forms and the public components read these: a link is a path of this site ("/ofertas",
 * "/search?q=pizza") or an https address; anything else (javascript:, //host, http:) is refused.
 * No zod here: the public pages import this module (their JavaScript budget); the field is in
 * link-field.ts.
 */
/** A public page shows at most this many banners (the first active ones, in their order). */
export const MAX_BANNERS_PER_PAGE = 4;

export const BANNER_PLACEMENTS = ["home", "search", "ofertas", "magazine", "categories"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  home: "Inicio",
  search: "Resultados de búsqueda",
  ofertas: "Ofertas",
  magazine: "Magazine",
  categories: "Categorías",
};

export function isBannerPlacement(value: unknown): value is BannerPlacement {
  return typeof value === "string" && (BANNER_PLACEMENTS as readonly string[]).includes(value);
}

export const LINK_MESSAGE = "Escribí una ruta de Vilma que empiece con / (como /ofertas) o una dirección https://…";

/** A path of this site or an https URL with a host; no control characters, no protocol-relative "//". */
export function isSafeLink(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make a link ambiguous
  if (value.length === 0 || value.length > 500 || /[\u0000-\u0020\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** True for a path of this site (a React Router <Link>), false for another site (a plain <a>). */
export function isInternalLink(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//");
}
