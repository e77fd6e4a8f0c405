import { and, asc, eq, inArray } from "drizzle-orm";
import type { AuditActor } from "../platform/audit/actor.ts";
import { recordAudit } from "../platform/audit/record-audit.ts";
import { type Database, getDb } from "../platform/db/client.ts";
import { domainEvents } from "../platform/db/schema.ts";
import { kickEventDispatcher } from "../platform/events/publish.ts";

/**
 * Puts the failed ones among `ids` back to pending (attempts reset, due now), each with its
 * `event.retry` audit row in the same transaction; returns how many were retried. Events that are
 * not failed (or do not exist) are left alone.
 */
export async function retryEvents(actor: AuditActor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const db = await getDb();
  const retried = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const rows = await t
      .select()
      .from(domainEvents)
      .where(and(inArray(domainEvents.id, [...ids]), eq(domainEvents.status, "failed")))
      .orderBy(asc(domainEvents.id))
      .for("update");
    for (const row of rows) {
      await t
        .update(domainEvents)
        .set({ status: "pending", attempts: 0, nextAttemptAt: null })
        .where(eq(domainEvents.id, row.id));
      await recordAudit(t, {
        actor,
        action: "event.retry",
        entity: { type: "domain_event", id: row.id },
        before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
        after: { status: "pending", attempts: 0 },
      });
    }
    return rows.length;
  });
  if (retried > 0) kickEventDispatcher();
  return retried;
}
