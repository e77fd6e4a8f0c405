/**
 * How search sees text, everywhere it is compared: online (server/search/), offline on the phone
 * (offline-directory.ts) and in the admin lists' filters. No dependencies: the offline page ships it.
 */

/** Lowercase, without diacritics ("Café Ñandú" → "cafe nandu"), like `f_unaccent(lower(…))`. */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/** The words search looks at: folded, split on anything but letters and digits. */
export function searchWords(value: string): string[] {
  return foldForSearch(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}
