/**
 * A person's initials where there is no photo. Its own module, with nothing imported: the header
 * shows it on every page, and the date and number formatting would come along with core/format.ts.
 */

/**
 * Up to two letters for a person without a photo (the header, the menu, the profile): the first and
 * the last word's first letters ("María de los Ángeles Gómez" → "MG"), a single word's first two
 * ("ñandú" → "ÑA"), else the e-mail's name's; "?" when there is nothing. Letters are counted as
 * characters, not UTF-16 halves, so an emoji or a decomposed accent is never cut in two.
 */
export function initials(name: string, email = ""): string {
  const words = (name.trim() || email.split("@")[0] || "").normalize("NFC").trim().split(/\s+/).filter(Boolean);
  const chars = (word: string | undefined) => Array.from(word ?? "");
  const letters = words.length > 1 ? [chars(words[0])[0], chars(words.at(-1))[0]] : chars(words[0]).slice(0, 2);
  return letters.join("").toLocaleUpperCase("es-AR") || "?";
}
