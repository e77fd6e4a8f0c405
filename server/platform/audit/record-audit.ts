/**
 * The audit log: who changed what, when, from where, and the record before and after. Every admin
 * or owner mutation calls `recordAudit` with the transaction that makes the change, so the entry
 * exists if and only if the change committed. `auditTrail` reads one thing's history, newest first.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

type Snapshot = Record<string, unknown>;

export interface AuditEntry {
  /** The person acting (null for the system), and the address their request came from. */
  actor: { id: string | null; ip?: string | null };
  /** What happened, as "<entity>.<verb>": "business.activate", "promotion.create". */
  action: string;
  entity: { type: string; id: string | number };
  /** The fields that matter, as they were and as they are (null when created or deleted). */
  before?: Snapshot | null;
  after?: Snapshot | null;
  /** Why, when the person said (a rejection's reason). */
  reason?: string | null;
}

export interface AuditDetails {
  before: Snapshot | null;
  after: Snapshot | null;
  /** The keys whose value differs between before and after. */
  changed: string[];
  reason?: string;
}

/** Keys whose values differ (compared as JSON, so dates and nested values compare by content). */
export function changedKeys(before: Snapshot | null, after: Snapshot | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key])).sort();
}

export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const before = entry.before ?? null;
  const after = entry.after ?? null;
  const details: AuditDetails = { before, after, changed: changedKeys(before, after) };
  if (entry.reason) details.reason = entry.reason;
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: String(entry.entity.id),
    details,
    ipAddress: entry.actor.ip ?? null,
  });
}

/**
 * Many entries in one statement (an import's batch): the same rows `recordAudit` writes, inside
 * the transaction of the change.
 */
export async function recordAudits(tx: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => {
      const before = entry.before ?? null;
      const after = entry.after ?? null;
      const details: AuditDetails = { before, after, changed: changedKeys(before, after) };
      if (entry.reason) details.reason = entry.reason;
      return {
        actorId: entry.actor.id,
        action: entry.action,
        entityType: entry.entity.type,
        entityId: String(entry.entity.id),
        details,
        ipAddress: entry.actor.ip ?? null,
      };
    }),
  );
}

export interface AuditTrailEntry {
  id: number;
  actorId: string | null;
  action: string;
  details: AuditDetails;
  ipAddress: string | null;
  createdAt: Date;
}

/** One thing's history, newest first (the timeline of a business, a user, a promotion). */
export async function auditTrail(
  db: Database,
  entity: { type: string; id: string | number },
  limit = 50,
): Promise<AuditTrailEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, String(entity.id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorId: row.actorId,
    action: row.action,
    details: row.details as AuditDetails,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
  }));
}
