/**
 * /admin/analytics: what happened on Vilma over a range of Buenos Aires days — page views and
 * visitor actions (business_analytics, one row per business and day), searches (search_analytics),
 * promotion events (promotion_events) and sign-ups (users) — per day, per business (a page of a
 * searchable, sortable list) and per category. Every figure counts the same rows in the three views.
 */
import { and, asc, between, gte, lte, type SQL, sql } from "drizzle-orm";
import { LEAD_FIGURES, type LeadKey } from "#core/admin-analytics.ts";
import { defineList, type ListParams } from "#core/list-params.ts";
import { type ReportRange, rangeDays, rangeInstants } from "#core/report-range.ts";
import { getDb } from "../platform/db/client.ts";
import { type Direction, listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import {
  businessAnalytics,
  businesses,
  businessPromotions,
  categories,
  promotionEvents,
  searchAnalytics,
  users,
} from "../platform/db/schema.ts";

const ZONE = sql.raw(`'America/Argentina/Buenos_Aires'`);

export { LEAD_FIGURES };

type Leads = Record<LeadKey, number>;

export interface AnalyticsDay extends Leads {
  date: string;
  pageViews: number;
  searches: number;
  noResultSearches: number;
  promotionViews: number;
  promotionClicks: number;
  signUps: number;
}

export interface AnalyticsTotals extends Omit<AnalyticsDay, "date"> {
  leads: number;
}

const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`.mapWith(Number);
const leadSums = {
  calls: int(sql`sum(${businessAnalytics.calls})`),
  whatsappClicks: int(sql`sum(${businessAnalytics.whatsappClicks})`),
  websiteClicks: int(sql`sum(${businessAnalytics.websiteClicks})`),
  emailClicks: int(sql`sum(${businessAnalytics.emailClicks})`),
  directionsClicks: int(sql`sum(${businessAnalytics.directionsClicks})`),
};

export async function analyticsByDay(range: ReportRange): Promise<AnalyticsDay[]> {
  const db = await getDb();
  const { start, end } = rangeInstants(range);
  const day = (column: SQL) => sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
  const searchDay = day(sql`${searchAnalytics.createdAt}`);
  const eventDay = day(sql`${promotionEvents.createdAt}`);
  const userDay = day(sql`${users.createdAt}`);
  const [views, searches, events, signUps] = await Promise.all([
    db
      .select({
        date: sql<string>`${businessAnalytics.date}::text`,
        pageViews: int(sql`sum(${businessAnalytics.pageViews})`),
        ...leadSums,
      })
      .from(businessAnalytics)
      .where(between(businessAnalytics.date, range.from, range.to))
      .groupBy(businessAnalytics.date),
    db
      .select({
        date: searchDay,
        searches: int(sql`count(*)`),
        noResult: int(sql`count(*) filter (where ${searchAnalytics.resultsCount} = 0)`),
      })
      .from(searchAnalytics)
      .where(and(gte(searchAnalytics.createdAt, start), lte(searchAnalytics.createdAt, end)))
      .groupBy(searchDay),
    db
      .select({
        date: eventDay,
        views: int(sql`count(*) filter (where ${promotionEvents.eventType} = 'view')`),
        clicks: int(sql`count(*) filter (where ${promotionEvents.eventType} <> 'view')`),
      })
      .from(promotionEvents)
      .where(and(gte(promotionEvents.createdAt, start), lte(promotionEvents.createdAt, end)))
      .groupBy(eventDay),
    db
      .select({ date: userDay, n: int(sql`count(*)`) })
      .from(users)
      .where(and(gte(users.createdAt, start), lte(users.createdAt, end)))
      .groupBy(userDay),
  ]);
  const byDate = <T extends { date: string }>(rows: T[]) => new Map(rows.map((r) => [r.date, r]));
  const [v, s, e, u] = [byDate(views), byDate(searches), byDate(events), byDate(signUps)];
  return rangeDays(range).map((date) => ({
    date,
    pageViews: v.get(date)?.pageViews ?? 0,
    calls: v.get(date)?.calls ?? 0,
    whatsappClicks: v.get(date)?.whatsappClicks ?? 0,
    websiteClicks: v.get(date)?.websiteClicks ?? 0,
    emailClicks: v.get(date)?.emailClicks ?? 0,
    directionsClicks: v.get(date)?.directionsClicks ?? 0,
    searches: s.get(date)?.searches ?? 0,
    noResultSearches: s.get(date)?.noResult ?? 0,
    promotionViews: e.get(date)?.views ?? 0,
    promotionClicks: e.get(date)?.clicks ?? 0,
    signUps: u.get(date)?.n ?? 0,
  }));
}

export function totalsOf(days: readonly AnalyticsDay[]): AnalyticsTotals {
  const sum = (key: keyof Omit<AnalyticsDay, "date">) => days.reduce((n, d) => n + d[key], 0);
  const totals = {
    pageViews: sum("pageViews"),
    calls: sum("calls"),
    whatsappClicks: sum("whatsappClicks"),
    websiteClicks: sum("websiteClicks"),
    emailClicks: sum("emailClicks"),
    directionsClicks: sum("directionsClicks"),
    searches: sum("searches"),
    noResultSearches: sum("noResultSearches"),
    promotionViews: sum("promotionViews"),
    promotionClicks: sum("promotionClicks"),
    signUps: sum("signUps"),
  };
  return { ...totals, leads: LEAD_FIGURES.reduce((n, f) => n + totals[f.key], 0) };
}

export const ANALYTICS_BUSINESS_LIST = defineList({
  sorts: { views: "desc", leads: "desc", promotions: "desc", name: "asc" },
  defaultSort: "views",
  sizes: [20, 50, 100],
});
export type AnalyticsBusinessParams = ListParams<keyof typeof ANALYTICS_BUSINESS_LIST.sorts, never>;

export interface AnalyticsBusinessRow extends Leads {
  uuid: string;
  name: string;
  slug: string;
  category: string | null;
  pageViews: number;
  leads: number;
  promotionEvents: number;
}

/**
 * Per business: one grouped subquery per source (analytics rows in range, promotion events in
 * range), joined to the businesses that had anything. Searched by name (accent-free), sorted, paged.
 */
function businessFigures(range: ReportRange) {
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

type FigureRow = {
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

const toBusinessRow = (r: FigureRow): AnalyticsBusinessRow => ({
  uuid: r.uuid,
  name: r.name,
  slug: r.slug,
  category: r.category,
  pageViews: Number(r.page_views),
  calls: Number(r.calls),
  whatsappClicks: Number(r.whatsapp_clicks),
  websiteClicks: Number(r.website_clicks),
  emailClicks: Number(r.email_clicks),
  directionsClicks: Number(r.directions_clicks),
  leads: Number(r.leads),
  promotionEvents: Number(r.promotion_events),
});

/** A figure in the asked direction, then the businesses with the same figure by name. */
const figure = (column: string) => (dir: Direction) => [dir(sql`${sql.identifier(column)}`), asc(sql`name`)];

const figureList = listQuery(ANALYTICS_BUSINESS_LIST, {
  search: [sql`name`],
  sorts: {
    views: figure("page_views"),
    leads: figure("leads"),
    promotions: figure("promotion_events"),
    name: [sql`name`],
  },
  tiebreak: asc(sql`uuid`),
});

/** The WHERE and ORDER BY of the figures' derived table. */
function figuresQuery(params: Pick<AnalyticsBusinessParams, "q" | "sort" | "dir">): { where: SQL; orderBy: SQL } {
  const { where, orderBy } = figureList.query({ ...params, filters: {} });
  return { where: where ?? sql`true`, orderBy: sql.join(orderBy, sql`, `) };
}

export async function analyticsByBusiness(range: ReportRange, params: AnalyticsBusinessParams) {
  const db = await getDb();
  const source = businessFigures(range);
  const { where, orderBy } = figuresQuery(params);
  return paginate(params, {
    count: async () => {
      const result = await db.execute(sql`select count(*)::int as n from ${source} as figures where ${where}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },
    rows: async ({ limit, offset }) => {
      const result = await db.execute(
        sql`select * from ${source} as figures where ${where} order by ${orderBy} limit ${limit} offset ${offset}`,
      );
      return (result as unknown as { rows: FigureRow[] }).rows.map(toBusinessRow);
    },
  });
}

/** Every business with figures in the range (for the CSV), in the list's order. */
export async function allAnalyticsBusinesses(range: ReportRange, q = ""): Promise<AnalyticsBusinessRow[]> {
  const db = await getDb();
  const { where, orderBy } = figuresQuery({ q, sort: "views", dir: "desc" });
  const result = await db.execute(
    sql`select * from ${businessFigures(range)} as figures where ${where} order by ${orderBy} limit 20000`,
  );
  return (result as unknown as { rows: FigureRow[] }).rows.map(toBusinessRow);
}

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
