/**
 * /admin/categories: the whole tree (inactive ones too) with each category's active businesses;
 * create and edit (two levels, no cycles), move among its siblings, delete (refused while
 * businesses or subcategories use it, unless its businesses move to another category first).
 * Each change is one transaction with its audit row, and clears the public caches (/categories,
 * the home page and every filter read the categories through them).
 */
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { CategoryFormValues } from "#core/category-form.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";
import { CATEGORY_COLUMNS, CATEGORY_ORDER } from "./list-categories.ts";

type CategoryRow = typeof categories.$inferSelect;

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

export type CategoryOutcome<T = { id: number }> =
  | ({ ok: true; name: string } & T)
  | { ok: false; field?: "slug" | "parentId" | "moveTo"; message: string };

export const CATEGORY_TREE_MESSAGES = {
  gone: "La categoría ya no existe.",
  slugTaken: "Ya hay una categoría con esa dirección.",
  cycle: "Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.",
  parentGone: "Esa categoría principal ya no existe.",
  tooDeep: "Las subcategorías van dentro de una categoría principal (hay dos niveles, no más).",
  hasChildren: "Tiene subcategorías: no puede pasar a ser subcategoría. Mové sus subcategorías primero.",
  deleteChildren: "Tiene subcategorías: movelas o eliminalas antes de eliminarla.",
  moveToSelf: "Elegí otra categoría para sus comercios.",
  moveToGone: "La categoría elegida para sus comercios ya no existe.",
} as const;

const snapshot = ({ createdAt: _c, id: _i, ...rest }: CategoryRow) => rest;

export async function saveCategory(
  id: number | null,
  values: CategoryFormValues,
  actor: AuditActor,
): Promise<CategoryOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CategoryOutcome> => {
    const tx = txRaw as unknown as Database;
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, values.slug))
      .limit(1);
    if (clash && clash.id !== id) return { ok: false, field: "slug", message: CATEGORY_TREE_MESSAGES.slugTaken };
    const parentId = values.parentId ?? null;
    if (parentId !== null) {
      if (parentId === id) return { ok: false, field: "parentId", message: CATEGORY_TREE_MESSAGES.cycle };
      const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).for("update");
      if (!parent) return { ok: false, field: "parentId", message: CATEGORY_TREE_MESSAGES.parentGone };
      // Walk up from the new parent: meeting this category means it would end up inside itself.
      let up: number | null = parent.parentId;
      for (let hops = 0; up !== null && hops < 50; hops++) {
        if (up === id) return { ok: false, field: "parentId", message: CATEGORY_TREE_MESSAGES.cycle };
        const [next] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, up));
        up = next?.parentId ?? null;
      }
      if (parent.parentId !== null) return { ok: false, field: "parentId", message: CATEGORY_TREE_MESSAGES.tooDeep };
      if (id !== null) {
        const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
        if ((kids?.n ?? 0) > 0) return { ok: false, field: "parentId", message: CATEGORY_TREE_MESSAGES.hasChildren };
      }
    }
    const row = {
      name: values.name,
      slug: values.slug,
      description: values.description || null,
      parentId,
      iconType: values.iconType,
      icon: values.icon,
      color: values.color,
      isFeatured: values.isFeatured,
      isActive: values.isActive,
    };
    if (id === null) {
      // Last among its new siblings.
      const [last] = await tx
        .select({ max: sql<number | null>`max(${categories.position})` })
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
      const position = (last?.max ?? -1) + 1;
      const [created] = await tx
        .insert(categories)
        .values({ ...row, position })
        .returning();
      await recordAudit(tx, {
        actor,
        action: "category.create",
        entity: { type: "category", id: created!.id },
        after: snapshot(created!),
      });
      return { ok: true, id: created!.id, name: row.name };
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!before) return { ok: false, message: CATEGORY_TREE_MESSAGES.gone };
    const [after] = await tx.update(categories).set(row).where(eq(categories.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "category.update",
      entity: { type: "category", id },
      before: snapshot(before),
      after: snapshot(after!),
    });
    return { ok: true, id, name: row.name };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}

/**
 * Moves a category among its siblings: "up"/"down" one place, or to an index (a drop). The
 * siblings keep the positions they had between them, handed out in the new order, so the rest of
 * the tree is untouched. Already first (or last): nothing written, `moved: false`.
 */
export async function moveCategory(
  id: number,
  to: "up" | "down" | number,
  actor: AuditActor,
): Promise<CategoryOutcome<{ moved: boolean }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CategoryOutcome<{ moved: boolean }>> => {
    const tx = txRaw as unknown as Database;
    const [me] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!me) return { ok: false, message: CATEGORY_TREE_MESSAGES.gone };
    const siblings = await tx
      .select({ id: categories.id, position: categories.position })
      .from(categories)
      .where(me.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, me.parentId))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
      .for("update");
    const from = siblings.findIndex((s) => s.id === id);
    const target = to === "up" ? from - 1 : to === "down" ? from + 1 : Math.min(to, siblings.length - 1);
    if (target < 0 || target >= siblings.length || target === from) return { ok: true, moved: false, name: me.name };
    const order = siblings.map((s) => s.id);
    order.splice(from, 1);
    order.splice(target, 0, id);
    // The slots they had, in order; equal positions (categories created together) are spread first.
    const slots = siblings.map((s) => s.position);
    for (let i = 1; i < slots.length; i++) if (slots[i]! <= slots[i - 1]!) slots[i] = slots[i - 1]! + 1;
    for (const [i, siblingId] of order.entries()) {
      const current = siblings.find((s) => s.id === siblingId)!;
      if (current.position !== slots[i]) {
        await tx.update(categories).set({ position: slots[i]! }).where(eq(categories.id, siblingId));
      }
    }
    await recordAudit(tx, {
      actor,
      action: "category.move",
      entity: { type: "category", id },
      before: { position: me.position, place: from + 1 },
      after: { position: slots[target], place: target + 1 },
    });
    return { ok: true, moved: true, name: me.name };
  });
  if (outcome.ok && outcome.moved) await clearPublicCaches();
  return outcome;
}

/**
 * Deletes a category. Refused while it has subcategories, and while businesses use it unless
 * `moveTo` names the category they go to (moved in the same transaction, audited with the count).
 */
export async function deleteCategory(
  id: number,
  moveTo: number | null,
  actor: AuditActor,
): Promise<CategoryOutcome<{ movedBusinesses: number }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<CategoryOutcome<{ movedBusinesses: number }>> => {
    const tx = txRaw as unknown as Database;
    const [me] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!me) return { ok: false, message: CATEGORY_TREE_MESSAGES.gone };
    const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    if ((kids?.n ?? 0) > 0) return { ok: false, message: CATEGORY_TREE_MESSAGES.deleteChildren };
    const [used] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.categoryId, id));
    const inUse = used?.n ?? 0;
    if (inUse > 0 && moveTo === null) {
      return {
        ok: false,
        field: "moveTo",
        message:
          inUse === 1
            ? `${me.name} tiene 1 comercio: elegí a qué categoría pasa antes de eliminarla.`
            : `${me.name} tiene ${inUse} comercios: elegí a qué categoría pasan antes de eliminarla.`,
      };
    }
    if (inUse > 0 && moveTo !== null) {
      if (moveTo === id) return { ok: false, field: "moveTo", message: CATEGORY_TREE_MESSAGES.moveToSelf };
      const [target] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, moveTo), ne(categories.id, id)));
      if (!target) return { ok: false, field: "moveTo", message: CATEGORY_TREE_MESSAGES.moveToGone };
      await tx.update(businesses).set({ categoryId: moveTo }).where(eq(businesses.categoryId, id));
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: "category.delete",
      entity: { type: "category", id },
      before: snapshot(me),
      after: inUse > 0 ? { businessesMovedTo: moveTo, businessesMoved: inUse } : null,
    });
    return { ok: true, name: me.name, movedBusinesses: inUse };
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
