/**
 * A new business's slug: from its name (core/slug.ts), never a reserved word (they share `/{slug}`
 * with the app's routes), "-2", "-3"… when taken. The caller inserts with ON CONFLICT DO NOTHING
 * and asks again for the next candidate if another insert won the race.
 */
import { eq, like, or } from "drizzle-orm";
import { isReservedSlug, slugify } from "#core/slug.ts";
import type { Database } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";

/** Room for a "-123" suffix within the 120 characters a slug may have. */
const BASE_MAX = 100;

export function baseSlug(name: string, city?: string): string {
  let base = slugify(name, BASE_MAX) || "comercio";
  if (isReservedSlug(base)) base = slugify(`${base} ${city ?? "comercio"}`, BASE_MAX);
  return base;
}

/** The first free candidate: the base itself, then base-2, base-3, … */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: businesses.slug })
        .from(businesses)
        .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
