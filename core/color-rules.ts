/**
 * Colours chosen in the admin (a category's, a bank's) as CSS rules: a style="" attribute would need
 * 'unsafe-inline' in the CSP. Each element names its row in a data attribute
 * (`data-category-color="12"`), its route's loader returns the rules for the rows it shows as
 * `colorRules`, and root.tsx puts every matched route's rules into one <style> with the request's
 * nonce. The database holds the colours as free text, so only hex colours pass, and keys only as
 * plain ids: nothing stored can close the rule or the <style> element.
 */

/** `data-…-color`: the attribute an element names its row with. */
export type ColorAttribute = `data-${string}-color`;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const KEY = /^[a-z0-9_-]+$/i;
const ATTRIBUTE = /^data-[a-z0-9-]+-color$/;

/** The colour as it goes into CSS (lower case), or null unless it is `#rgb` or `#rrggbb`. */
export function cssHexColor(value: string | null | undefined): string | null {
  const color = value?.trim() ?? "";
  return HEX_COLOR.test(color) ? color.toLowerCase() : null;
}

/**
 * One `background-color` rule per key, for the elements with `attribute="key"`: rows whose colour
 * or key is not valid are left out (their element keeps its class's colour), a repeated key counts once.
 */
export function colorRules(
  attribute: ColorAttribute,
  rows: Iterable<{ key: string | number; color: string | null | undefined }>,
): string {
  if (!ATTRIBUTE.test(attribute)) throw new Error(`colorRules: atributo inválido ${attribute}`);
  const rules = new Map<string, string>();
  for (const row of rows) {
    const key = String(row.key);
    const color = cssHexColor(row.color);
    if (!color || !KEY.test(key) || rules.has(key)) continue;
    rules.set(key, `[${attribute}="${key}"]{background-color:${color}}`);
  }
  return [...rules.values()].join("");
}
