/** /admin/analytics per category. */
import { sql } from "drizzle-orm";
import type { ReportRange } from "#core/report-range.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";
import { businessFigures, type FigureRow } from "./business-figures.ts";
import type { Leads } from "./leads.ts";

export interface AnalyticsCategoryRow extends Leads {
  categoryId: number | null;
  category: string;
  businesses: number;
  pageViews: number;
  leads: number;
  promotionEvents: number;
}

/** Per category of the business (its own category; "Sin categoría" for none), most viewed first. */
export async function analyticsByCategory(range: ReportRange): Promise<AnalyticsCategoryRow[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select c.id as category_id, coalesce(c.name, 'Sin categoría') as category, count(*)::int as businesses,
      sum(f.page_views)::int as page_views, sum(f.calls)::int as calls, sum(f.whatsapp_clicks)::int as whatsapp_clicks,
      sum(f.website_clicks)::int as website_clicks, sum(f.email_clicks)::int as email_clicks,
      sum(f.directions_clicks)::int as directions_clicks, sum(f.leads)::int as leads,
      sum(f.promotion_events)::int as promotion_events
    from ${businessFigures(range)} f
    join ${businesses} b on b.uuid = f.uuid
    left join ${categories} c on c.id = b.category_id
    group by c.id, c.name
    order by page_views desc, category asc`);
  type Row = Omit<FigureRow, "uuid" | "name" | "slug"> & {
    category_id: number | null;
    category: string;
    businesses: number;
  };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    categoryId: r.category_id === null ? null : Number(r.category_id),
    category: r.category,
    businesses: Number(r.businesses),
    pageViews: Number(r.page_views),
    calls: Number(r.calls),
    whatsappClicks: Number(r.whatsapp_clicks),
    websiteClicks: Number(r.website_clicks),
    emailClicks: Number(r.email_clicks),
    directionsClicks: Number(r.directions_clicks),
    leads: Number(r.leads),
    promotionEvents: Number(r.promotion_events),
  }));
}
