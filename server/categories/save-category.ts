/**
 * Creates or edits a category (two levels, no cycles) in one transaction with its audit row, and
 * clears the public caches (/categories, the home page and every filter read the categories through
 * them).
 */
import { count, eq, isNull, sql } from "drizzle-orm";
import type { CategoryFormValues } from "#core/category-form.ts";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { categories } from "../platform/db/schema.ts";
import { snapshot } from "./category-snapshot.ts";
import { CATEGORY_TREE_MESSAGES, treeRefusal } from "./tree-refusals.ts";

export async function saveCategory(
  id: number | null,
  values: CategoryFormValues,
  actor: AuditActor,
): Promise<Result<{ id: number; name: string }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ id: number; name: string }>> => {
    const tx = txRaw as unknown as Database;
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, values.slug))
      .limit(1);
    if (clash && clash.id !== id) return treeRefusal(CATEGORY_TREE_MESSAGES.slugTaken, "slug");
    const parentId = values.parentId ?? null;
    if (parentId !== null) {
      if (parentId === id) return treeRefusal(CATEGORY_TREE_MESSAGES.cycle, "parentId");
      const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).for("update");
      if (!parent) return treeRefusal(CATEGORY_TREE_MESSAGES.parentGone, "parentId");
      // Walk up from the new parent: meeting this category means it would end up inside itself.
      let up: number | null = parent.parentId;
      for (let hops = 0; up !== null && hops < 50; hops++) {
        if (up === id) return treeRefusal(CATEGORY_TREE_MESSAGES.cycle, "parentId");
        const [next] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, up));
        up = next?.parentId ?? null;
      }
      if (parent.parentId !== null) return treeRefusal(CATEGORY_TREE_MESSAGES.tooDeep, "parentId");
      if (id !== null) {
        const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
        if ((kids?.n ?? 0) > 0) return treeRefusal(CATEGORY_TREE_MESSAGES.hasChildren, "parentId");
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
      return ok({ id: created!.id, name: row.name });
    }
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!before) return treeRefusal(CATEGORY_TREE_MESSAGES.gone);
    const [after] = await tx.update(categories).set(row).where(eq(categories.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "category.update",
      entity: { type: "category", id },
      before: snapshot(before),
      after: snapshot(after!),
    });
    return ok({ id, name: row.name });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
