/**
 * "Búsquedas de este mes", as a Google business profile shows them: the words people typed in
 * Vilma's search before opening this business, from the first of the Buenos Aires month to today,
 * with how many visits each brought; the top ten. The referrals are recorded when a visitor opens
 * the business from a /search or unified-search result (server/analytics/track-business-lead.ts,
 * once per visitor and hour). The caller checks who is asking; this only reads.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import { businessSearchReferrals } from "../platform/db/schema.ts";

export const MONTH_SEARCH_TERMS_LIMIT = 10;

export interface MonthSearchTerms {
  /** "2026-11-01": the first day counted. */
  from: string;
  /** Today (Buenos Aires). */
  to: string;
  terms: { query: string; visits: number }[];
}

export async function monthSearchTerms(businessUuid: string, now: Date): Promise<MonthSearchTerms> {
  const db = await getDb();
  const to = buenosAiresDateKey(now);
  const from = `${to.slice(0, 8)}01`;
  const visits = sql<number>`sum(${businessSearchReferrals.visits})::int`;
  const rows = await db
    .select({ query: businessSearchReferrals.query, visits })
    .from(businessSearchReferrals)
    .where(
      and(
        eq(businessSearchReferrals.businessUuid, businessUuid),
        sql`${businessSearchReferrals.date} between ${from}::date and ${to}::date`,
      ),
    )
    .groupBy(businessSearchReferrals.query)
    .orderBy(desc(visits), businessSearchReferrals.query)
    .limit(MONTH_SEARCH_TERMS_LIMIT);
  return { from, to, terms: rows.map((r) => ({ query: r.query, visits: Number(r.visits) })) };
}
