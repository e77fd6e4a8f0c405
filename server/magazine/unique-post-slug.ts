import { and, eq, like, ne, or } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { magazinePosts } from "../platform/db/schema.ts";

/** `base`, or `base-2`, `base-3`… the first no other post uses. */
export async function uniqueSlug(db: Database, base: string, exceptId: number | null): Promise<string> {
  const rows = await db
    .select({ slug: magazinePosts.slug })
    .from(magazinePosts)
    .where(
      and(
        or(eq(magazinePosts.slug, base), like(magazinePosts.slug, `${base}-%`)),
        exceptId === null ? undefined : ne(magazinePosts.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
