import { and, count, eq, ne } from "drizzle-orm";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { businesses, categories } from "../platform/db/schema.ts";
import { snapshot } from "./category-snapshot.ts";
import { CATEGORY_TREE_MESSAGES, treeRefusal } from "./tree-refusals.ts";

/**
 * Deletes a category. Refused while it has subcategories, and while businesses use it unless
 * `moveTo` names the category they go to (moved in the same transaction, audited with the count).
 */
export async function deleteCategory(
  id: number,
  moveTo: number | null,
  actor: AuditActor,
): Promise<Result<{ name: string; movedBusinesses: number }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ name: string; movedBusinesses: number }>> => {
    const tx = txRaw as unknown as Database;
    const [me] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!me) return treeRefusal(CATEGORY_TREE_MESSAGES.gone);
    const [kids] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    if ((kids?.n ?? 0) > 0) return treeRefusal(CATEGORY_TREE_MESSAGES.deleteChildren);
    const [used] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.categoryId, id));
    const inUse = used?.n ?? 0;
    if (inUse > 0 && moveTo === null) {
      return treeRefusal(
        inUse === 1
          ? `${me.name} tiene 1 comercio: elegí a qué categoría pasa antes de eliminarla.`
          : `${me.name} tiene ${inUse} comercios: elegí a qué categoría pasan antes de eliminarla.`,
        "moveTo",
      );
    }
    if (inUse > 0 && moveTo !== null) {
      if (moveTo === id) return treeRefusal(CATEGORY_TREE_MESSAGES.moveToSelf, "moveTo");
      const [target] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, moveTo), ne(categories.id, id)));
      if (!target) return treeRefusal(CATEGORY_TREE_MESSAGES.moveToGone, "moveTo");
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
    return ok({ name: me.name, movedBusinesses: inUse });
  });
  if (outcome.ok) await clearPublicCaches();
  return outcome;
}
