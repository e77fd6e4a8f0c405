/**
 * "Qué es Vilma" → "que-es-vilma": lowercase ASCII letters and digits joined by single dashes.
 * Accents and ñ lose their marks (NFD), everything else separates words. May return "".
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, "");
}
