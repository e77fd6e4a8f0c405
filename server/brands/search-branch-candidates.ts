import { and, asc, isNull, ne, or, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businesses } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";

/** Businesses to offer under "Agregar sucursal": by name, not already in this brand (10 at most). */
export async function searchBranchCandidates(brandId: number, q: string) {
  const text = q.trim().slice(0, 100);
  if (text.length < 2) return [];
  const db = await getDb();
  return db
    .select({ uuid: businesses.uuid, name: businesses.name, city: businesses.city, brandId: businesses.brandId })
    .from(businesses)
    .where(
      and(textMatches(text, sql`${businesses.name}`), or(isNull(businesses.brandId), ne(businesses.brandId, brandId))),
    )
    .orderBy(asc(businesses.name))
    .limit(10);
}
