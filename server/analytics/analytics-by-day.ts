/**
 * /admin/analytics per Buenos Aires day: page views and visitor actions (business_analytics),
 * searches (search_analytics), promotion events (promotion_events) and sign-ups (users). Every
 * figure counts the same rows in the three views (day, business, category).
 */
import { and, between, gte, lte, type SQL, sql } from "drizzle-orm";
import { LEAD_FIGURES } from "#core/admin-analytics.ts";
import { type ReportRange, rangeDays, rangeInstants } from "#core/report-range.ts";
import { getDb } from "../platform/db/client.ts";
import { businessAnalytics, promotionEvents, searchAnalytics, users } from "../platform/db/schema.ts";
import type { Leads } from "./leads.ts";

const ZONE = sql.raw(`'America/Argentina/Buenos_Aires'`);

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
