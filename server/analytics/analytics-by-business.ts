/** /admin/analytics per business: a page of a searchable, sortable list, and every row for the CSV. */
import { asc, type SQL, sql } from "drizzle-orm";
import { defineList, type ListParams } from "#core/list-params.ts";
import type { ReportRange } from "#core/report-range.ts";
import { getDb } from "../platform/db/client.ts";
import { type Direction, listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businessFigures, type FigureRow } from "./business-figures.ts";
import type { Leads } from "./leads.ts";

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
