import { asc, eq, isNull } from "drizzle-orm";
import { ok, type Result } from "#core/errors.ts";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { categories } from "../platform/db/schema.ts";
import { CATEGORY_TREE_MESSAGES, treeRefusal } from "./tree-refusals.ts";

/**
 * Moves a category among its siblings: "up"/"down" one place, or to an index (a drop). The
 * siblings keep the positions they had between them, handed out in the new order, so the rest of
 * the tree is untouched. Already first (or last): nothing written, `moved: false`.
 */
export async function moveCategory(
  id: number,
  to: "up" | "down" | number,
  actor: AuditActor,
): Promise<Result<{ name: string; moved: boolean }>> {
  const db = await getDb();
  const outcome = await db.transaction(async (txRaw): Promise<Result<{ name: string; moved: boolean }>> => {
    const tx = txRaw as unknown as Database;
    const [me] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!me) return treeRefusal(CATEGORY_TREE_MESSAGES.gone);
    const siblings = await tx
      .select({ id: categories.id, position: categories.position })
      .from(categories)
      .where(me.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, me.parentId))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
      .for("update");
    const from = siblings.findIndex((s) => s.id === id);
    const target = to === "up" ? from - 1 : to === "down" ? from + 1 : Math.min(to, siblings.length - 1);
    if (target < 0 || target >= siblings.length || target === from) return ok({ moved: false, name: me.name });
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
    return ok({ moved: true, name: me.name });
  });
  if (outcome.ok && outcome.value.moved) await clearPublicCaches();
  return outcome;
}
