/**
 * /admin/businesses: every business in any status, searched by name, slug, address or phone,
 * filtered (status, city, category, brand, premium, has an owner) and sorted on the server, a page
 * at a time; each row with its category, brand and owners.
 */
import { asc, eq, exists, inArray, not, sql } from "drizzle-orm";
import { type AdminBusinessesParams, adminBusinessesList } from "#core/admin-business-form.ts";
import type { ListPage } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { brands, businesses, categories, userRoles } from "../platform/db/schema.ts";
import { businessSearch } from "./business-search.ts";
import { loadBusinessFilterChoices } from "./load-business-filter-choices.ts";
import { type AdminBusinessOwner, ownersByBusiness } from "./owners-by-business.ts";

export async function adminBusinessesDefinition() {
  const choices = await loadBusinessFilterChoices();
  return {
    choices,
    definition: adminBusinessesList({
      categories: choices.categories.map((c) => c.value),
      brands: choices.brands.map((b) => b.value),
    }),
  };
}

const hasOwner = exists(
  sql`(select 1 from ${userRoles} where ${userRoles.businessUuid} = ${businesses.uuid} and ${userRoles.role} = 'business_owner')`,
);

const businessList = listQuery(adminBusinessesList, {
  search: businessSearch,
  sorts: {
    name: [sql`lower(${businesses.name})`],
    created: [businesses.createdAt],
    updated: [businesses.updatedAt],
    status: (dir) => [dir(businesses.status), asc(sql`lower(${businesses.name})`)],
  },
  filters: {
    status: (statuses) => inArray(businesses.status, statuses),
    city: (cities) => inArray(businesses.city, cities),
    category: ([slug]) =>
      inArray(
        businesses.categoryId,
        sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${slug} or ${categories.parentId} = (select c2.id from ${categories} c2 where c2.slug = ${slug}))`,
      ),
    brand: ([slug]) =>
      inArray(businesses.brandId, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${slug})`),
    premium: ([premium]) => eq(businesses.isPremium, premium === "si"),
    owner: ([owner]) => (owner === "si" ? hasOwner : not(hasOwner)),
  },
  tiebreak: businesses.id,
});

export interface AdminBusinessRow {
  uuid: string;
  name: string;
  slug: string;
  status: string;
  city: string;
  address: string | null;
  categoryName: string | null;
  brandName: string | null;
  isPremium: boolean;
  premiumLevel: number;
  owners: AdminBusinessOwner[];
  createdAt: string;
  updatedAt: string;
}

export async function listAdminBusinesses(params: AdminBusinessesParams): Promise<ListPage<AdminBusinessRow>> {
  const db = await getDb();
  const { where, orderBy } = businessList.query(params);
  const page = await paginate(params, {
    count: () => db.$count(businesses, where),
    rows: ({ limit, offset }) =>
      db
        .select({
          uuid: businesses.uuid,
          name: businesses.name,
          slug: businesses.slug,
          status: businesses.status,
          city: businesses.city,
          address: businesses.address,
          categoryName: categories.name,
          brandName: brands.name,
          isPremium: businesses.isPremium,
          premiumLevel: businesses.premiumLevel,
          createdAt: businesses.createdAt,
          updatedAt: businesses.updatedAt,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .leftJoin(brands, eq(brands.id, businesses.brandId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  const owners = await ownersByBusiness(page.rows.map((r) => r.uuid));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      owners: owners.get(row.uuid) ?? [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
