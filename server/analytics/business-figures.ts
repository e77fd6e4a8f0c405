import { sql } from "drizzle-orm";
import { type ReportRange, rangeInstants } from "#core/report-range.ts";
import {
  businessAnalytics,
  businesses,
  businessPromotions,
  categories,
  promotionEvents,
} from "../platform/db/schema.ts";

/**
 * Per business: one grouped subquery per source (analytics rows in range, promotion events in
 * range), joined to the businesses that had anything. Searched by name (accent-free), sorted, paged.
 */
export function businessFigures(range: ReportRange) {
  const { start, end } = rangeInstants(range);
  return sql`(
    select b.uuid, b.name, b.slug, c.name as category,
      coalesce(a.page_views, 0)::int as page_views, coalesce(a.calls, 0)::int as calls,
      coalesce(a.whatsapp, 0)::int as whatsapp_clicks, coalesce(a.website, 0)::int as website_clicks,
      coalesce(a.email, 0)::int as email_clicks, coalesce(a.directions, 0)::int as directions_clicks,
      (coalesce(a.calls, 0) + coalesce(a.whatsapp, 0) + coalesce(a.website, 0) + coalesce(a.email, 0) + coalesce(a.directions, 0))::int as leads,
      coalesce(p.events, 0)::int as promotion_events
    from ${businesses} b
    left join ${categories} c on c.id = b.category_id
    left join (
      select business_uuid, sum(page_views) as page_views, sum(calls) as calls, sum(whatsapp_clicks) as whatsapp,
        sum(website_clicks) as website, sum(email_clicks) as email, sum(directions_clicks) as directions
      from ${businessAnalytics} where date between ${range.from} and ${range.to} group by business_uuid
    ) a on a.business_uuid = b.uuid
    left join (
      select bp.business_uuid, count(*) as events
      from ${promotionEvents} e join ${businessPromotions} bp on bp.id = e.promotion_id
      where e.created_at between ${start.toISOString()}::timestamptz and ${end.toISOString()}::timestamptz
      group by bp.business_uuid
    ) p on p.business_uuid = b.uuid
    where a.business_uuid is not null or p.business_uuid is not null
  )`;
}

export type FigureRow = {
  uuid: string;
  name: string;
  slug: string;
  category: string | null;
  page_views: number;
  calls: number;
  whatsapp_clicks: number;
  website_clicks: number;
  email_clicks: number;
  directions_clicks: number;
  leads: number;
  promotion_events: number;
};
