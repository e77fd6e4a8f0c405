import { or, type SQL, sql } from "drizzle-orm";
import { businesses } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";

/**
 * The one text the admin search looks in: name, slug, address and the phones' digits. Folded by
 * `textMatches`, it is the expression of the trigram index `businesses_admin_search_trgm_idx`
 * (server/platform/db/schema.ts), so "contains" is an index scan, not a pass over every business.
 */
const adminSearchText = sql`${businesses.name} || ' ' || ${businesses.slug} || ' ' || coalesce(${businesses.address}, '') || ' ' || regexp_replace(coalesce(${businesses.phoneNumber}, '') || ' ' || coalesce(${businesses.whatsappNumber}, ''), '[^0-9 ]', '', 'g')`;

/** The search over name, slug, address and phone (the phone by its digits). */
export function businessSearch(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, "");
  return or(
    textMatches(q, adminSearchText),
    // A slug spells spaces as hyphens: "san martin" also finds "/san-martin-…".
    textMatches(q.replace(/\s+/g, "-"), adminSearchText),
    digits.length >= 3 ? textMatches(digits, adminSearchText) : undefined,
  );
}
