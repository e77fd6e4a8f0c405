/**
 * Counting what visitors do with a listing, on the server, as it happens: a lead (a click on "Llamar",
 * WhatsApp, the website, the e-mail or "Cómo llegar") and a visit that came from a search. Each adds
 * at most one per visitor, business, kind and hour (server/analytics/hourly-visits.ts), to the
 * business's row of that Buenos Aires day in business_analytics (leads) or business_search_referrals.
 */
import { lt, sql } from "drizzle-orm";
import { PUBLIC_DETAIL_STATUSES } from "#core/admin-business-form.ts";
import { type BusinessLeadType, isBusinessLeadType, searchReferralKey } from "#core/business-leads.ts";
import { fail, ok, type Result } from "#core/errors.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { businessAnalytics, businesses, businessLeadVisits, businessSearchReferrals } from "../platform/db/schema.ts";
import { hourBucket, visitPruner } from "./hourly-visits.ts";

/** business_analytics' column for each lead. */
const LEAD_COLUMN: Record<BusinessLeadType, string> = {
  call: "calls",
  whatsapp: "whatsapp_clicks",
  website: "website_clicks",
  email: "email_clicks",
  directions: "directions_clicks",
};

const pruneVisits = visitPruner("comercios", async (before) => {
  const db = await getDb();
  await db.delete(businessLeadVisits).where(lt(businessLeadVisits.hourBucket, before));
});

const publicStatuses = sql.join(
  PUBLIC_DETAIL_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Counts one lead of `type` for the business (a public one: active or approved) unless this visitor
 * already did the same within the hour. Not a UUID, no such business or not public → "not_found";
 * an unknown type → "invalid_type"; nothing is written in either case. One statement does every
 * write, so the visit and the counter commit together.
 */
export async function trackBusinessLead(
  businessUuid: string,
  type: string,
  now: Date,
  visitor: string,
): Promise<Result<boolean>> {
  if (!isBusinessLeadType(type)) return fail("validation");
  if (!isUuid(businessUuid)) return fail("not_found");
  const db = await getDb();
  const column = sql.identifier(LEAD_COLUMN[type]);
  const result = await db.execute(sql`
    with target as (
      select b.uuid from ${businesses} as b
      where b.uuid = ${businessUuid.toLowerCase()}::uuid and b.status in (${publicStatuses})
    ), visit as (
      insert into ${businessLeadVisits} (visitor_hash, business_uuid, kind, hour_bucket)
      select ${visitor}, target.uuid, ${type}, ${hourBucket(now)}::timestamptz from target
      on conflict do nothing
      returning business_uuid
    ), counted as (
      insert into ${businessAnalytics} (business_uuid, date, ${column})
      select business_uuid, ${buenosAiresDateKey(now)}::date, 1 from visit
      on conflict (business_uuid, date) do update set ${column} = ${businessAnalytics}.${column} + 1
      returning business_uuid
    )
    select (select count(*) from target)::int as found, (select count(*) from counted)::int as counted`);
  pruneVisits(now);
  const row = (result as unknown as { rows: { found: number; counted: number }[] }).rows[0];
  if (!row || Number(row.found) === 0) return fail("not_found");
  return ok(Number(row.counted) > 0);
}

/**
 * A visit to the business page that came from a search for `query`: the normalised query
 * (core/business-leads.ts) gets one more visit for that day, at most once per visitor, business and
 * hour whatever they searched. Empty, too short or too long queries are skipped. Returns whether it counted.
 */
export async function trackSearchReferral(
  businessUuid: string,
  query: unknown,
  now: Date,
  visitor: string,
): Promise<boolean> {
  const key = searchReferralKey(query);
  if (!key || !isUuid(businessUuid)) return false;
  const db = await getDb();
  const result = await db.execute(sql`
    with visit as (
      insert into ${businessLeadVisits} (visitor_hash, business_uuid, kind, hour_bucket)
      select ${visitor}, b.uuid, 'search', ${hourBucket(now)}::timestamptz
      from ${businesses} as b where b.uuid = ${businessUuid.toLowerCase()}::uuid
      on conflict do nothing
      returning business_uuid
    ), counted as (
      insert into ${businessSearchReferrals} (business_uuid, date, query, visits)
      select business_uuid, ${buenosAiresDateKey(now)}::date, ${key}, 1 from visit
      on conflict (business_uuid, date, query) do update set visits = ${businessSearchReferrals}.visits + 1
      returning business_uuid
    )
    select (select count(*) from counted)::int as counted`);
  pruneVisits(now);
  return Number((result as unknown as { rows: { counted: number }[] }).rows[0]?.counted ?? 0) > 0;
}
