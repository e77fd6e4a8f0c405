import { and, asc, eq, sql } from "drizzle-orm";
import { createTtlCache } from "../platform/cache/ttl-cache.ts";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  iconType: string;
  iconUrl: string | null;
  color: string;
  parentId: number | null;
  /** Active businesses in this category (for a parent: its own plus its children's). */
  businessCount: number;
}

export interface CategoryNode extends CategorySummary {
  children: CategorySummary[];
}

/** A category as the public pages show it; the admin's tree selects these and adds its own columns. */
export const CATEGORY_COLUMNS = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  icon: categories.icon,
  iconType: categories.iconType,
  iconUrl: categories.iconUrl,
  color: categories.color,
  parentId: categories.parentId,
};

/** The order categories are listed in, on the public pages and in the admin. */
export const CATEGORY_ORDER = [asc(categories.position), asc(categories.name), asc(categories.id)];

/** Active categories ordered by position, each with its count of active businesses. */
export async function listCategories(options: { featuredOnly?: boolean } = {}): Promise<CategorySummary[]> {
  const db = await getDb();
  const counts = db
    .select({ categoryId: businesses.categoryId, n: sql<number>`count(*)::int`.as("n") })
    .from(businesses)
    .where(eq(businesses.status, "active"))
    .groupBy(businesses.categoryId)
    .as("counts");
  const rows = await db
    .select({ ...CATEGORY_COLUMNS, businessCount: sql<number>`coalesce(${counts.n}, 0)` })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(and(eq(categories.isActive, true), options.featuredOnly ? eq(categories.isFeatured, true) : undefined))
    .orderBy(...CATEGORY_ORDER);
  if (options.featuredOnly) return rows;
  return rollUpCounts(rows);
}

/** A parent's count includes its children's, so "Salud (42)" means what a visitor expects. */
function rollUpCounts(rows: CategorySummary[]): CategorySummary[] {
  const childTotals = new Map<number, number>();
  for (const row of rows) {
    if (row.parentId != null) childTotals.set(row.parentId, (childTotals.get(row.parentId) ?? 0) + row.businessCount);
  }
  return rows.map((row) => ({ ...row, businessCount: row.businessCount + (childTotals.get(row.id) ?? 0) }));
}

const categoriesCache = createTtlCache<CategorySummary[]>({ ttlMs: 60_000, maxEntries: 4 });

/** listCategories, reused for a minute: categories change rarely and every filter form lists them. */
export function listCategoriesCached(options: { featuredOnly?: boolean } = {}): Promise<CategorySummary[]> {
  return categoriesCache.get(options.featuredOnly ? "featured" : "all", () => listCategories(options));
}

/** Top-level categories with their children, for /categories. Orphans of inactive parents become roots. */
export async function getCategoryTree(): Promise<CategoryNode[]> {
  const rows = await listCategoriesCached();
  const ids = new Set(rows.map((r) => r.id));
  const roots: CategoryNode[] = rows
    .filter((r) => r.parentId == null || !ids.has(r.parentId))
    .map((r) => ({ ...r, children: [] }));
  const byId = new Map(roots.map((r) => [r.id, r]));
  for (const row of rows) {
    if (row.parentId != null) byId.get(row.parentId)?.children.push(row);
  }
  return roots;
}

/** The category with this slug and the ids it covers (itself and its children), or null. */
export async function findCategoryScope(slug: string): Promise<{ category: CategorySummary; ids: number[] } | null> {
  const rows = await listCategoriesCached();
  const category = rows.find((r) => r.slug === slug);
  if (!category) return null;
  return { category, ids: [category.id, ...rows.filter((r) => r.parentId === category.id).map((r) => r.id)] };
}
