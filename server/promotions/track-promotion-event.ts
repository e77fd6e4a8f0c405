import { lt, sql } from "drizzle-orm";
import { fail, ok, type Result } from "#core/errors.ts";
import { isUuid } from "#core/uuid.ts";
import { hourBucket, visitPruner } from "../analytics/hourly-visits.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, businessPromotions, promotionEvents, promotionEventVisits } from "../platform/db/schema.ts";
import { isPromotionEventType, normalizeReferrer, type PromotionEventType } from "./promotion-event-body.ts";

export interface PromotionCounts {
  viewsCount: number;
  clicksCount: number;
  couponCopiesCount: number;
}

/** A counted event's answer: the promotion's counters after it. */
export interface PromotionEventCount {
  promotionId: string;
  type: PromotionEventType;
  counts: PromotionCounts;
}

const COUNTER: Record<PromotionEventType, string> = {
  view: "views_count",
  click: "clicks_count",
  coupon_copy: "coupon_copies_count",
};

/** Forgets visits from past hours (server/analytics/hourly-visits.ts). */
const pruneVisits = visitPruner("promociones", async (before) => {
  const db = await getDb();
  await db.delete(promotionEventVisits).where(lt(promotionEventVisits.hourBucket, before));
});

/**
 * The spec's track_promotion_event: adds one to the promotion's counter for the event type and stores
 * the event (promotion_events) with its referrer, atomically, and returns the new counts, at most
 * once per visitor, promotion, kind and hour (issue 9: one client sent 2,834 views in 6 s).
 *
 * `visitor` says who is counting (server/platform/http/visitor-id.ts: the user id, or a hash of IP and
 * user agent). A repeat within the hour answers the current counts and writes nothing.
 *
 * Only a live promotion (not paused, start_date <= now <= end_date: core isPromotionLive) of an active business counts; anything else
 * (not a UUID, no such promotion, ended, not started, hidden business) is "not_found", and an unknown
 * type is "invalid_type": in both cases nothing is written.
 *
 * One SQL statement does every write (data-modifying CTEs), so they commit or fail together. The
 * visit row's primary key (visitor, promotion, kind, hour) decides whether this one counts: `on
 * conflict do nothing` makes a concurrent duplicate, on this instance or another, insert nothing,
 * and `counter = counter + 1` takes the row lock, so concurrent visitors queue and none is lost.
 */
export async function trackPromotionEvent(
  promotionId: string,
  type: string,
  referrer: unknown,
  now: Date,
  visitor: string,
): Promise<Result<PromotionEventCount>> {
  if (!isPromotionEventType(type)) return fail("validation");
  if (!isUuid(promotionId)) return fail("not_found");
  const db = await getDb();
  const counter = sql.identifier(COUNTER[type]);
  const at = now.toISOString();
  const hour = hourBucket(now);
  const id = promotionId.toLowerCase();
  const result = await db.execute(sql`
    with active as (
      select p.id from ${businessPromotions} as p
      where p.id = ${id}::uuid
        and p.paused_at is null
        and p.start_date <= ${at}::timestamptz
        and p.end_date >= ${at}::timestamptz
        and exists (select 1 from ${businesses} as b where b.uuid = p.business_uuid and b.status = 'active')
    ), visit as (
      insert into ${promotionEventVisits} (visitor_hash, promotion_id, event_type, hour_bucket)
      select ${visitor}, active.id, ${type}, ${hour}::timestamptz from active
      on conflict do nothing
      returning promotion_id
    ), updated as (
      update ${businessPromotions} as p
      set ${counter} = p.${counter} + 1
      where p.id in (select promotion_id from visit)
      returning p.id, p.views_count, p.clicks_count, p.coupon_copies_count
    ), inserted as (
      insert into ${promotionEvents} (promotion_id, event_type, referrer, created_at)
      select updated.id, ${type}, ${normalizeReferrer(referrer)}, ${at}::timestamptz from updated
    )
    select id, views_count, clicks_count, coupon_copies_count from updated
    union all
    select p.id, p.views_count, p.clicks_count, p.coupon_copies_count
    from ${businessPromotions} as p
    where p.id in (select id from active) and not exists (select 1 from updated)`);
  pruneVisits(now);
  const row = (
    result as unknown as {
      rows: { id: string; views_count: number; clicks_count: number; coupon_copies_count: number }[];
    }
  ).rows[0];
  if (!row) return fail("not_found");
  return ok({
    promotionId: row.id,
    type,
    counts: {
      viewsCount: Number(row.views_count),
      clicksCount: Number(row.clicks_count),
      couponCopiesCount: Number(row.coupon_copies_count),
    },
  });
}
