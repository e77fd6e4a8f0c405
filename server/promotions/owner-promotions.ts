/**
 * One business's promotions as its owner sees them in /mi-comercio/{id}/promociones: every state,
 * split in three tabs (live, scheduled, paused or ended) through the same rule visitors get
 * (core/promotions.ts; live-promotion.ts is its SQL form). A promotion id always travels with the
 * business uuid from the URL: another business's promotion is simply not found.
 */
import { and, eq, gt, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { type PromotionState, promotionState } from "#core/promotions.ts";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businessPromotions } from "../platform/db/schema.ts";
import { livePromotionWhere } from "./live-promotion.ts";

export const PROMOTION_TABS = ["activas", "programadas", "terminadas"] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

export const OWNER_PROMOTIONS_LIST = defineList({
  sorts: { created: "desc", end: "asc" },
  defaultSort: "created",
  filters: { estado: { values: PROMOTION_TABS } },
});
export type OwnerPromotionsParams = ListParams<keyof typeof OWNER_PROMOTIONS_LIST.sorts, "estado">;

export interface OwnerPromotion {
  id: string;
  title: string;
  description: string | null;
  discountBenefit: string | null;
  imageUrl: string | null;
  couponCode: string | null;
  startDate: string;
  endDate: string;
  pausedAt: string | null;
  isFeatured: boolean;
  viewsCount: number;
  clicksCount: number;
  couponCopiesCount: number;
  createdAt: string;
  state: PromotionState;
}

type Row = typeof businessPromotions.$inferSelect;

export function toOwnerPromotion(row: Row, now: Date): OwnerPromotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    discountBenefit: row.discountBenefit,
    imageUrl: row.imageUrl,
    couponCode: row.couponCode,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    isFeatured: row.isFeatured,
    viewsCount: row.viewsCount,
    clicksCount: row.clicksCount,
    couponCopiesCount: row.couponCopiesCount,
    createdAt: row.createdAt.toISOString(),
    state: promotionState(row, now),
  };
}

/** Each tab's WHERE; together they cover every promotion exactly once (promotionState's order). */
function tabWhere(tab: PromotionTab, now: Date): SQL {
  const ended = lt(businessPromotions.endDate, now);
  switch (tab) {
    case "activas":
      return livePromotionWhere(now);
    case "programadas":
      return and(isNull(businessPromotions.pausedAt), gt(businessPromotions.startDate, now)) as SQL;
    case "terminadas":
      return or(ended, isNotNull(businessPromotions.pausedAt)) as SQL;
  }
}

export async function countPromotionsByTab(businessUuid: string, now: Date): Promise<Record<PromotionTab, number>> {
  const db = await getDb();
  const filter = (tab: PromotionTab) => sql<number>`(count(*) filter (where ${tabWhere(tab, now)}))::int`;
  const [row] = await db
    .select({ activas: filter("activas"), programadas: filter("programadas"), terminadas: filter("terminadas") })
    .from(businessPromotions)
    .where(eq(businessPromotions.businessUuid, businessUuid));
  return { activas: row?.activas ?? 0, programadas: row?.programadas ?? 0, terminadas: row?.terminadas ?? 0 };
}

const ownerPromotionList = listQuery(OWNER_PROMOTIONS_LIST, {
  sorts: { created: [businessPromotions.createdAt], end: [businessPromotions.endDate] },
  filters: { estado: ([tab], now: Date) => tabWhere(tab as PromotionTab, now) },
  tiebreak: businessPromotions.id,
});

export async function listOwnerPromotions(
  businessUuid: string,
  tab: PromotionTab,
  params: OwnerPromotionsParams,
  now: Date,
): Promise<ListPage<OwnerPromotion>> {
  const db = await getDb();
  // A tab is always chosen: the page's default one when the URL names none.
  const { where: inTab, orderBy } = ownerPromotionList.query({ ...params, filters: { estado: [tab] } }, now);
  const where = and(eq(businessPromotions.businessUuid, businessUuid), inTab);
  const page = await paginate(params, {
    count: () => db.$count(businessPromotions, where),
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(businessPromotions)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map((row) => toOwnerPromotion(row, now)) };
}

/** The promotion only when it belongs to this business (the uuid from the URL). */
export async function findOwnerPromotion(businessUuid: string, promotionId: string): Promise<Row | null> {
  if (!isUuid(promotionId)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(businessPromotions)
    .where(and(eq(businessPromotions.id, promotionId.toLowerCase()), eq(businessPromotions.businessUuid, businessUuid)))
    .limit(1);
  return row ?? null;
}
