/**
 * The admin's bank promotions: a page of them (search by title, filter by bank and validity, sort
 * by dates or bank).
 */
import { eq, gte, inArray, lt, sql } from "drizzle-orm";
import { BANK_PROMOTION_STATES } from "#core/bank-promotion-form.ts";
import type { BankPromotionScopeKind } from "#core/bank-promotion-scope.ts";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { buenosAiresDateKey } from "#core/time-zone.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import {
  bankPromotionBusinesses,
  bankPromotions,
  banks,
  brands,
  businesses,
  categories,
} from "../platform/db/schema.ts";

/** The list's definition; the bank filter's values are the banks there are. */
export function bankPromotionsList(bankSlugs: readonly string[]) {
  return defineList({
    sorts: { validTo: "desc", validFrom: "desc", title: "asc" },
    defaultSort: "validTo",
    filters: { banco: { values: bankSlugs }, estado: { values: BANK_PROMOTION_STATES } },
  });
}

export type BankPromotionsParams = ListParams<"validTo" | "validFrom" | "title", "banco" | "estado">;

export interface AdminBankPromotionRow {
  id: number;
  title: string;
  discountText: string;
  daysOfWeek: number[];
  cardTypes: string[];
  validFrom: string;
  validTo: string;
  isFeatured: boolean;
  bankName: string;
  bankColor: string;
  scope: BankPromotionScopeKind;
  categoryName: string | null;
  brandName: string | null;
  /** Scope `comercios`: the listed businesses' names. */
  businessNames: string[];
}

const bankPromotionList = listQuery(bankPromotionsList, {
  search: [bankPromotions.title],
  sorts: { validTo: [bankPromotions.validTo], validFrom: [bankPromotions.validFrom], title: [bankPromotions.title] },
  filters: {
    banco: (slugs) =>
      inArray(bankPromotions.bankId, sql`(select ${banks.id} from ${banks} where ${inArray(banks.slug, slugs)})`),
    estado: ([state], today: string) =>
      state === "vigentes" ? gte(bankPromotions.validTo, today) : lt(bankPromotions.validTo, today),
  },
  tiebreak: bankPromotions.id,
});

export async function listBankPromotionsForAdmin(
  params: BankPromotionsParams,
  now = new Date(),
): Promise<ListPage<AdminBankPromotionRow>> {
  const db = await getDb();
  const { where, orderBy } = bankPromotionList.query(params, buenosAiresDateKey(now));
  return paginate(params, {
    count: () => db.$count(bankPromotions, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: bankPromotions.id,
          title: bankPromotions.title,
          discountText: bankPromotions.discountText,
          daysOfWeek: bankPromotions.daysOfWeek,
          cardTypes: bankPromotions.cardTypes,
          validFrom: bankPromotions.validFrom,
          validTo: bankPromotions.validTo,
          isFeatured: bankPromotions.isFeatured,
          bankName: banks.name,
          bankColor: banks.color,
          scope: bankPromotions.scope,
          categoryName: categories.name,
          brandName: brands.name,
          businessNames: sql<
            string[]
          >`(select coalesce(json_agg(${businesses.name} order by ${businesses.name}), '[]'::json) from ${bankPromotionBusinesses} join ${businesses} on ${businesses.uuid} = ${bankPromotionBusinesses.businessUuid} where ${bankPromotionBusinesses.bankPromotionId} = ${bankPromotions.id})`,
        })
        .from(bankPromotions)
        .innerJoin(banks, eq(banks.id, bankPromotions.bankId))
        .leftJoin(categories, eq(categories.id, bankPromotions.categoryId))
        .leftJoin(brands, eq(brands.id, bankPromotions.brandId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}
