/**
 * Quick-access links under the home search: the admin's changes (/admin/content/quick-access, each
 * audited) and the home's cached read, dropped on every change.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { QuickAccessFormValues } from "#core/quick-access-form.ts";
import { type AuditEntry, recordAudit } from "../platform/audit/record-audit.ts";
import { clearPublicCaches, createTtlCache } from "../platform/cache/ttl-cache.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { quickAccessLinks } from "../platform/db/schema.ts";

type Actor = AuditEntry["actor"];

export type QuickAccessLink = {
  id: number;
  label: string;
  icon: string | null;
  url: string;
  position: number;
  isActive: boolean;
};

const columns = {
  id: quickAccessLinks.id,
  label: quickAccessLinks.label,
  icon: quickAccessLinks.icon,
  url: quickAccessLinks.url,
  position: quickAccessLinks.position,
  isActive: quickAccessLinks.isActive,
};

/** Every link in its order (a short list: the home shows a row of buttons). */
export async function listQuickAccess(db?: Database): Promise<QuickAccessLink[]> {
  const d = db ?? (await getDb());
  return d.select(columns).from(quickAccessLinks).orderBy(asc(quickAccessLinks.position), asc(quickAccessLinks.id));
}

async function getLink(db: Database, id: number): Promise<QuickAccessLink | null> {
  const [row] = await db.select(columns).from(quickAccessLinks).where(eq(quickAccessLinks.id, id)).limit(1);
  return row ?? null;
}

export async function saveQuickAccess(
  id: number | null,
  input: QuickAccessFormValues,
  actor: Actor,
): Promise<{ ok: true; id: number } | { ok: false }> {
  const db = await getDb();
  const before = id === null ? null : await getLink(db, id);
  if (id !== null && !before) return { ok: false };
  const values = { label: input.label, icon: input.icon, url: input.url, isActive: input.isActive === "on" };
  const savedId = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let rowId: number;
    if (id === null) {
      const [last] = await t
        .select({ max: sql<number>`coalesce(max(${quickAccessLinks.position}), -1)`.mapWith(Number) })
        .from(quickAccessLinks);
      const [row] = await t
        .insert(quickAccessLinks)
        .values({ ...values, position: (last?.max ?? -1) + 1 })
        .returning({ id: quickAccessLinks.id });
      rowId = row!.id;
    } else {
      await t.update(quickAccessLinks).set(values).where(eq(quickAccessLinks.id, id));
      rowId = id;
    }
    await recordAudit(t, {
      actor,
      action: id === null ? "quick_access.create" : "quick_access.update",
      entity: { type: "quick_access", id: rowId },
      before,
      after: await getLink(t, rowId),
    });
    return rowId;
  });
  await clearPublicCaches();
  return { ok: true, id: savedId };
}

export async function deleteQuickAccess(id: number, actor: Actor): Promise<QuickAccessLink | null> {
  const db = await getDb();
  const before = await getLink(db, id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.delete(quickAccessLinks).where(eq(quickAccessLinks.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "quick_access.delete",
      entity: { type: "quick_access", id },
      before,
    });
  });
  await clearPublicCaches();
  return before;
}

export async function toggleQuickAccess(id: number, actor: Actor): Promise<QuickAccessLink | null> {
  const db = await getDb();
  const before = await getLink(db, id);
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.update(quickAccessLinks).set({ isActive: !before.isActive }).where(eq(quickAccessLinks.id, id));
    await recordAudit(tx as unknown as Database, {
      actor,
      action: "quick_access.update",
      entity: { type: "quick_access", id },
      before: { isActive: before.isActive },
      after: { isActive: !before.isActive },
    });
  });
  await clearPublicCaches();
  return { ...before, isActive: !before.isActive };
}

/**
 * Puts the links in `order` (every id exactly once) and numbers them 0…n-1, audited as one change.
 * False when `order` is not exactly the current links (a stale page): nothing changes then.
 */
export async function reorderQuickAccess(order: number[], actor: Actor): Promise<boolean> {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await listQuickAccess(t);
    const ids = current.map((l) => l.id);
    if (order.length !== ids.length || new Set(order).size !== order.length || !order.every((id) => ids.includes(id)))
      return false;
    for (const [position, id] of order.entries()) {
      await t.update(quickAccessLinks).set({ position }).where(eq(quickAccessLinks.id, id));
    }
    await recordAudit(t, {
      actor,
      action: "quick_access.reorder",
      entity: { type: "quick_access", id: "all" },
      before: { order: ids },
      after: { order },
    });
    return true;
  });
  if (done) await clearPublicCaches();
  return done;
}

/** "Subir" / "Bajar": the link swaps places with its neighbour. False at an end; null when missing. */
export async function moveQuickAccess(id: number, direction: "up" | "down", actor: Actor): Promise<boolean | null> {
  const current = await listQuickAccess();
  const order = current.map((l) => l.id);
  const at = order.indexOf(id);
  if (at < 0) return null;
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return false;
  [order[at], order[to]] = [order[to] as number, order[at] as number];
  return reorderQuickAccess(order, actor);
}

const homeCache = createTtlCache<QuickAccessLink[]>({ ttlMs: 5 * 60_000, maxEntries: 1 });

/** The active links the home shows under its search, in order. */
export function activeQuickAccess(): Promise<QuickAccessLink[]> {
  return homeCache.get("home", async () => (await listQuickAccess()).filter((l) => l.isActive).slice(0, 12));
}
