import { type ColorAttribute, colorRules } from "#app/lib/color-rules.ts";
import { useNonce } from "#app/lib/nonce.tsx";

/**
 * The background colours of a list's rows (admin-chosen, any hex), as one <style> with the request's
 * nonce: render it once beside the list, and give each coloured element `attribute={row.key}`.
 */
export function ColorRules({
  attribute,
  rows,
}: {
  attribute: ColorAttribute;
  rows: Iterable<{ key: string | number; color: string | null | undefined }>;
}) {
  const nonce = useNonce();
  const css = colorRules(attribute, rows);
  if (!css) return null;
  return <style nonce={nonce}>{css}</style>;
}
