import { SLUG_PATTERN } from "#core/slug.ts";

export type BusinessIdentifier =
  | { kind: "uuid"; value: string }
  | { kind: "id"; value: number }
  | { kind: "slug"; value: string };

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT = 2_147_483_647;

/** The spec: a business identifier may be a slug, a version-4 UUID or a numeric id; anything else finds nothing. */
export function parseBusinessIdentifier(raw: string): BusinessIdentifier | null {
  const value = raw.trim();
  if (UUID_V4.test(value)) return { kind: "uuid", value: value.toLowerCase() };
  // All digits is always read as an id, and a UUID of another version is no slug either.
  if (/^\d+$/.test(value)) {
    const id = value.length <= 10 ? Number(value) : 0;
    return id >= 1 && id <= MAX_INT ? { kind: "id", value: id } : null;
  }
  if (UUID_SHAPE.test(value)) return null;
  if (value.length <= 120 && SLUG_PATTERN.test(value)) return { kind: "slug", value };
  return null;
}
