/**
 * /admin/brands: a page of brands with how many branches each has (search by name, sort by name,
 * branches or age).
 */
import { sql } from "drizzle-orm";
import { defineList, type ListPage, type ListParams } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { brands } from "../platform/db/schema.ts";

export const BRANDS_LIST = defineList({
  sorts: { name: "asc", branches: "desc", created: "desc" },
  defaultSort: "name",
});

export type BrandsParams = ListParams<keyof typeof BRANDS_LIST.sorts, never>;

export interface AdminBrandRow {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  websiteUrl: string | null;
  branches: number;
}

// Written out: inside a subquery drizzle would leave "id" unqualified (the business's id).
const branchCount = sql<number>`(select count(*)::int from businesses b where b.brand_id = "brands"."id")`;

const brandList = listQuery(BRANDS_LIST, {
  search: [brands.name],
  sorts: { name: [brands.name], branches: [branchCount], created: [brands.createdAt] },
  tiebreak: brands.id,
});

export async function listBrandsForAdmin(params: BrandsParams): Promise<ListPage<AdminBrandRow>> {
  const db = await getDb();
  const { where, orderBy } = brandList.query(params);
  return paginate(params, {
    count: () => db.$count(brands, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          id: brands.id,
          name: brands.name,
          slug: brands.slug,
          logoUrl: brands.logoUrl,
          websiteUrl: brands.websiteUrl,
          branches: branchCount,
        })
        .from(brands)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
}
