/** /admin/categories: the whole tree (inactive ones too) with each category's active businesses. */
import { eq, sql } from "drizzle-orm";
import { getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";
import { CATEGORY_COLUMNS, CATEGORY_ORDER } from "./list-categories.ts";

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  iconType: string;
  icon: string | null;
  color: string;
  isActive: boolean;
  isFeatured: boolean;
  position: number;
  parentId: number | null;
  /** Active businesses in this category itself. */
  activeBusinesses: number;
  /** Businesses of any status pointing at it (what a delete would leave without category). */
  allBusinesses: number;
}

export interface AdminCategoryNode extends AdminCategory {
  children: AdminCategory[];
}

export async function listCategoryTreeForAdmin(): Promise<AdminCategoryNode[]> {
  const db = await getDb();
  const counts = db
    .select({
      categoryId: businesses.categoryId,
      all: sql<number>`count(*)::int`.as("all_n"),
      active: sql<number>`(count(*) filter (where ${businesses.status} = 'active'))::int`.as("active_n"),
    })
    .from(businesses)
    .groupBy(businesses.categoryId)
    .as("counts");
  const rows = await db
    .select({
      ...CATEGORY_COLUMNS,
      isActive: categories.isActive,
      isFeatured: categories.isFeatured,
      position: categories.position,
      activeBusinesses: sql<number>`coalesce(${counts.active}, 0)::int`,
      allBusinesses: sql<number>`coalesce(${counts.all}, 0)::int`,
    })
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(...CATEGORY_ORDER);
  const roots: AdminCategoryNode[] = rows.filter((r) => r.parentId === null).map((r) => ({ ...r, children: [] }));
  const byId = new Map(roots.map((r) => [r.id, r]));
  for (const row of rows) if (row.parentId !== null) byId.get(row.parentId)?.children.push(row);
  return roots;
}
