/**
 * /admin/businesses: every business in any status, searched by name, slug, address or phone,
 * filtered (status, city, category, brand, premium, has an owner) and sorted on the server, a page
 * at a time; each row with its category, brand and owners.
 */
import { and, asc, eq, exists, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { type AdminBusinessesParams, adminBusinessesList } from "#core/admin-business-form.ts";
import type { ListPage } from "#core/list-params.ts";
import { getDb } from "../platform/db/client.ts";
import { listQuery } from "../platform/db/list-query.ts";
import { paginate } from "../platform/db/paginate.ts";
import { brands, businesses, categories, userRoles, users } from "../platform/db/schema.ts";
import { textMatches } from "../platform/db/sql-text.ts";

export interface FilterChoice {
  value: string;
  label: string;
}

/** The category and brand filters' options (by slug, as the URL carries them). */
export async function loadBusinessFilterChoices(): Promise<{ categories: FilterChoice[]; brands: FilterChoice[] }> {
  const db = await getDb();
  const [categoryRows, brandRows] = await Promise.all([
    db.select({ value: categories.slug, label: categories.name }).from(categories).orderBy(asc(categories.name)),
    db.select({ value: brands.slug, label: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return { categories: categoryRows, brands: brandRows };
}

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

/**
 * The one text the admin search looks in: name, slug, address and the phones' digits. Folded by
 * `textMatches`, it is the expression of the trigram index `businesses_admin_search_trgm_idx`
 * (server/platform/db/schema.ts), so "contains" is an index scan, not a pass over every business.
 */
const adminSearchText = sql`${businesses.name} || ' ' || ${businesses.slug} || ' ' || coalesce(${businesses.address}, '') || ' ' || regexp_replace(coalesce(${businesses.phoneNumber}, '') || ' ' || coalesce(${businesses.whatsappNumber}, ''), '[^0-9 ]', '', 'g')`;

/** The search over name, slug, address and phone (the phone by its digits). */
export function businessSearch(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, "");
  return or(
    textMatches(q, adminSearchText),
    // A slug spells spaces as hyphens: "san martin" also finds "/san-martin-…".
    textMatches(q.replace(/\s+/g, "-"), adminSearchText),
    digits.length >= 3 ? textMatches(digits, adminSearchText) : undefined,
  );
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

export interface AdminBusinessOwner {
  id: string;
  name: string;
  email: string;
}

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

/** Owners (business_owner roles, with name and e-mail) per business uuid. */
export async function ownersByBusiness(uuids: readonly string[]): Promise<Map<string, AdminBusinessOwner[]>> {
  const out = new Map<string, AdminBusinessOwner[]>();
  if (uuids.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .selectDistinct({ businessUuid: userRoles.businessUuid, id: users.id, name: users.name, email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, "business_owner"), inArray(userRoles.businessUuid, [...uuids])))
    .orderBy(asc(users.name));
  for (const { businessUuid, ...owner } of rows) {
    if (!businessUuid) continue;
    out.set(businessUuid, [...(out.get(businessUuid) ?? []), owner]);
  }
  return out;
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
