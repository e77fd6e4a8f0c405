/**
 * /admin/promotions: every business's promotions for an admin. A page of them (state, featured,
 * one business, search by title; sorted by dates, views or clicks), and what an admin does to one
 * or to the ticked ones: feature or unfeature (here), pause, resume, delete (the owner's
 * server/promotions/promotion-lifecycle.ts, with the admin as actor). Each change is audited on
 * the promotion (entity "promotion", its uuid) and clears the public caches.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, ne, type SQL } from "drizzle-orm";
import { ADMIN_PROMOTION_STATES } from "#core/admin-promotion-form.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { type PromotionState, promotionState } from "#core/promotions.ts";
import { isUuid } from "#core/uuid.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { businesses, businessPromotions } from "../platform/db/schema.ts";
import { livePromotionWhere } from "./live-promotion.ts";
import { changePromotion } from "./promotion-lifecycle.ts";
import { promotionSnapshot } from "./save-promotion.ts";

export { ADMIN_PROMOTION_STATES };

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

/** A promotion with its business's name and slug (the admin editor's header), or null. */
export async function findPromotionForAdmin(id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ promotion: businessPromotions, business: businesses })
    .from(businessPromotions)
    .innerJoin(businesses, eq(businesses.uuid, businessPromotions.businessUuid))
    .where(eq(businessPromotions.id, id.toLowerCase()));
  return row ?? null;
}

export const ADMIN_PROMOTION_INTENTS = ["feature", "unfeature", "pause", "resume", "delete"] as const;
export type AdminPromotionIntent = (typeof ADMIN_PROMOTION_INTENTS)[number];

/** Marks one promotion featured or not; "unchanged" when it already was. */
async function setFeatured(id: string, featured: boolean, actor: AuditActor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [before] = await tx.select().from(businessPromotions).where(eq(businessPromotions.id, id)).for("update");
    if (!before) return false;
    const [after] = await tx
      .update(businessPromotions)
      .set({ isFeatured: featured, updatedAt: new Date() })
      .where(and(eq(businessPromotions.id, id), ne(businessPromotions.isFeatured, featured)))
      .returning();
    if (!after) return false;
    await recordAudit(tx, {
      actor,
      action: featured ? "promotion.feature" : "promotion.unfeature",
      entity: { type: "promotion", id },
      before: promotionSnapshot(before),
      after: promotionSnapshot(after),
    });
    return true;
  });
}

/**
 * Does `intent` to each promotion (uuids; anything else counts as failed). Returns how many
 * changed and how many did not (gone, or already so).
 */
export async function actOnPromotions(
  actor: AuditActor,
  ids: readonly string[],
  intent: AdminPromotionIntent,
  now = new Date(),
): Promise<{ done: number; failed: number }> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  const db = await getDb();
  const owners = valid.length
    ? await db
        .select({ id: businessPromotions.id, businessUuid: businessPromotions.businessUuid })
        .from(businessPromotions)
        .where(inArray(businessPromotions.id, valid))
    : [];
  let done = 0;
  for (const { id, businessUuid } of owners) {
    if (intent === "feature" || intent === "unfeature") {
      if (await setFeatured(id, intent === "feature", actor)) done++;
    } else {
      const outcome = await changePromotion({ id: actor.id, isAdmin: true }, businessUuid, id, intent, now);
      if (outcome.ok) done++;
    }
  }
  if (done > 0) await clearPublicCaches();
  return { done, failed: ids.length - done };
}
