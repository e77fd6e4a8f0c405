/**
 * /admin/promotions: every business's promotions for an admin, a page at a time (state, featured,
 * one business, search by title; sorted by dates, views or clicks).
 */
import { and, eq, gt, gte, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { ADMIN_PROMOTION_STATES } from "#core/admin-promotion-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { type PromotionState, promotionState } from "#core/promotions.ts";
import { isUuid } from "#core/uuid.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, businessPromotions } from "../platform/db/schema.ts";
import { livePromotionWhere } from "./live-promotion.ts";

export const ADMIN_PROMOTIONS_LIST = defineList({
  sorts: { start: "desc", end: "asc", views: "desc", clicks: "desc" },
  defaultSort: "start",
  filters: { estado: { values: ADMIN_PROMOTION_STATES }, destacada: { values: ["si", "no"] } },
});

export type AdminPromotionsParams = ListParams<keyof typeof ADMIN_PROMOTIONS_LIST.sorts, "estado" | "destacada">;

export interface AdminPromotionRow {
  id: string;
  title: string;
  discountBenefit: string | null;
  businessUuid: string;
  businessName: string;
  startDate: string;
  endDate: string;
  isFeatured: boolean;
  viewsCount: number;
  clicksCount: number;
  state: PromotionState;
}

/** The same split as promotionState (core/promotions.ts), in SQL. */
function stateWhere(state: (typeof ADMIN_PROMOTION_STATES)[number], now: Date): SQL {
  const notEnded = gte(businessPromotions.endDate, now);
  switch (state) {
    case "active":
      return livePromotionWhere(now);
    case "scheduled":
      return and(isNull(businessPromotions.pausedAt), gt(businessPromotions.startDate, now)) as SQL;
    case "paused":
      return and(isNotNull(businessPromotions.pausedAt), notEnded) as SQL;
    case "ended":
      return lt(businessPromotions.endDate, now);
  }
}

const promotionList = listQuery(ADMIN_PROMOTIONS_LIST, {
  search: [businessPromotions.title],
  sorts: {
    start: [businessPromotions.startDate],
    end: [businessPromotions.endDate],
    views: [businessPromotions.viewsCount],
    clicks: [businessPromotions.clicksCount],
  },
  filters: {
    estado: ([state], now: Date) => stateWhere(state as (typeof ADMIN_PROMOTION_STATES)[number], now),
    destacada: ([featured]) => eq(businessPromotions.isFeatured, featured === "si"),
  },
  tiebreak: businessPromotions.id,
});

export async function listPromotionsForAdmin(
  params: AdminPromotionsParams,
  business: string | null,
  now = new Date(),
): Promise<ListPage<AdminPromotionRow>> {
  const db = await getDb();
  const { where: narrowed, orderBy } = promotionList.query(params, now);
  const where = and(
    business && isUuid(business) ? eq(businessPromotions.businessUuid, business.toLowerCase()) : undefined,
    narrowed,
  );
  const page = await paginate(params, {
    count: () => db.$count(businessPromotions, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: businessPromotions.id,
          title: businessPromotions.title,
          discountBenefit: businessPromotions.discountBenefit,
          businessUuid: businessPromotions.businessUuid,
          businessName: businesses.name,
          startDate: businessPromotions.startDate,
          endDate: businessPromotions.endDate,
          pausedAt: businessPromotions.pausedAt,
          isFeatured: businessPromotions.isFeatured,
          viewsCount: businessPromotions.viewsCount,
          clicksCount: businessPromotions.clicksCount,
        })
        .from(businessPromotions)
        .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map(({ pausedAt, ...r }) => ({
      ...r,
      startDate: r.startDate.toISOString(),
      endDate: r.endDate.toISOString(),
      state: promotionState({ startDate: r.startDate, endDate: r.endDate, pausedAt }, now),
    })),
  };
}
