import { isSlugShaped } from "#core/slug.ts";
import { isUuid, isUuidV4 } from "#core/uuid.ts";

export type BusinessIdentifier =
  | { kind: "uuid"; value: string }
  | { kind: "id"; value: number }
  | { kind: "slug"; value: string };

const MAX_INT = 2_147_483_647;

/** The spec: a business identifier may be a slug, a version-4 UUID or a numeric id; anything else finds nothing. */
export function parseBusinessIdentifier(raw: string): BusinessIdentifier | null {
  const value = raw.trim();
  if (isUuidV4(value as unknown)) return { kind: "uuid", value: value.toLowerCase() };
  // All digits is always read as an id, and a UUID of another version is no slug either.
  if (/^\d+$/.test(value)) {
    const id = value.length <= 10 ? Number(value) : 0;
    return id >= 1 && id <= MAX_INT ? { kind: "id", value: id } : null;
  }
  if (isUuid(value as unknown)) return null;
  if (isSlugShaped(value, 120)) return { kind: "slug", value };
  return null;
}
