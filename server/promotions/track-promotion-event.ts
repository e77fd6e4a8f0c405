import { sql } from "drizzle-orm";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../db/client.ts";
import { businesses, businessPromotions, promotionEvents } from "../db/schema.ts";
import { isPromotionEventType, normalizeReferrer, type PromotionEventType } from "./promotion-event-body.ts";

export interface PromotionCounts {
  viewsCount: number;
  clicksCount: number;
  couponCopiesCount: number;
}

export type TrackPromotionEventResult =
  | { ok: true; promotionId: string; type: PromotionEventType; counts: PromotionCounts }
  | { ok: false; error: "invalid_type" | "not_found" };

const COUNTER: Record<PromotionEventType, string> = {
  view: "views_count",
  click: "clicks_count",
  coupon_copy: "coupon_copies_count",
};

/**
 * The spec's track_promotion_event: adds one to the promotion's counter for the event type and stores
 * the event (promotion_events) with its referrer, atomically, and returns the new counts.
 *
 * Only an active promotion (start_date <= now <= end_date) of an active business counts; anything else
 * (not a UUID, no such promotion, ended, not started, hidden business) is "not_found", and an unknown
 * type is "invalid_type": in both cases nothing is written.
 *
 * One SQL statement does both writes (a data-modifying CTE), so they commit or fail together, and
 * `counter = counter + 1` takes the row lock: concurrent calls queue on the row and none is lost.
 */
export async function trackPromotionEvent(
  promotionId: string,
  type: string,
  referrer: unknown,
  now: Date = new Date(),
): Promise<TrackPromotionEventResult> {
  if (!isPromotionEventType(type)) return { ok: false, error: "invalid_type" };
  if (!isUuid(promotionId)) return { ok: false, error: "not_found" };
  const db = await getDb();
  const counter = sql.identifier(COUNTER[type]);
  const at = now.toISOString();
  const result = await db.execute(sql`
    with updated as (
      update ${businessPromotions} as p
      set ${counter} = p.${counter} + 1
      where p.id = ${promotionId.toLowerCase()}::uuid
        and p.start_date <= ${at}::timestamptz
        and p.end_date >= ${at}::timestamptz
        and exists (select 1 from ${businesses} as b where b.uuid = p.business_uuid and b.status = 'active')
      returning p.id, p.views_count, p.clicks_count, p.coupon_copies_count
    ), inserted as (
      insert into ${promotionEvents} (promotion_id, event_type, referrer, created_at)
      select updated.id, ${type}, ${normalizeReferrer(referrer)}, ${at}::timestamptz from updated
    )
    select id, views_count, clicks_count, coupon_copies_count from updated`);
  const row = (
    result as unknown as {
      rows: { id: string; views_count: number; clicks_count: number; coupon_copies_count: number }[];
    }
  ).rows[0];
  if (!row) return { ok: false, error: "not_found" };
  return {
    ok: true,
    promotionId: row.id,
    type,
    counts: {
      viewsCount: Number(row.views_count),
      clicksCount: Number(row.clicks_count),
      couponCopiesCount: Number(row.coupon_copies_count),
    },
  };
}
